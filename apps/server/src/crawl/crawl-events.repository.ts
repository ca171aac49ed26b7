// The crawler's writes of events: the events its feed items became, their updates and endings, and the change
// history of each. Set-based like feed-items.repository.ts: one statement per batch, never one per row.
import { sql } from 'kysely';
import { batchesOf, IDS_PER_STATEMENT, mapByIdInBatches, ROWS_PER_STATEMENT } from '../db/batches.js';
import type { Db } from '../db/database.js';
import type { AuthorityStatus, EventLocation, EventStatus } from '../db/tables.js';

/** 20 columns × 500 rows stays well below PostgreSQL's 65,535 parameters per statement. */
const EVENT_INSERT_BATCH = 500;

export interface EventWrite {
  name: string;
  description: string;
  url: string | null;
  event_type_id: number;
  start_time: Date;
  end_time: Date | null;
  all_day: boolean;
  status: EventStatus;
  authority_status: AuthorityStatus | null;
  series: string | null;
  locations: EventLocation[];
  raw_location: string | null;
  raw_participants: string | null;
  raw_organiser: string | null;
  participants_min: number | null;
  participants_max: number | null;
}

/** Inserts events for one source; returns their ids in input order. */
export async function insertEvents(
  db: Db,
  sourceId: number,
  events: readonly EventWrite[],
  now: Date,
): Promise<number[]> {
  const ids: number[] = [];
  for (const batch of batchesOf(events, EVENT_INSERT_BATCH)) {
    const rows = await db
      .insertInto('events')
      .values(
        batch.map((event) => ({
          ...event,
          locations: JSON.stringify(event.locations),
          organising_source_id: sourceId,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('id')
      .execute();
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

export async function updateEvents(
  db: Db,
  events: readonly (EventWrite & { id: number })[],
  now: Date,
): Promise<void> {
  for (const batch of batchesOf(events, ROWS_PER_STATEMENT)) {
    await sql`
      UPDATE events AS e SET
        name = x.name, description = x.description, url = x.url, event_type_id = x.event_type_id,
        start_time = x.start_time, end_time = x.end_time, all_day = x.all_day, status = x.status,
        authority_status = x.authority_status, series = x.series, locations = x.locations,
        raw_location = x.raw_location, raw_participants = x.raw_participants, raw_organiser = x.raw_organiser,
        participants_min = x.participants_min, participants_max = x.participants_max, updated_at = ${now}
      FROM jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) AS x(
        id integer, name text, description text, url text, event_type_id integer,
        start_time timestamptz, end_time timestamptz, all_day boolean, status text,
        authority_status text, series text, locations jsonb, raw_location text, raw_participants text,
        raw_organiser text, participants_min integer, participants_max integer
      )
      WHERE e.id = x.id
    `.execute(db);
  }
}

/** Marks events cancelled (still listed, spec: cancelled events stay visible) or gone (deleted_at). */
export async function endEvents(db: Db, eventIds: readonly number[], how: 'cancel' | 'delete', now: Date) {
  for (const batch of batchesOf(eventIds, IDS_PER_STATEMENT)) {
    const query = db.updateTable('events').where('id', 'in', batch);
    await (how === 'cancel'
      ? query.set({ status: 'cancelled', updated_at: now })
      : query.set({ deleted_at: now, updated_at: now })
    ).execute();
  }
}

/** The stored locations of each event, kept by an update whose places did not change. */
export function findEventLocations(
  db: Db,
  eventIds: readonly number[],
): Promise<Map<number, EventLocation[]>> {
  return mapByIdInBatches(eventIds, (batch) =>
    db.selectFrom('events').select(['id', 'locations as value']).where('id', 'in', batch).execute(),
  );
}

/** events.updated_at of each event, to see whether anyone but the crawler wrote it since. */
export function findEventStamps(db: Db, eventIds: readonly number[]): Promise<Map<number, Date>> {
  return mapByIdInBatches(eventIds, (batch) =>
    db.selectFrom('events').select(['id', 'updated_at as value']).where('id', 'in', batch).execute(),
  );
}

export interface EventChangeWrite {
  event_id: number;
  field: string;
  old_value: string | null;
  new_value: string | null;
}

export async function insertEventChanges(
  db: Db,
  runId: number | null,
  changes: readonly EventChangeWrite[],
  now: Date,
) {
  for (const batch of batchesOf(changes, ROWS_PER_STATEMENT)) {
    await db
      .insertInto('event_changes')
      .values(batch.map((change) => ({ ...change, crawl_run_id: runId, changed_at: now })))
      .execute();
  }
}
