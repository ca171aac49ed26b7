// The platform admin calls of the admin area (spec §6, §7): the approval queue and the admin list.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { requireBody } from '../../api/require-body';
import type { paths } from '../../api/schema.gen';
import type { JsonOk } from '../../api/wire-types';
import { DEFAULT_PAGE_SIZE } from '../../constants';
import { sourceKeys } from '../sources';

export type ApprovalStatus = NonNullable<
  paths['/v1/source/{source_id}/approval_status']['put']['parameters']['query']
>['approval_status'];
export type AdminUser = JsonOk<'/v1/user/{user_id}', 'get'>;

export const adminKeys = {
  pendingSources: ['admin', 'pending-sources'] as const,
  admins: ['admin', 'admins'] as const,
  reports: ['admin', 'reports'] as const,
};

/** The first page of sources waiting for approval (spec §4: the list filters on approved), oldest first. */
export function usePendingSources() {
  return useQuery({
    queryKey: adminKeys.pendingSources,
    queryFn: async ({ signal }) => {
      const { data: ids = [] } = await api.GET('/v1/source/', {
        params: { query: { approved: 'pending', limit: DEFAULT_PAGE_SIZE } },
        signal,
      });
      return Promise.all(
        ids.map(async (id) => {
          const { data } = await api.GET('/v1/source/{source_id}', {
            params: { path: { source_id: id } },
            signal,
          });
          return requireBody(data, 'GET /v1/source/{source_id}');
        }),
      );
    },
  });
}

export function useSetApprovalStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ sourceId, status }: { sourceId: number; status: ApprovalStatus }) => {
      const { data } = await api.PUT('/v1/source/{source_id}/approval_status', {
        params: { path: { source_id: sourceId }, query: { approval_status: status } },
      });
      return data;
    },
    onSuccess: (_data, { sourceId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.pendingSources }),
        queryClient.invalidateQueries({ queryKey: sourceKeys.one(sourceId) }),
      ]),
  });
}

/** Every platform admin (spec §6: the ids from /v1/user/admins), each with their account. */
export function useAdmins() {
  return useQuery({
    queryKey: adminKeys.admins,
    queryFn: async ({ signal }) => {
      const { data: ids = [] } = await api.GET('/v1/user/admins', { signal });
      return Promise.all(
        ids.map(async (id) => {
          const { data } = await api.GET('/v1/user/{user_id}', { params: { path: { user_id: id } }, signal });
          return requireBody(data, 'GET /v1/user/{user_id}');
        }),
      );
    },
  });
}

/** Adding by e-mail: the form shows an unknown address itself, so the mutation handles its errors. */
export function useMakeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (email: string) => (await api.POST('/v1/user/make_admin', { body: { email } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.admins }),
  });
}

export function useRemoveAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userId: number) =>
      (await api.POST('/v1/user/remove_admin', { body: { user_id: userId } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.admins }),
  });
}

export type EventReport = JsonOk<'/v1/event_report/', 'get'>[number];

/** The reports no admin has handled yet, newest first (issue 15 "Reports"). */
export function useEventReports() {
  return useQuery({
    queryKey: adminKeys.reports,
    queryFn: async ({ signal }) => (await api.GET('/v1/event_report/', { signal })).data ?? [],
  });
}

export function useHandleReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ reportId, action }: { reportId: number; action: 'dismiss' | 'hide' }) => {
      const params = { path: { report_id: reportId } };
      if (action === 'dismiss') await api.POST('/v1/event_report/{report_id}/dismiss', { params });
      else await api.POST('/v1/event_report/{report_id}/hide_event', { params });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.reports }),
  });
}
