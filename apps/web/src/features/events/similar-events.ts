// Spec §4 "Similar events": a perimeter search around the event's first location (2 km, limit 4,
// from now), minus the event itself. The list starts empty for each event, and a failure is only
// logged: the suggestions are a bonus, never a reason to show an error.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SIMILAR_EVENTS_LIMIT, SIMILAR_EVENTS_RADIUS_KM } from '../../constants';
import { searchEventsInPerimeter } from './api';
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
    console.error('Similar events could not be loaded', error);
    return [];
  }
}

/**
 * Keyed by the event's id without placeholder data, so moving to another event clears the list
 * before it fills again (spec: "the list is cleared, then filled").
 */
export function useSimilarEvents(event: Pick<Event, 'id' | 'locations'> | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['event', event?.id ?? 0, 'similar'] as const,
    queryFn: () =>
      event === undefined
        ? []
        : loadSimilarEvents((request) => searchEventsInPerimeter(queryClient, request), event, new Date()),
    enabled: event !== undefined,
    meta: { handlesErrors: true },
  });
}
