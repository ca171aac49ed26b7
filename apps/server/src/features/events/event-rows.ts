// The columns of a public event and their conversion to the wire shape (spec §3): shared by every event query.
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database, EventTable, EventLocation as StoredLocation } from '../../db/tables.js';
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
  start_time: Date;
  end_time: Date | null;
  raw_participants: string | null;
  raw_organiser: string | null;
  organising_source_id: number | null;
  status: 'scheduled' | 'cancelled';
  created_at: Date;
  updated_at: Date;
}

/** Select list of an EventRow from `events as e`; topics come as an id-ordered array. */
export const eventColumns = [
  'e.id',
  'e.name',
  'e.description',
  'e.short_description',
  'e.url',
  'e.event_type_id',
  sql<
    number[]
  >`array(select et.topic_id from event_topics et where et.event_id = e.id order by et.topic_id)`.as(
    'topic_ids',
  ),
  'e.locations',
  'e.raw_location',
  'e.start_time',
  'e.end_time',
  'e.raw_participants',
  'e.raw_organiser',
  'e.organising_source_id',
  'e.status',
  'e.created_at',
  'e.updated_at',
] as const;

/** A timestamp as Date.prototype.toISOString writes it (UTC, milliseconds, 'Z'), as toEvent sends it. */
const isoTime = (column: 'start_time' | 'end_time' | 'created_at' | 'updated_at') =>
  sql`to_char(${sql.ref(`e.${column}`)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * EventLocationSchema's keys in its order; other stored keys (the crawler's precision) stay private. A key the
 * stored place lacks yields null here, which concat_ws leaves out, as fast-json-stringify leaves it out.
 */
const LOCATION_MEMBERS = ['geography', 'country', 'city', 'zip_code', 'street', 'house_number'].map(
  (key) => sql`${sql.lit(`"${key}":`)} || (l.value -> ${sql.lit(key)})::text`,
);

/**
 * The wire JSON of the event, as text built by the database: the object toEvent gives, keys in the schema's
 * order. The public list routes send it as is, so Node neither parses the rows nor serialises the events
 * (decision 010). Cast to text, or node-postgres would parse the json.
 */
export const eventJson = sql<string>`json_build_object(
  'id', e.id,
  'name', e.name,
  'description', e.description,
  'short_description', e.short_description,
  'url', e.url,
  'event_type_id', e.event_type_id,
  'topic_ids', array(select et.topic_id from event_topics et where et.event_id = e.id order by et.topic_id),
  'locations', (
    select coalesce(json_agg(('{' || concat_ws(',', ${sql.join(LOCATION_MEMBERS)}) || '}')::json order by l.n), '[]')
    from jsonb_array_elements(e.locations) with ordinality l(value, n)
  ),
  'raw_location', e.raw_location,
  'start_time', ${isoTime('start_time')},
  'end_time', ${isoTime('end_time')},
  'raw_participants', e.raw_participants,
  'raw_organiser', e.raw_organiser,
  'organising_source_id', e.organising_source_id,
  'status', e.status,
  'create_time', ${isoTime('created_at')},
  'updated_at', ${isoTime('updated_at')}
)::text`.as('json');

/** Event JSON texts, in their order, as one JSON array. */
export const jsonArray = (rows: readonly { json: string }[]) => `[${rows.map((row) => row.json).join(',')}]`;

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
    start_time: row.start_time.toISOString(),
    end_time: row.end_time?.toISOString() ?? null,
    raw_participants: row.raw_participants,
    raw_organiser: row.raw_organiser,
    organising_source_id: row.organising_source_id,
    status: row.status,
    create_time: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
