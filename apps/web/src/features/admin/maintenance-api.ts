// Admin section "Maintenance (cleanup)" (issue 15): the jobs and their log, a job's dry run and its run.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { requireBody } from '../../api/require-body';
import type { JsonOk } from '../../api/wire-types';

export type Maintenance = JsonOk<'/v1/maintenance', 'get'>;
export type MaintenanceJob = Maintenance['jobs'][number]['job'];
export type MaintenanceRun = Maintenance['runs'][number];
export type MaintenancePreview = JsonOk<'/v1/maintenance/{job}/preview', 'post'>;

/** How often the log is read again while a run goes on. */
export const MAINTENANCE_POLL_MS = 1_000;

export const maintenanceKeys = { all: ['admin', 'maintenance'] as const };

export function useMaintenance() {
  return useQuery({
    queryKey: maintenanceKeys.all,
    queryFn: async ({ signal }) =>
      requireBody((await api.GET('/v1/maintenance', { signal })).data, 'GET /v1/maintenance'),
    refetchInterval: (query) =>
      query.state.data?.runs.some((run) => run.status === 'running') ? MAINTENANCE_POLL_MS : false,
  });
}

/** The dry run is logged too: the log is read again after it. */
export function usePreviewMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (job: MaintenanceJob) =>
      requireBody(
        (await api.POST('/v1/maintenance/{job}/preview', { params: { path: { job } }, body: {} })).data,
        'preview',
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: maintenanceKeys.all }),
  });
}

/** Removes what the dry run counted: the same as_of. A 409 (a run of the job goes on) is said by the section. */
export function useRunMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async ({ job, as_of }: { job: MaintenanceJob; as_of: string }) =>
      requireBody(
        (await api.POST('/v1/maintenance/{job}/run', { params: { path: { job } }, body: { as_of } })).data,
        'run',
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: maintenanceKeys.all }),
  });
}
