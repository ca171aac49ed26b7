// The platform admins' list and writes of information links (issue 15 "Information"). Each write refetches the
// admin list and the public Info screen's data ('info' keys), so the Info screen shows the change at once.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { requireBody } from '../../api/require-body';
import type { JsonBody, JsonOk } from '../../api/wire-types';
import { informationLinkKeys } from './api';

export type InformationLinkInput = JsonBody<'/v1/info/link/new', 'post'>;
export type InformationLinkPage = JsonOk<'/v1/info/link/', 'get'>;
export type AdminInformationLink = InformationLinkPage['links'][number];

export interface InformationLinkFilters {
  country: string;
  city: string;
  q: string;
  offset: number;
}

export const INFORMATION_LINKS_PAGE_SIZE = 25;

export function useAdminInformationLinks(filters: InformationLinkFilters) {
  return useQuery({
    queryKey: informationLinkKeys.admin(filters),
    queryFn: async () => {
      const query = {
        limit: INFORMATION_LINKS_PAGE_SIZE,
        offset: filters.offset,
        ...(filters.country.trim() === '' ? {} : { country: filters.country.trim() }),
        ...(filters.city.trim() === '' ? {} : { city: filters.city.trim() }),
        ...(filters.q.trim() === '' ? {} : { q: filters.q.trim() }),
      };
      const { data } = await api.GET('/v1/info/link/', { params: { query } });
      return requireBody(data, 'GET /v1/info/link/');
    },
    placeholderData: keepPreviousData,
  });
}

/** Add (no id) or change (an id) a link; the form shows the server's objections itself. */
export function useSaveInformationLink() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async ({ id, input }: { id?: number; input: InformationLinkInput }) => {
      if (id === undefined) await api.POST('/v1/info/link/new', { body: input });
      else await api.PUT('/v1/info/link/{link_id}', { params: { path: { link_id: id } }, body: input });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: informationLinkKeys.all }),
  });
}

export function useDeleteInformationLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await api.DELETE('/v1/info/link/{link_id}', { params: { path: { link_id: id } } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: informationLinkKeys.all }),
  });
}
