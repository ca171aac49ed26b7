// Reads of single events, their organiser and neighbours; event reports. Returns rows or undefined.
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { prepared } from '../../db/prepared-statements.js';
import { boundingBox, type Point } from '../../geo/distance.js';
import { type EventRow, eventColumns, isListed, isOfPublicSource } from './event-rows.js';
import type { Organizer } from './events.schemas.js';
import { distanceKmSql, inBox } from './search/event-filters.js';

export interface EventLookup {
  row: EventRow;
  deleted: boolean;
  lat: number | null;
  lon: number | null;
}

/** An event of a public source (or of none), deleted or not; undefined when absent or not public. */
export async function findPublicEventById(db: Db, id: number): Promise<EventLookup | undefined> {
  // Prepared: one plan (the primary key) for every id.
  const { rows } = await db.executeQuery(
    prepared(
      db
        .selectFrom('events as e')
        .select(eventColumns)
        .select(['e.deleted_at', 'e.lat', 'e.lon'])
        .where('e.id', '=', id)
        .where(isOfPublicSource),
    ),
  );
  const found = rows[0];
  if (!found) return undefined;
  const { deleted_at, lat, lon, ...row } = found;
  return { row: row as EventRow, deleted: deleted_at !== null, lat, lon };
}

/** An event page's event with the name and title image version of its organising source (page-heads). */
export interface EventPageLookup extends EventLookup {
  organizer: { id: number; name: string; imageUpdatedAt: Date | null } | undefined;
}

/**
 * findPublicEventById with the organiser's name and title image in the same one prepared query (the page's
 * head must cost little next to GET /v1/event/{id}); undefined when absent or its source is not approved.
 */
export async function findPublicEventPageById(db: Db, id: number): Promise<EventPageLookup | undefined> {
  const { rows } = await db.executeQuery(
    prepared(
      db
        .selectFrom('events as e')
        .leftJoin('sources as o', 'o.id', 'e.organising_source_id')
        .leftJoin('source_title_images as ti', 'ti.source_id', 'o.id')
        .select(eventColumns)
        .select([
          'e.deleted_at',
          'e.lat',
          'e.lon',
          'o.name as organizer_name',
          'o.approval_status as organizer_status',
          'ti.updated_at as organizer_image_updated_at',
        ])
        .where('e.id', '=', id),
    ),
  );
  const found = rows[0];
  if (!found) return undefined;
  const { deleted_at, lat, lon, organizer_name, organizer_status, organizer_image_updated_at, ...row } =
    found;
  // As isOfPublicSource: an event of no source, or of an approved one.
  if (row.organising_source_id !== null && organizer_status !== 'approved') return undefined;
  return {
    row: row as EventRow,
    deleted: deleted_at !== null,
    lat,
    lon,
    organizer:
      row.organising_source_id === null || organizer_name === null
        ? undefined
        : {
            id: row.organising_source_id,
            name: organizer_name,
            imageUpdatedAt: organizer_image_updated_at ?? null,
          },
  };
}

/** The event's organising source; only an approved one unless `approvedOnly` is false (its own admins). */
export async function findOrganizerOfEvent(
  db: Db,
  eventId: number,
  { approvedOnly }: { approvedOnly: boolean },
): Promise<Organizer | undefined> {
  let query = db
    .selectFrom('events as e')
    .innerJoin('sources as s', 's.id', 'e.organising_source_id')
    .select([
      's.id',
      's.name',
      's.country',
      's.city',
      's.zip_code',
      's.street',
      's.house_number',
      's.source_type_id',
      sql<
        number[]
      >`array(select st.topic_id from source_topics st where st.source_id = s.id order by st.topic_id)`.as(
        'topic_ids',
      ),
      's.description',
      's.url',
      's.public_contact',
    ])
    .where('e.id', '=', eventId);
  if (approvedOnly) query = query.where('s.approval_status', '=', 'approved');
  return query.executeTakeFirst();
}

export interface SameLocationQuery {
  eventId: number;
  /** Upcoming: start_time ≥ this. */
  from: Date;
  limit: number;
  /** The event's first location, when it has one. */
  point?: Point | undefined;
  /** Within this distance of the point is the same place. */
  samePlaceKm: number;
  /** The raw location, normalised (lower case, single spaces); the same string counts … */
  rawLocation?: string | undefined;
  /** … within this distance, or in the same city when the event has no point. */
  sameRawLocationKm: number;
  city?: string | undefined;
}

const normalisedRawLocation = sql<string>`lower(regexp_replace(btrim(e.raw_location), '\\s+', ' ', 'g'))`;

/** Spec §2 "Other events in the same location": upcoming listed events at the same place, soonest first. */
export async function findEventsAtSameLocation(db: Db, query: SameLocationQuery): Promise<EventRow[]> {
  let q = db
    .selectFrom('events as e')
    .select(eventColumns)
    .where(isListed)
    .where('e.id', '<>', query.eventId)
    .where('e.start_time', '>=', query.from);
  const { point, rawLocation } = query;
  if (point) {
    const box = boundingBox(point, Math.max(query.samePlaceKm, rawLocation ? query.sameRawLocationKm : 0));
    const distance = distanceKmSql(point);
    q = q
      .where((eb) => inBox(eb, box))
      .where((eb) =>
        eb.or([
          sql<boolean>`${distance} <= ${query.samePlaceKm}`,
          ...(rawLocation
            ? [
                sql<boolean>`(${normalisedRawLocation} = ${rawLocation} and ${distance} <= ${query.sameRawLocationKm})`,
              ]
            : []),
        ]),
      );
  } else if (rawLocation) {
    q = q.where(sql<boolean>`${normalisedRawLocation} = ${rawLocation}`);
    if (query.city) q = q.where(sql<boolean>`lower(e.city) = lower(${query.city})`);
  } else {
    return [];
  }
  const rows = await q.orderBy('e.start_time').orderBy('e.id').limit(query.limit).execute();
  return rows as EventRow[];
}

export interface NewEventReport {
  event_id: number;
  reason: string;
  contact_email: string | null;
}

/** Stores a report unless the same reason for the same event arrived within `since`; true when stored. */
export async function insertEventReport(db: Db, report: NewEventReport, since: Date): Promise<boolean> {
  const duplicate = await db
    .selectFrom('event_reports')
    .select('id')
    .where('event_id', '=', report.event_id)
    .where('reason', '=', report.reason)
    .where('created_at', '>', since)
    .executeTakeFirst();
  if (duplicate) return false;
  await db.insertInto('event_reports').values(report).execute();
  return true;
}
