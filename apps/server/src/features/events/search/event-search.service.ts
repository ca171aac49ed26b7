// The event searches and counts (spec §7 Events): the criteria of a request become a checked query
// (event-query.ts), the repository finds the page, unchanged events come as cached JSON (decision 013). The entry
// point other features (exports, alerts, analysis) reuse. The search's own words (the walk, the box and time
// plans) are named in decision 018.

import type { Db } from '../../../db/database.js';
import { toEvent } from '../event-rows.js';
import type { Event } from '../events.schemas.js';
import { cachedCount } from './count-cache.js';
import type { EventFilter, EventSearchCriteria, SearchOptions } from './event-criteria.js';
import type { EventJsonCache } from './event-json-cache.js';
import { toEventPageQuery, toEventQuery } from './event-query.js';
import {
  countEventsMatching,
  type EventVersion,
  findEventPage,
  findEventPageVersions,
  findListedEventVersionsByIds,
} from './event-search.repository.js';
import type {
  AddressCountBody,
  AddressSearchBody,
  EventListBody,
  EventPage,
  PerimeterCountBody,
  PerimeterSearchBody,
} from './event-search.schemas.js';
import { findSoonestEventIds as findSoonestIds } from './soonest-ids.repository.js';
import type { UpcomingEvents } from './upcoming-index-sync.js';

export type { EventFilter, EventSearchCriteria, SearchOptions } from './event-criteria.js';
export type { EventVersion } from './event-search.repository.js';

/** One page of public events matching the criteria, in the criteria's order (default: start time). */
export async function searchEvents(
  db: Db,
  criteria: EventSearchCriteria,
  options?: SearchOptions,
): Promise<Event[]> {
  const query = await toEventPageQuery(db, criteria, options);
  return (await findEventPage(db, query)).map(toEvent);
}

/**
 * searchEvents as the JSON text of a list of events, each from `cache` when its row is unchanged (decision 013):
 * only the events not cached at their current version are read in full.
 */
export async function searchEventsJson(
  db: Db,
  cache: EventJsonCache,
  criteria: EventSearchCriteria,
  options?: SearchOptions,
): Promise<string> {
  const page = await findEventPageVersions(db, await toEventPageQuery(db, criteria, options));
  const json = new Map<number, string>();
  const missing: number[] = [];
  for (const event of page) {
    const cached = cache.get(event);
    if (cached === undefined) missing.push(event.id);
    else json.set(event.id, cached);
  }
  if (missing.length > 0) {
    for (const row of await findListedEventVersionsByIds(db, missing)) json.set(row.id, cache.put(row));
  }
  // An event deleted or hidden between the two reads is left out, as a moment later it would be anyway.
  return `[${page.flatMap(({ id }) => json.get(id) ?? []).join(',')}]`;
}

/**
 * The ids of the first `limit` public events matching the criteria in start order, without reading the events and
 * without the keyword search's ranking (alert polling; soonest-ids.repository.ts). Sorting and offset are ignored.
 */
export async function findSoonestEventIds(
  db: Db,
  criteria: EventSearchCriteria,
  options?: SearchOptions,
  upcoming?: UpcomingEvents,
): Promise<number[]> {
  return findSoonestIds(db, await toEventPageQuery(db, criteria, options), upcoming);
}

/** The ids and row versions of one page, without reading the events (the export feeds' ETags). */
export async function findEventVersions(
  db: Db,
  criteria: EventSearchCriteria,
  options?: SearchOptions,
): Promise<EventVersion[]> {
  return findEventPageVersions(db, await toEventPageQuery(db, criteria, options));
}

/** How many public events match the criteria (paging and order ignored). */
export async function countEvents(db: Db, criteria: EventFilter, options?: SearchOptions): Promise<number> {
  const query = await toEventQuery(db, criteria, options);
  return cachedCount(db, query, () => countEventsMatching(db, query));
}

function perimeterCriteria({ latitude, longitude, radius_km, ...rest }: PerimeterCountBody) {
  return { ...rest, perimeter: { latitude, longitude, radius_km } };
}

function addressCriteria(
  { city, zip_code, country, radius_km, ...rest }: AddressCountBody,
  language: 'en' | 'de',
) {
  return { ...rest, address: { city, zip_code, country, radius_km, address_language: language } };
}

export const searchEventsInPerimeter = (db: Db, cache: EventJsonCache, body: PerimeterSearchBody) =>
  searchEventsJson(db, cache, perimeterCriteria(body));
export const countEventsInPerimeter = (db: Db, body: PerimeterCountBody) =>
  countEvents(db, perimeterCriteria(body));
export const searchEventsNearAddress = (
  db: Db,
  cache: EventJsonCache,
  body: AddressSearchBody,
  language: 'en' | 'de',
) => searchEventsJson(db, cache, addressCriteria(body, language));
export const countEventsNearAddress = (db: Db, body: AddressCountBody, language: 'en' | 'de') =>
  countEvents(db, addressCriteria(body, language));

/** Spec §7 /v1/event/all. `mode` decides the order when given (see ListModeSchema). */
export async function listEvents(db: Db, body: EventListBody, now: Date = new Date()): Promise<EventPage> {
  const { mode, ...rest } = body;
  const criteria: EventSearchCriteria = { ...rest };
  if (mode === 'closest_future') {
    const requested = rest.start_time_start ? new Date(rest.start_time_start) : undefined;
    criteria.start_time_start = requested && requested > now ? requested : now;
    criteria.sorting_key = 'start_time';
    criteria.sorting_direction = 'asc';
  } else if (mode) {
    criteria.sorting_key = 'start_time';
    criteria.sorting_direction = mode === 'oldest' ? 'asc' : 'desc';
  }
  const query = await toEventPageQuery(db, criteria, { now });
  // The total does not depend on the page: one cache entry serves every page.
  const { order: _order, offset: _offset, limit: _limit, ...filter } = query;
  const [rows, total] = await Promise.all([
    findEventPage(db, query),
    cachedCount(db, filter, () => countEventsMatching(db, filter)),
  ]);
  return { events: rows.map(toEvent), total, offset: query.offset, limit: query.limit };
}
