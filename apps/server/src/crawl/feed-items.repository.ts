// The crawler's writes of the feed items it tracks (the events they became: crawl-events.repository.ts).
//
// Set-based on purpose (docs/decisions/ "crawler persistence"): a crawl of 100,000 rows must finish in
// seconds, so updates go out as one statement per batch over jsonb_to_recordset, never one per row.
import { sql } from 'kysely';
import { batchesOf, IDS_PER_STATEMENT, mapByIdInBatches, ROWS_PER_STATEMENT } from '../db/batches.js';
import type { Db } from '../db/database.js';
import type { FeedItemRetiredReason } from '../db/tables.js';
import type { DraftFacets } from './feed.js';

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
  for (const batch of batchesOf(ids, IDS_PER_STATEMENT)) {
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
  for (const batch of batchesOf(ids, IDS_PER_STATEMENT)) {
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
  for (const batch of batchesOf(items, ROWS_PER_STATEMENT)) {
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
  items: readonly (Omit<ItemWrite, 'item_key' | 'event_id'> & { id: number })[],
  now: Date,
) {
  for (const batch of batchesOf(items, ROWS_PER_STATEMENT)) {
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
  for (const batch of batchesOf(ids, 50_000)) {
    await sql`
      UPDATE feed_items SET last_seen_at = ${now}, missing_count = 0
      WHERE id = ANY(${batch}::integer[]) AND (missing_count > 0 OR last_seen_at < ${dayBefore})
    `.execute(db);
  }
}

export async function updateRawHashes(db: Db, rows: readonly { id: number; raw_hash: string }[]) {
  for (const batch of batchesOf(rows, ROWS_PER_STATEMENT)) {
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
