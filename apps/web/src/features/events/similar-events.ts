// Spec §4 "Similar events": a perimeter search around the event's first location (2 km, limit 4,
// from now), minus the event itself. The list starts empty for each event, and a failure is only
// logged: the suggestions are a bonus, never a reason to show an error.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isAbortedRequest } from '../../api/api-error';
import { SIMILAR_EVENTS_LIMIT, SIMILAR_EVENTS_RADIUS_KM } from '../../constants';
import { fetchEventPage, searchEventsInPerimeter } from './api';
import type { Event, PerimeterSearchBody } from './types';

/** undefined when the event has no location to search around. */
export function similarEventsRequest(
  event: Pick<Event, 'locations'>,
  now: Date,
): PerimeterSearchBody | undefined {
  const [longitude, latitude] = event.locations[0]?.geography.coordinates ?? [];
  if (longitude === undefined || latitude === undefined) return undefined;
  return {
    latitude,
    longitude,
    radius_km: SIMILAR_EVENTS_RADIUS_KM,
    limit: SIMILAR_EVENTS_LIMIT,
    offset: 0,
    start_time_start: now.toISOString(),
  };
}

export function withoutEvent(events: readonly Event[], id: number): Event[] {
  return events.filter((event) => event.id !== id);
}

export async function loadSimilarEvents(
  search: (request: PerimeterSearchBody) => Promise<Event[]>,
  event: Pick<Event, 'id' | 'locations'>,
  now: Date,
): Promise<Event[]> {
  const request = similarEventsRequest(event, now);
  if (request === undefined) return [];
  try {
    return withoutEvent(await search(request), event.id);
  } catch (error) {
    if (!isAbortedRequest(error)) console.error('Similar events could not be loaded', error);
    return [];
  }
}

/**
 * Keyed by the event's id without placeholder data, so moving to another event clears the list
 * before it fills again (spec: "the list is cleared, then filled"). `isAsked` as the side panels of api.ts.
 */
export function useSimilarEvents(event: Pick<Event, 'id' | 'locations'> | undefined, isAsked: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['event', event?.id ?? 0, 'similar'] as const,
    queryFn: () =>
      event === undefined
        ? []
        : loadSimilarEvents((request) => searchEventsInPerimeter(queryClient, request), event, new Date()),
    enabled: isAsked && event !== undefined,
    meta: { handlesErrors: true },
  });
}

/**
 * Suggestions for the event-gone page: events similar to the deleted one when the app still knows
 * where it was (cached from a list), otherwise the next upcoming events. Errors are only logged.
 */
export function useGoneSuggestions(known: Pick<Event, 'id' | 'locations'> | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['event', 'gone-suggestions', known?.id ?? 0] as const,
    queryFn: async () => {
      const now = new Date();
      if (known !== undefined && similarEventsRequest(known, now) !== undefined) {
        return loadSimilarEvents((request) => searchEventsInPerimeter(queryClient, request), known, now);
      }
      try {
        const page = await fetchEventPage(queryClient, {
          mode: 'closest_future',
          limit: SIMILAR_EVENTS_LIMIT,
          offset: 0,
          sorting_key: 'start_time',
          sorting_direction: 'asc',
        });
        return page.events;
      } catch (error) {
        if (!isAbortedRequest(error)) console.error('Suggestions could not be loaded', error);
        return [];
      }
    },
    meta: { handlesErrors: true },
  });
}
