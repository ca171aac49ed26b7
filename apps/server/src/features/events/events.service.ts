// Event rules (spec §7 Events, DESIGN §4.6/§4.8): only events of approved sources are public, a deleted
// event is 'gone' (410), searches are validated and paged. searchEvents/countEvents are the entry points
// other features (exports, alerts) reuse.
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import { cachedCount } from './count-cache.js';
import type { EventFilter, EventSearchCriteria, SearchOptions } from './event-criteria.js';
import type { EventJsonCache } from './event-json-cache.js';
import { toEvent } from './event-rows.js';
import {
  countEventsMatching,
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
import { toEventPageQuery, toEventQuery } from './event-search.service.js';
import * as repository from './events.repository.js';
import type { Event, EventReportBody, Organizer } from './events.schemas.js';

export type { EventFilter, EventSearchCriteria, SearchOptions } from './event-criteria.js';

/** Spec §2 "Event detail": other events in the same location, at most this many. */
export const SAME_LOCATION_LIMIT = 10;
/** Two first locations within this distance are the same place (a square, a station forecourt). */
const SAME_PLACE_KM = 0.05;
/** The same raw location string counts as the same place only this close (many towns have a 'Marktplatz'). */
const SAME_RAW_LOCATION_KM = 2;
/** A repeated identical report for one event within this time is stored once. */
const DUPLICATE_REPORT_WINDOW_MS = 24 * 3_600_000;

const notFound = () => new AppError('not_found', 'Event not found');
const gone = () => new AppError('gone', 'The event is gone.');

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

/** The ids of one page of public events matching the criteria, without reading the events (alert polling). */
export async function findEventIds(
  db: Db,
  criteria: EventSearchCriteria,
  options?: SearchOptions,
): Promise<number[]> {
  const page = await findEventPageVersions(db, await toEventPageQuery(db, criteria, options));
  return page.map((event) => event.id);
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

/** Spec §4 "Event cache": the public events among the ids, in the order asked, each once. */
export async function getEvents(db: Db, ids: readonly number[]): Promise<Event[]> {
  const rows = await findListedEventVersionsByIds(db, [...new Set(ids)]);
  const byId = new Map(rows.map((row) => [row.id, toEvent(row)]));
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
}

async function findVisible(db: Db, id: number) {
  const found = await repository.findPublicEventById(db, id);
  if (!found) throw notFound();
  if (found.deleted) throw gone();
  return found;
}

export async function getEvent(db: Db, id: number): Promise<Event> {
  return toEvent((await findVisible(db, id)).row);
}

/**
 * The public event GET /v1/event/{id} sends; undefined when no public event has the id (the route then asks
 * whether this viewer may see it), 410 when it was deleted.
 */
export async function findPublicEvent(db: Db, id: number): Promise<Event | undefined> {
  const found = await repository.findPublicEventById(db, id);
  if (found?.deleted) throw gone();
  return found && toEvent(found.row);
}

export async function getOrganizer(db: Db, eventId: number): Promise<Organizer> {
  await findVisible(db, eventId);
  const organizer = await repository.findOrganizerOfEvent(db, eventId);
  if (!organizer) throw new AppError('not_found', 'The event has no organising source');
  return { ...organizer, topic_ids: organizer.topic_ids.map(Number) };
}

/** Lower case, single spaces: how two raw locations are compared (as in the repository's SQL). */
const normaliseRawLocation = (raw: string | null) =>
  raw?.trim().replace(/\s+/g, ' ').toLowerCase() || undefined;

/** Spec §2 "Other events in the same location": upcoming events at the event's first location. */
export async function getEventsAtSameLocation(
  db: Db,
  eventId: number,
  now: Date = new Date(),
): Promise<Event[]> {
  const { row, lat, lon } = await findVisible(db, eventId);
  const rows = await repository.findEventsAtSameLocation(db, {
    eventId,
    from: now,
    limit: SAME_LOCATION_LIMIT,
    point: lat !== null && lon !== null ? { lat, lon } : undefined,
    samePlaceKm: SAME_PLACE_KM,
    rawLocation: normaliseRawLocation(row.raw_location),
    sameRawLocationKm: SAME_RAW_LOCATION_KM,
    city: row.locations[0]?.city ?? undefined,
  });
  return rows.map(toEvent);
}

/** Stores a report for the platform admins (spec §2 "Report"); a repeated identical report is kept once. */
export async function reportEvent(
  db: Db,
  eventId: number,
  body: EventReportBody,
  now: Date = new Date(),
): Promise<void> {
  await findVisible(db, eventId);
  await repository.insertEventReport(
    db,
    { event_id: eventId, reason: body.reason.trim(), contact_email: body.contact_email ?? null },
    new Date(now.getTime() - DUPLICATE_REPORT_WINDOW_MS),
  );
}
