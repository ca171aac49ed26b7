// The operator's association settings (spec §1): name for the footer and logo alt text, and the
// details shown on the information pages. Platform admins change them in the Application Settings (decision 046):
// other tabs see a change within a minute, the admin's own at once (admin-api.ts refetches on save).
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { requireBody } from '../../api/require-body';
import type { JsonOk } from '../../api/wire-types';

export type AssociationSettings = JsonOk<'/v1/settings/association', 'get'>;

export const associationKeys = {
  /** Every association query: an admin's save refetches them all (admin-api.ts). */
  all: ['association'] as const,
  settings: ['association', 'settings'] as const,
  application: ['association', 'application'] as const,
};

const STALE_TIME_MS = 60 * 1000;

export async function fetchAssociation(): Promise<AssociationSettings> {
  // The client's error middleware throws for every non-2xx answer, so data is set here.
  const { data } = await api.GET('/v1/settings/association');
  return requireBody(data, 'GET /v1/settings/association');
}

export function useAssociation() {
  return useQuery({
    queryKey: associationKeys.settings,
    queryFn: fetchAssociation,
    staleTime: STALE_TIME_MS,
  });
}
