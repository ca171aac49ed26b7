// One event's query, apart from the other event queries (api.ts): the entry chunk asks for a shared event page's
// event before its screen has loaded (app/first-screen-data.ts), and this file keeps that import small.
import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { requireBody } from '../../api/require-body';
import { eventKeys } from './event-cache';
import type { Event } from './types';

export async function fetchEvent(id: number): Promise<Event> {
  const { data } = await api.GET('/v1/event/{event_id}', { params: { path: { event_id: id } } });
  return requireBody(data, 'GET /v1/event/{event_id}');
}

/** 404 (no such event) or 410 (deleted): the server's answer about the event, which asking again would only repeat. */
function isAbsentEvent(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 410);
}

/** One event; spec §4: fetched only when it is not cached (lists seed the cache, it never goes stale). */
export function eventQuery(id: number) {
  return queryOptions({
    queryKey: eventKeys.detail(id),
    queryFn: () => fetchEvent(id),
    staleTime: Number.POSITIVE_INFINITY,
    // A screen that mounts on an absent event's answer already in the cache (the app's start asked for the first page's
    // event: app/first-screen-data.ts) shows it without a second request; any other failure (no connection, 5xx) is
    // asked for again on mount, so a page opened offline can still come.
    retryOnMount: (query) => !isAbsentEvent(query.state.error),
  });
}
