// The operator's association settings (spec §1): name for the footer and logo alt text, and the
// details shown on the information pages. They change only on a server restart, hence staleTime Infinity.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { requireBody } from '../../api/require-body';
import type { JsonOk } from '../../api/wire-types';

export type AssociationSettings = JsonOk<'/v1/settings/association', 'get'>;

export const associationKeys = {
  settings: ['association', 'settings'] as const,
};

export async function fetchAssociation(): Promise<AssociationSettings> {
  // The client's error middleware throws for every non-2xx answer, so data is set here.
  const { data } = await api.GET('/v1/settings/association');
  return requireBody(data, 'GET /v1/settings/association');
}

export function useAssociation() {
  return useQuery({
    queryKey: associationKeys.settings,
    queryFn: fetchAssociation,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
