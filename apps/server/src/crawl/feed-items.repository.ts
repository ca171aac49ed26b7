// The crawler's writes: feed items it tracks, the events they became, and the events' change history.
//
// Set-based on purpose (docs/decisions/ "crawler persistence"): a crawl of 100,000 rows must finish in
// seconds, so updates go out as one statement per batch over jsonb_to_recordset, never one per row.
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { AuthorityStatus, EventLocation, EventStatus, FeedItemRetiredReason } from '../db/tables.js';
import type { DraftFacets } from './feed.js';

const BATCH_ROWS = 1_000;
/** 20 columns × 500 rows stays well below PostgreSQL's 65,535 parameters per statement. */
const EVENT_INSERT_BATCH = 500;

function* batches<T>(rows: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

export interface ActiveItem {
  id: number;
  item_key: string;
  payload_hash: string;
  raw_hash: string | null;
  facets: DraftFacets;
  missing_count: number;
  day: string;
  event_id: number | null;
  event_written_at: Date | null;
  manual_override: boolean;
}

/**
 * What pass 0 of every crawl needs of all active items, as columns instead of an object per item: a
 * crawl of 100,000 rows holds this for each of them (bench/README.md). Item `i` is `ids[i]`, `keys[i]`, …
 */
export interface ActiveItemIndex {
  ids: number[];
  keys: string[];
  rawHashes: (string | null)[];
  days: string[];
}

/** Rows per page when reading the index, so the driver's row objects stay a page's worth. */
const INDEX_PAGE_ROWS = 10_000;

export async function findActiveItemIndex(
  db: Db,
  feed: string,
  pageRows = INDEX_PAGE_ROWS,
): Promise<ActiveItemIndex> {
  const index: ActiveItemIndex = { ids: [], keys: [], rawHashes: [], days: [] };
  // A year has 366 days: one string each instead of one per item.
  const days = new Map<string, string>();
  let after = 0;
  for (;;) {
    const page = await db
      .selectFrom('feed_items')
      .select(['id', 'item_key', 'raw_hash', sql<string>`day::text`.as('day')])
      .where('feed', '=', feed)
      .where('retired_at', 'is', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(pageRows)
      .execute();
    for (const row of page) {
      index.ids.push(row.id);
      index.keys.push(row.item_key);
      index.rawHashes.push(row.raw_hash);
      let day = days.get(row.day);
      if (day === undefined) {
        day = row.day;
        days.set(day, day);
      }
      index.days.push(day);
    }
    const last = page.at(-1);
    if (page.length < pageRows || last === undefined) return index;
    after = last.id;
  }
}

/** The whole tracked state of the few items a crawl has to compare field by field. */
export async function findActiveItemsById(db: Db, ids: readonly number[]): Promise<ActiveItem[]> {
  const found: ActiveItem[] = [];
  for (const batch of batches(ids, BATCH_ROWS * 10)) {
    const rows = await db
      .selectFrom('feed_items')
      .select([
        'id',
        'item_key',
        'payload_hash',
        'raw_hash',
        'facets',
        'missing_count',
        sql<string>`day::text`.as('day'),
        'event_id',
        'event_written_at',
        'manual_override',
      ])
      .where('id', 'in', batch)
      .orderBy('id')
      .$castTo<ActiveItem>()
      .execute();
    found.push(...rows);
  }
  return found;
}

/** Facets of the few items a crawl has to compare field by field. */
export async function findItemFacets(db: Db, ids: readonly number[]): Promise<Map<number, DraftFacets>> {
  const facets = new Map<number, DraftFacets>();
  for (const batch of batches(ids, BATCH_ROWS * 10)) {
    const rows = await db
      .selectFrom('feed_items')
      .select(['id', 'facets'])
      .where('id', 'in', batch)
      .execute();
    for (const row of rows) facets.set(row.id, row.facets as unknown as DraftFacets);
  }
  return facets;
}

/** Raw digests of a feed's active items, to tell which rows of a read are new or changed. */
export async function findActiveRawHashes(db: Db, feed: string): Promise<Set<string | null>> {
  const rows = await db
    .selectFrom('feed_items')
    .select('raw_hash')
    .where('feed', '=', feed)
    .where('retired_at', 'is', null)
    .execute();
  return new Set(rows.map((row) => row.raw_hash));
}

export function findItemPayloads(db: Db, ids: readonly number[]): Promise<Map<number, unknown>> {
  return mapByIdInBatches(ids, (batch) =>
    db.selectFrom('feed_items').select(['id', 'payload as value']).where('id', 'in', batch).execute(),
  );
}

/** events.updated_at of each event, to see whether anyone but the crawler wrote it since. */
export function findEventStamps(db: Db, eventIds: readonly number[]): Promise<Map<number, Date>> {
  return mapByIdInBatches(eventIds, (batch) =>
    db.selectFrom('events').select(['id', 'updated_at as value']).where('id', 'in', batch).execute(),
  );
}

/** Looks rows up by id in batches small enough for one statement's parameter list. */
async function mapByIdInBatches<T>(
  ids: readonly number[],
  load: (batch: readonly number[]) => Promise<{ id: number; value: T }[]>,
): Promise<Map<number, T>> {
  const found = new Map<number, T>();
  for (const batch of batches(ids, BATCH_ROWS * 10)) {
    for (const row of await load(batch)) found.set(row.id, row.value);
  }
  return found;
}

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
  for (const batch of batches(events, EVENT_INSERT_BATCH)) {
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
  for (const batch of batches(events, BATCH_ROWS)) {
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
  for (const batch of batches(eventIds, BATCH_ROWS * 10)) {
    const query = db.updateTable('events').where('id', 'in', batch);
    await (how === 'cancel'
      ? query.set({ status: 'cancelled', updated_at: now })
      : query.set({ deleted_at: now, updated_at: now })
    ).execute();
  }
}

export interface ItemWrite {
  item_key: string;
  event_id: number | null;
  payload_hash: string;
  raw_hash: string;
  facets: DraftFacets;
  payload: unknown;
  day: string;
  event_written_at: Date | null;
}

export async function insertFeedItems(db: Db, feed: string, items: readonly ItemWrite[], now: Date) {
  for (const batch of batches(items, BATCH_ROWS)) {
    await db
      .insertInto('feed_items')
      .values(
        batch.map((item) => ({
          feed,
          item_key: item.item_key,
          event_id: item.event_id,
          payload_hash: item.payload_hash,
          raw_hash: item.raw_hash,
          facets: JSON.stringify(item.facets),
          payload: JSON.stringify(item.payload),
          day: item.day,
          first_seen_at: now,
          last_seen_at: now,
          event_written_at: item.event_written_at,
        })),
      )
      .execute();
  }
}

/** New content for matched items; `event_written_at` null keeps the old stamp (the event was not written). */
export async function updateFeedItems(
  db: Db,
  items: readonly {
    id: number;
    payload_hash: string;
    raw_hash: string;
    facets: DraftFacets;
    payload: unknown;
    day: string;
    event_written_at: Date | null;
  }[],
  now: Date,
) {
  for (const batch of batches(items, BATCH_ROWS)) {
    await sql`
      UPDATE feed_items AS f SET
        payload_hash = x.payload_hash, raw_hash = x.raw_hash, facets = x.facets, payload = x.payload, day = x.day,
        event_written_at = coalesce(x.event_written_at, f.event_written_at),
        last_seen_at = ${now}, missing_count = 0
      FROM jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) AS x(
        id integer, payload_hash text, raw_hash text, facets jsonb, payload jsonb, day date, event_written_at timestamptz
      )
      WHERE f.id = x.id
    `.execute(db);
  }
}

/**
 * Seen again unchanged: the common case of every crawl. Rewriting 100,000 rows each hour to move a
 * timestamp would dominate a crawl, so only rows that had been missing, or whose last_seen_at is more
 * than a day old, are written: missing_count stays exact, last_seen_at is exact to a day.
 */
export async function touchFeedItems(db: Db, ids: readonly number[], now: Date) {
  const dayBefore = new Date(now.getTime() - 86_400_000);
  for (const batch of batches(ids, 50_000)) {
    await sql`
      UPDATE feed_items SET last_seen_at = ${now}, missing_count = 0
      WHERE id = ANY(${batch}::integer[]) AND (missing_count > 0 OR last_seen_at < ${dayBefore})
    `.execute(db);
  }
}

export async function updateRawHashes(db: Db, rows: readonly { id: number; raw_hash: string }[]) {
  for (const batch of batches(rows, BATCH_ROWS)) {
    await sql`
      UPDATE feed_items AS f SET raw_hash = x.raw_hash
      FROM jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) AS x(id integer, raw_hash text)
      WHERE f.id = x.id
    `.execute(db);
  }
}

export async function countMissingFeedItems(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return;
  await sql`UPDATE feed_items SET missing_count = missing_count + 1 WHERE id = ANY(${ids}::integer[])`.execute(
    db,
  );
}

export async function retireFeedItems(
  db: Db,
  ids: readonly number[],
  reason: FeedItemRetiredReason,
  now: Date,
  eventWrittenAt: Date | null,
) {
  if (ids.length === 0) return;
  await sql`
    UPDATE feed_items SET retired_at = ${now}, retired_reason = ${reason}, missing_count = missing_count + 1,
      event_written_at = coalesce(${eventWrittenAt}::timestamptz, event_written_at)
    WHERE id = ANY(${ids}::integer[])
  `.execute(db);
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
  for (const batch of batches(changes, BATCH_ROWS)) {
    await db
      .insertInto('event_changes')
      .values(batch.map((change) => ({ ...change, crawl_run_id: runId, changed_at: now })))
      .execute();
  }
}
