// The events behind the home map: upcoming events, the soonest first, via POST /v1/event/all with
// mode closest_future in pages of 100 (the server's maximum), fetched in parallel after the first
// page tells the total, up to HOME_MAP_EVENTS_MAX. The map clusters them in its worker.
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchEventPage } from './api';
import type { Event, EventListBody } from './types';

export const HOME_MAP_PAGE_SIZE = 100;
/** Upcoming events on the home map: a few weeks of German assemblies at today's volumes. */
export const HOME_MAP_EVENTS_MAX = 1000;
// Events change hourly at most (spec §1: crawled once an hour).
const HOME_MAP_STALE_TIME_MS = 5 * 60 * 1000;

const pageRequest = (offset: number): EventListBody => ({
  mode: 'closest_future',
  offset,
  limit: HOME_MAP_PAGE_SIZE,
  sorting_key: 'start_time',
  sorting_direction: 'asc',
});

/** Offsets of the pages after the first, for `total` events, capped at `max`. */
export function remainingPageOffsets(total: number, pageSize: number, max: number): number[] {
  const offsets: number[] = [];
  for (let offset = pageSize; offset < Math.min(total, max); offset += pageSize) offsets.push(offset);
  return offsets;
}

export async function loadHomeMapEvents(queryClient: QueryClient): Promise<Event[]> {
  const first = await fetchEventPage(queryClient, pageRequest(0));
  const rest = await Promise.all(
    remainingPageOffsets(first.total, HOME_MAP_PAGE_SIZE, HOME_MAP_EVENTS_MAX).map((offset) =>
      fetchEventPage(queryClient, pageRequest(offset)),
    ),
  );
  return [first, ...rest].flatMap((page) => page.events);
}

export function useHomeMapEvents() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['event', 'home-map'] as const,
    queryFn: () => loadHomeMapEvents(queryClient),
    staleTime: HOME_MAP_STALE_TIME_MS,
  });
}
