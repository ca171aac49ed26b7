// Event publishing calls (spec §7 "Events"): load an event to edit, create or replace it, delete it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { requireBody } from '../../api/require-body';
import { type SaveOutcome, savedOrFieldErrors } from '../../api/use-save-outcome';
import { eventQueryKeys } from '../events';
import type { Event, EventWriteBody } from './types';

export const eventAdminKeys = {
  edit: (id: number) => ['event-admin', id] as const,
};

/** The event as it is now, never from the public cache: the form must not start from stale fields. */
export function useEventToEdit(id: number | undefined) {
  return useQuery({
    queryKey: eventAdminKeys.edit(id ?? 0),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/v1/event/{event_id}', {
        params: { path: { event_id: id ?? 0 } },
        signal,
      });
      return requireBody(data, 'GET /v1/event/{event_id}');
    },
    enabled: id !== undefined,
    staleTime: 0,
  });
}

/** POST /v1/event/new (no id) or PUT /v1/event/{id}; a 422 comes back as field errors. */
export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      body,
    }: {
      id: number | undefined;
      body: EventWriteBody;
    }): Promise<SaveOutcome<Event>> =>
      savedOrFieldErrors(async () => {
        const { data } =
          id === undefined
            ? await api.POST('/v1/event/new', { body })
            : await api.PUT('/v1/event/{event_id}', { params: { path: { event_id: id } }, body });
        return requireBody(data, id === undefined ? 'POST /v1/event/new' : 'PUT /v1/event/{event_id}');
      }),
    // The public event cache (spec §4 "Event cache") must show what a save changed.
    onSuccess: async (result) => {
      if (!('saved' in result)) return;
      queryClient.setQueryData(eventAdminKeys.edit(result.saved.id), result.saved);
      await queryClient.invalidateQueries({ queryKey: eventQueryKeys.all });
    },
  });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await api.DELETE('/v1/event/{event_id}', { params: { path: { event_id: id } } });
    },
    onSuccess: async (_result, id) => {
      queryClient.removeQueries({ queryKey: eventAdminKeys.edit(id) });
      await queryClient.invalidateQueries({ queryKey: eventQueryKeys.all });
    },
  });
}
