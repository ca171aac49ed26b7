// Admin section "Statistics" (issue 15): GET /v1/statistics, counted when the section opens.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { requireBody } from '../../api/require-body';
import type { JsonOk } from '../../api/wire-types';

export type Statistics = JsonOk<'/v1/statistics', 'get'>;

export const statisticsKeys = { all: ['admin', 'statistics'] as const };

export function useStatistics() {
  return useQuery({
    queryKey: statisticsKeys.all,
    // The section says itself when the figures cannot be loaded.
    meta: { handlesErrors: true },
    staleTime: 0,
    queryFn: async ({ signal }) =>
      requireBody((await api.GET('/v1/statistics', { signal })).data, 'GET /v1/statistics'),
  });
}
