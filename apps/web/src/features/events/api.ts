// Event queries over the typed client (spec §7 Events), all feeding the event cache of spec §4
// (event-cache.ts). Query keys live here (STYLE §3); screens compose these hooks.
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../api/client';
import { requireBody } from '../../api/require-body';
import { eventKeys, loadEventsByIds, seedEvents } from './event-cache';
import { eventQuery } from './event-query';
import type {
  Event,
  EventChange,
  EventListBody,
  EventPage,
  EventReportBody,
  Organizer,
  PerimeterSearchBody,
} from './types';

export const eventQueryKeys = {
  ...eventKeys,
  multi: (ids: readonly number[]) => ['event', 'multi', ids] as const,
  page: (body: EventListBody) => ['event', 'page', body] as const,
  organizer: (id: number) => ['event', id, 'organizer'] as const,
  sameLocation: (id: number) => ['event', id, 'same-location'] as const,
  similar: (id: number) => ['event', id, 'similar'] as const,
  changes: (id: number) => ['event', id, 'changes'] as const,
};

export async function fetchEventsMulti(ids: number[]): Promise<Event[]> {
  const { data } = await api.POST('/v1/event/multi', { body: { event_ids: ids } });
  return requireBody(data, 'POST /v1/event/multi');
}

export async function fetchEventPage(queryClient: QueryClient, request: EventListBody): Promise<EventPage> {
  const { data } = await api.POST('/v1/event/all', { body: request });
  const page = requireBody(data, 'POST /v1/event/all');
  seedEvents(queryClient, page.events);
  return page;
}

export async function searchEventsInPerimeter(
  queryClient: QueryClient,
  request: PerimeterSearchBody,
): Promise<Event[]> {
  const { data } = await api.POST('/v1/event/perimeter-search', { body: request });
  const events = requireBody(data, 'POST /v1/event/perimeter-search');
  seedEvents(queryClient, events);
  return events;
}

/** One event (event-query.ts); none without an id. */
export function useEvent(id: number | undefined) {
  return useQuery({ ...eventQuery(id ?? 0), enabled: id !== undefined });
}

/** Several events in the order of `ids`; spec §4: cached ones reused, missing ones in one /multi call. */
export function useEvents(ids: readonly number[]) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: eventQueryKeys.multi(ids),
    queryFn: () => loadEventsByIds(queryClient, ids, fetchEventsMulti),
    enabled: ids.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: ids.length === 0 ? [] : undefined,
  });
}

/** One page of all events (the 'All Events' table); the previous page stays while the next loads. */
export function useEventPage(request: EventListBody) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: eventQueryKeys.page(request),
    queryFn: () => fetchEventPage(queryClient, request),
    placeholderData: keepPreviousData,
  });
}

// The event page's side panels (organiser, other publishers, same location, changes) take `isAsked`: false until the
// page asks for them (routes/event-detail.tsx, from its first idle moment); a cached answer shows either way.

/** The event's organiser; missing when the event has no organising source. */
function organizerQuery(event: Pick<Event, 'id' | 'organising_source_id'> | undefined, isAsked: boolean) {
  return {
    queryKey: eventQueryKeys.organizer(event?.id ?? 0),
    queryFn: async (): Promise<Organizer> => {
      const { data } = await api.GET('/v1/event/{event_id}/organizer', {
        params: { path: { event_id: event?.id ?? 0 } },
      });
      return requireBody(data, 'GET /v1/event/{event_id}/organizer');
    },
    enabled: isAsked && event !== undefined && event.organising_source_id !== null,
    staleTime: Number.POSITIVE_INFINITY,
    // A side panel: its failure must not send the whole page to an error screen.
    meta: { handlesErrors: true },
  };
}

export function useOrganizer(
  event: Pick<Event, 'id' | 'organising_source_id'> | undefined,
  isAsked: boolean,
) {
  return useQuery(organizerQuery(event, isAsked));
}

/** The sources of the same assembly as other sources publish it (Event.also_published_as, decision 048). */
export function useOtherPublishers(event: Pick<Event, 'also_published_as'>, isAsked: boolean) {
  return useQueries({
    queries: event.also_published_as.map((other) =>
      organizerQuery({ id: other.event_id, organising_source_id: other.organising_source_id }, isAsked),
    ),
  });
}

/** 'Other events in the same location' of the event page. */
export function useSameLocationEvents(id: number | undefined, isAsked: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: eventQueryKeys.sameLocation(id ?? 0),
    queryFn: async () => {
      const { data } = await api.GET('/v1/event/{event_id}/same-location', {
        params: { path: { event_id: id ?? 0 } },
      });
      const events = requireBody(data, 'GET /v1/event/{event_id}/same-location');
      seedEvents(queryClient, events);
      return events;
    },
    enabled: isAsked && id !== undefined,
    meta: { handlesErrors: true },
  });
}

/** Issue 5: the event's recent changes, newest first; a side panel, so a failure shows nothing. */
export function useEventChanges(id: number, isAsked: boolean) {
  return useQuery({
    queryKey: eventQueryKeys.changes(id),
    queryFn: async (): Promise<EventChange[]> => {
      const { data } = await api.GET('/v1/event/{event_id}/changes', { params: { path: { event_id: id } } });
      return requireBody(data, 'GET /v1/event/{event_id}/changes');
    },
    enabled: isAsked,
    meta: { handlesErrors: true },
  });
}

export function useReportEvent(id: number) {
  return useMutation({
    mutationFn: async (report: EventReportBody) => {
      await api.POST('/v1/event/{event_id}/report', { params: { path: { event_id: id } }, body: report });
    },
  });
}

/** Export to Calendar (spec §7): the server's ICS file of one event. */
export function eventIcsUrl(id: number): string {
  return `/v1/export/ics/event.ics?event_id=${encodeURIComponent(id)}`;
}
