// The columns of a public event and their conversion to the wire shape (spec §3): shared by every event query.
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database, EventTable, EventLocation as StoredLocation } from '../../db/tables.js';
import { isoTimestamp, timestampText } from '../../db/timestamp-text.js';
import type { Event } from './events.schemas.js';

/** The schema as seen by a query over `events as e`. */
export type EventsDb = Database & { e: EventTable };
export type EventsEb = ExpressionBuilder<EventsDb, 'e'>;

export interface EventRow {
  id: number;
  name: string;
  description: string;
  short_description: string | null;
  url: string | null;
  event_type_id: number;
  topic_ids: number[];
  locations: StoredLocation[];
  raw_location: string | null;
  /** Timestamps as PostgreSQL's text (db/timestamp-text.ts): they go out as ISO text, never as Dates. */
  start_time: string;
  end_time: string | null;
  raw_participants: string | null;
  raw_organiser: string | null;
  organising_source_id: number | null;
  status: 'scheduled' | 'cancelled';
  created_at: string;
  updated_at: string;
  /** The other events of its group of cross-source duplicates (decision 048), in id order. */
  also_published_as: { event_id: number; organising_source_id: number | null }[];
}

/**
 * The other members of the event's group of duplicates (migration 036), not deleted. A group changes the row
 * version of its members (duplicates/event-duplicates.repository.ts), so JSON cached per version stays right.
 */
const alsoPublishedAs = sql<EventRow['also_published_as']>`coalesce((
  select json_agg(json_build_object('event_id', o.id, 'organising_source_id', o.organising_source_id) order by o.id)
  from event_duplicates g
  join event_duplicates m on m.canonical_event_id = g.canonical_event_id and m.event_id <> g.event_id
  join events o on o.id = m.event_id and o.deleted_at is null
  where g.event_id = e.id
), '[]'::json)`;

/** Select list of an EventRow from `events as e`; topics come as an id-ordered array. */
export const eventColumns = [
  'e.id',
  'e.name',
  'e.description',
  'e.short_description',
  'e.url',
  'e.event_type_id',
  'e.topic_ids',
  'e.locations',
  'e.raw_location',
  timestampText('e.start_time').as('start_time'),
  timestampText('e.end_time').as('end_time'),
  'e.raw_participants',
  'e.raw_organiser',
  'e.organising_source_id',
  'e.status',
  timestampText('e.created_at').as('created_at'),
  timestampText('e.updated_at').as('updated_at'),
  alsoPublishedAs.as('also_published_as'),
] as const;

/**
 * DESIGN §4.6: only events of approved sources are public, and events without a source (none are created
 * that way today, but the column allows it). Deleted events are not listed; their id answers 410.
 */
export function isListed(eb: EventsEb) {
  return eb.and([eb('e.deleted_at', 'is', null), isOfPublicSource(eb)]);
}

export function isOfPublicSource(eb: EventsEb) {
  return eb.or([
    eb('e.organising_source_id', 'is', null),
    eb.exists(
      eb
        .selectFrom('sources as s')
        .select(sql`1`.as('one'))
        .whereRef('s.id', '=', 'e.organising_source_id')
        .where('s.approval_status', '=', 'approved'),
    ),
  ]);
}

export function toEvent(row: EventRow): Event {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    short_description: row.short_description,
    url: row.url,
    event_type_id: row.event_type_id,
    topic_ids: row.topic_ids.map(Number),
    locations: row.locations,
    raw_location: row.raw_location,
    start_time: isoTimestamp(row.start_time),
    end_time: row.end_time === null ? null : isoTimestamp(row.end_time),
    raw_participants: row.raw_participants,
    raw_organiser: row.raw_organiser,
    organising_source_id: row.organising_source_id,
    status: row.status,
    create_time: isoTimestamp(row.created_at),
    updated_at: isoTimestamp(row.updated_at),
    also_published_as: row.also_published_as,
  };
}
