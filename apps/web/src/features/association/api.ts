// The operator's association settings (spec §1): name for the footer and logo alt text, and the
// details shown on the information pages. They change only on a server restart, hence staleTime Infinity.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { paths } from '../../api/schema.gen';

export type AssociationSettings =
  paths['/v1/settings/association']['get']['responses'][200]['content']['application/json'];

export const associationKeys = {
  settings: ['association', 'settings'] as const,
};

export async function fetchAssociation(): Promise<AssociationSettings> {
  // The client's error middleware throws for every non-2xx answer, so data is set here.
  const { data } = await api.GET('/v1/settings/association');
  if (data === undefined) throw new Error('GET /v1/settings/association answered without a body');
  return data;
}

export function useAssociation() {
  return useQuery({
    queryKey: associationKeys.settings,
    queryFn: fetchAssociation,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
