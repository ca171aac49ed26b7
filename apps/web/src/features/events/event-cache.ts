// The event cache of spec §4: events are cached by id in the React Query cache (key ['event', id]),
// seeded from every list the app loads; one event is fetched only when it is not cached, and for
// several ids the cached ones are reused and only the missing ones fetched, in one /multi call.
import type { QueryClient } from '@tanstack/react-query';
import type { Event } from './types';

export const eventKeys = {
  all: ['event'] as const,
  detail: (id: number) => ['event', id] as const,
};

/** The server's limit on ids per /v1/event/multi call. */
export const MULTI_EVENTS_MAX_IDS = 100;

/** Puts each event into the cache under its id, so opening it later needs no request. */
export function seedEvents(queryClient: QueryClient, events: readonly Event[]): void {
  for (const event of events) queryClient.setQueryData(eventKeys.detail(event.id), event);
}

export function cachedEvent(queryClient: QueryClient, id: number): Event | undefined {
  return queryClient.getQueryData<Event>(eventKeys.detail(id));
}

/** The ids not in the cache yet, each once, in first-seen order. */
export function missingEventIds(queryClient: QueryClient, ids: readonly number[]): number[] {
  return [...new Set(ids)].filter((id) => cachedEvent(queryClient, id) === undefined);
}

/**
 * The events for `ids`, in that order: cached ones reused, the missing ones fetched with
 * `fetchMulti` (one call; more only past the server's 100-id limit) and cached. Ids the server
 * does not return (deleted, not public) are left out.
 */
export async function loadEventsByIds(
  queryClient: QueryClient,
  ids: readonly number[],
  fetchMulti: (ids: number[]) => Promise<readonly Event[]>,
): Promise<Event[]> {
  const missing = missingEventIds(queryClient, ids);
  const batches: number[][] = [];
  for (let start = 0; start < missing.length; start += MULTI_EVENTS_MAX_IDS) {
    batches.push(missing.slice(start, start + MULTI_EVENTS_MAX_IDS));
  }
  const fetched = await Promise.all(batches.map((batch) => fetchMulti(batch)));
  for (const events of fetched) seedEvents(queryClient, events);
  return ids.flatMap((id) => {
    const event = cachedEvent(queryClient, id);
    return event === undefined ? [] : [event];
  });
}
