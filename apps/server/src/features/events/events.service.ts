// Event rules (spec §7 Events, DESIGN §4.6/§4.8): only events of approved sources are public, a deleted
// event is 'gone' (410). The searches are event-search.service.ts.
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import { toEvent } from './event-rows.js';
import { findVisibleEvent, type ViewerLookup } from './event-visibility.service.js';
import * as repository from './events.repository.js';
import type { Event, EventReportBody, Organizer } from './events.schemas.js';
import { findListedEventVersionsByIds } from './search/event-search.repository.js';

/** Spec §2 "Event detail": other events in the same location, at most this many. */
export const SAME_LOCATION_LIMIT = 10;
/** Two first locations within this distance are the same place (a square, a station forecourt). */
const SAME_PLACE_KM = 0.05;
/** The same raw location string counts as the same place only this close (many towns have a 'Marktplatz'). */
const SAME_RAW_LOCATION_KM = 2;
/** A repeated identical report for one event within this time is stored once. */
const DUPLICATE_REPORT_WINDOW_MS = 24 * 3_600_000;

/** Spec §4 "Event cache": the public events among the ids, in the order asked, each once. */
export async function getEvents(db: Db, ids: readonly number[]): Promise<Event[]> {
  const rows = await findListedEventVersionsByIds(db, [...new Set(ids)]);
  const byId = new Map(rows.map((row) => [row.id, toEvent(row)]));
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
}

/** getEvents with the row version each event was read at (decision 013), for validators built on versions. */
export async function getEventsWithVersions(
  db: Db,
  ids: readonly number[],
): Promise<{ event: Event; version: string }[]> {
  const rows = await findListedEventVersionsByIds(db, [...new Set(ids)]);
  const byId = new Map(rows.map((row) => [row.id, { event: toEvent(row), version: row.version }]));
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
}

export async function getEvent(db: Db, id: number): Promise<Event> {
  return toEvent((await findVisibleEvent(db, id)).row);
}

/**
 * The public event GET /v1/event/{id} sends; undefined when no public event has the id (the route then asks
 * whether this viewer may see it), 410 when it was deleted.
 */
export async function findPublicEvent(db: Db, id: number): Promise<Event | undefined> {
  const found = await repository.findPublicEventById(db, id);
  if (found?.deleted) throw new AppError('gone', 'The event is gone.');
  return found && toEvent(found.row);
}

/** The public event of an event page, with its organising source's name and title image version. */
export interface EventPage {
  event: Event;
  organizer: repository.EventPageLookup['organizer'];
}

/** findPublicEvent for an event page's head (page-heads): undefined when not public, 410 when deleted. */
export async function findPublicEventPage(db: Db, id: number): Promise<EventPage | undefined> {
  const found = await repository.findPublicEventPageById(db, id);
  if (found?.deleted) throw new AppError('gone', 'The event is gone.');
  return found && { event: toEvent(found.row), organizer: found.organizer };
}

/** The organiser of an event this viewer may read; a pending source's own admins see their source. */
export async function getOrganizer(db: Db, eventId: number, viewer?: ViewerLookup): Promise<Organizer> {
  const { isPublic } = await findVisibleEvent(db, eventId, viewer);
  const organizer = await repository.findOrganizerOfEvent(db, eventId, { approvedOnly: isPublic });
  if (!organizer) throw new AppError('not_found', 'The event has no organising source');
  return { ...organizer, topic_ids: organizer.topic_ids.map(Number) };
}

/** Lower case, single spaces: how two raw locations are compared (as in the repository's SQL). */
const normaliseRawLocation = (raw: string | null) =>
  raw?.trim().replace(/\s+/g, ' ').toLowerCase() || undefined;

/**
 * Spec §2 "Other events in the same location": upcoming public events at the first location of an event
 * this viewer may read.
 */
export async function getEventsAtSameLocation(
  db: Db,
  eventId: number,
  viewer?: ViewerLookup,
  now: Date = new Date(),
): Promise<Event[]> {
  const { row, lat, lon } = await findVisibleEvent(db, eventId, viewer);
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
  await findVisibleEvent(db, eventId);
  await repository.insertEventReport(
    db,
    { event_id: eventId, reason: body.reason.trim(), contact_email: body.contact_email ?? null },
    new Date(now.getTime() - DUPLICATE_REPORT_WINDOW_MS),
  );
}
