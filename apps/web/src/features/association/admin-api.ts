// The platform admins' Application Settings (issue 15, decision 046): each setting's environment value and the
// value stored over it, and the saves. A save refetches every association query, so the footer, About, Contact
// and Imprint show the change at once in the admin's tab.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { requireBody } from '../../api/require-body';
import type { JsonBody, JsonOk } from '../../api/wire-types';
import { associationKeys } from './api';

export type ApplicationSettings = JsonOk<'/v1/settings/application', 'get'>;
export type AssociationInput = JsonBody<'/v1/settings/association', 'put'>;
export type MapInput = JsonBody<'/v1/settings/map', 'put'>;

export function useApplicationSettings() {
  return useQuery({
    queryKey: associationKeys.application,
    queryFn: async () => {
      const { data } = await api.GET('/v1/settings/application');
      return requireBody(data, 'GET /v1/settings/application');
    },
  });
}

/** The form shows the server's objections itself. */
export function useSaveAssociationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (body: AssociationInput) => {
      await api.PUT('/v1/settings/association', { body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: associationKeys.all }),
  });
}

export function useSaveMapSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (body: MapInput) => {
      await api.PUT('/v1/settings/map', { body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: associationKeys.all }),
  });
}
