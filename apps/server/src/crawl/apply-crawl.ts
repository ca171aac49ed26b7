// Applies one successful read of a feed to the database: match rows to tracked items, insert new
// events, update edited ones with a change history, count misses, cancel after two, expire past ones.
// One transaction per feed, serialised per feed by an advisory lock, so a crawl lands whole or not at all.
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { type CrawlCounts, ZERO_COUNTS } from './crawl-runs.repository.js';
import {
  type DraftFacets,
  type EventDraft,
  type FeedAdapter,
  type FeedRow,
  isRejected,
  type RejectedRow,
} from './feed.js';
import * as items from './feed-items.repository.js';
import { type EventTypeIds, ensureEventTypes, ensureFeedSource } from './feed-sources.repository.js';
import type { Locator } from './geocode/locate-places.js';
import { type DraftChange, diffDrafts, type StoredDraft, storeDraft } from './identity/draft-diff.js';
import { decideMissing, type IncomingRow, matchItems } from './identity/match-items.js';
import { hashDraft, newItemKey } from './identity/payload-hash.js';
import { berlinDayOf } from './normalise/local-time.js';

export interface ApplyOptions {
  adapter: FeedAdapter;
  /** The contact of the feed's source when it has to be created (first crawl). */
  contactEmail: string;
  runId: number | null;
  rows: readonly FeedRow[];
  now: Date;
  locator: Locator;
  /** Compute and report everything, write nothing. */
  dryRun?: boolean;
}

export interface DiffLine {
  kind: 'new' | 'updated' | 'cancelled' | 'superseded';
  day: string;
  name: string;
  changes?: DraftChange[];
}

export interface ApplyResult {
  counts: CrawlCounts;
  /** Rows normalisation refused (rows unchanged since an earlier crawl are not read again). */
  rejected: RejectedRow[];
  /** Listed on a dry run only: nothing else prints it, and a first crawl would hold a line per row. */
  diff: DiffLine[];
  /** Milliseconds per phase, for the CLI and bench/: load tracked items, hash + match, write. */
  timings: { loadMs: number; matchMs: number; writeMs: number };
}

/** Per-feed lock keys for pg advisory locks: a constant base plus the feed's position. */
export function feedLockKey(feed: string): number {
  let hash = 0;
  for (const char of feed) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return 7_041_950_000 + (Math.abs(hash) % 10_000);
}

/**
 * New and edited rows are written this many at a time, each batch's drafts read again from the feed's
 * rows and dropped after it: what a crawl holds per row is its digest and facets, not its draft.
 */
const WRITE_BATCH = 1_000;

function* batchesOf<T>(values: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < values.length; i += size) yield values.slice(i, i + size);
}

/** A row that has to be matched: `at` is its position in the read, to read its draft again. */
interface PendingRow extends IncomingRow {
  rawHash: string;
  at: number;
}

class DryRunRollback extends Error {
  constructor(readonly result: ApplyResult) {
    super('dry run');
  }
}

export async function applyCrawl(db: Db, options: ApplyOptions): Promise<ApplyResult> {
  if (!options.dryRun && options.locator.usesExternalGeocoder) await prelocate(db, options);
  try {
    return await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${feedLockKey(options.adapter.name)})`.execute(trx);
      const result = await applyInTransaction(trx, options);
      if (options.dryRun) throw new DryRunRollback(result);
      return result;
    });
  } catch (error) {
    if (error instanceof DryRunRollback) return error.result;
    throw error;
  }
}

/**
 * Geocodes the rows that are new or changed before the transaction opens: an external geocoder at
 * 1 request/s must not hold the transaction — with PGlite's single connection that would stall every
 * API request. Inside the transaction the locator answers these from memory. Without an external
 * geocoder there is nothing slow to move out (place tables, one gazetteer query per postal code), so
 * the rows are not normalised an extra time.
 */
async function prelocate(db: Db, options: ApplyOptions): Promise<void> {
  const known = await items.findActiveRawHashes(db, options.adapter.name);
  for (const row of options.rows) {
    if (known.has(row.rawHash)) continue;
    const draft = row.read();
    if (!isRejected(draft)) await options.locator.locate(db, draft.places);
  }
}

async function applyInTransaction(db: Db, options: ApplyOptions): Promise<ApplyResult> {
  const { adapter, now } = options;
  const counts: CrawlCounts = { ...ZERO_COUNTS };
  const diff: DiffLine[] = [];
  const sourceId = await ensureFeedSource(db, adapter, options.contactEmail);
  const eventTypes = await ensureEventTypes(db);
  const today = berlinDayOf(now);
  let mark = performance.now();
  const lap = () => {
    const ms = performance.now() - mark;
    mark = performance.now();
    return ms;
  };
  const tracked = await items.findActiveItemIndex(db, adapter.name);
  const loadMs = lap();

  // Pass 0: a row published exactly as before is the same item, unchanged, without normalising it.
  // Items are positions in `tracked`; a digest a list repeats maps to several, taken one per row.
  const byRawHash = new Map<string, number | number[]>();
  tracked.rawHashes.forEach((rawHash, i) => {
    if (rawHash === null) return;
    const known = byRawHash.get(rawHash);
    if (known === undefined) byRawHash.set(rawHash, i);
    else if (typeof known === 'number') byRawHash.set(rawHash, [known, i]);
    else known.push(i);
  });
  const takeItem = (rawHash: string): number | undefined => {
    const known = byRawHash.get(rawHash);
    if (typeof known === 'number') byRawHash.delete(rawHash);
    return typeof known === 'number' ? known : known?.shift();
  };
  const sameAsBefore: number[] = [];
  const rows: PendingRow[] = [];
  const rejected: RejectedRow[] = [];
  options.rows.forEach((feedRow, at) => {
    const item = takeItem(feedRow.rawHash);
    if (item !== undefined) {
      sameAsBefore.push(item);
      return;
    }
    const draft = feedRow.read();
    if (isRejected(draft)) rejected.push(draft);
    else
      rows.push({
        day: draft.day,
        facets: draft.facets,
        hash: hashDraft(draft),
        rawHash: feedRow.rawHash,
        at,
      });
  });
  // `read` returned a draft for these rows before and is pure (feed.ts).
  const draftOf = (row: PendingRow) => (options.rows[row.at] as FeedRow).read() as EventDraft;
  const seen = new Uint8Array(tracked.ids.length);
  for (const i of sameAsBefore) seen[i] = 1;
  const plan = matchItems(
    await items.findActiveItemsById(
      db,
      tracked.ids.filter((_, i) => seen[i] === 0),
    ),
    rows,
    today,
  );
  const matchMs = lap();

  // Unchanged: the common case, one statement. Rows equal after normalisation but published
  // differently (spacing) get their new raw digest, so the next crawl skips them in pass 0.
  counts.unchanged_count = sameAsBefore.length + plan.unchanged.length;
  await items.touchFeedItems(
    db,
    [...sameAsBefore.map((i) => tracked.ids[i] as number), ...plan.unchanged.map(({ item }) => item.id)],
    now,
  );
  await items.updateRawHashes(
    db,
    plan.unchanged.map(({ item, row }) => ({ id: item.id, raw_hash: row.rawHash })),
  );

  // New rows become events.
  const usedKeys = new Set(tracked.keys);
  for (const batch of batchesOf(plan.created, WRITE_BATCH)) {
    const drafts = batch.map(draftOf);
    const writes = [];
    for (const draft of drafts) {
      const locations = await options.locator.locate(db, draft.places);
      if (locations.length === 0) counts.unplaced_count++;
      writes.push({ ...eventWrite(draft, eventTypes), locations });
    }
    const ids = await items.insertEvents(db, sourceId, writes, now);
    await items.insertFeedItems(
      db,
      adapter.name,
      batch.map((row, i) => {
        const draft = drafts[i] as EventDraft;
        const base = newItemKey(draft, row.hash, now);
        let key = base;
        for (let n = 2; usedKeys.has(key); n++) key = `${base}-${n}`;
        usedKeys.add(key);
        return {
          item_key: key,
          event_id: ids[i] ?? null,
          payload_hash: row.hash,
          raw_hash: row.rawHash,
          facets: draft.facets,
          payload: storeDraft(draft),
          day: draft.day,
          event_written_at: now,
        };
      }),
      now,
    );
    if (options.dryRun)
      for (const draft of drafts) diff.push({ kind: 'new', day: draft.day, name: draft.name });
  }
  counts.new_count = plan.created.length;

  // Edited rows: update the event in place unless someone else edited it since the crawler wrote it.
  const stamps = await items.findEventStamps(
    db,
    [...plan.updated.map((u) => u.item), ...plan.missing].flatMap((item) =>
      item.event_id ? [item.event_id] : [],
    ),
  );
  const isOverridden = (item: items.ActiveItem) =>
    item.manual_override ||
    item.event_id === null ||
    stamps.get(item.event_id)?.getTime() !== item.event_written_at?.getTime();
  for (const batch of batchesOf(plan.updated, WRITE_BATCH)) {
    const payloads = await items.findItemPayloads(
      db,
      batch.map((u) => u.item.id),
    );
    const eventUpdates = [];
    const itemUpdates = [];
    const changes: items.EventChangeWrite[] = [];
    for (const { item, row } of batch) {
      const draft = draftOf(row);
      const old = payloads.get(item.id) as StoredDraft;
      const fieldChanges = diffDrafts(old, draft);
      const overridden = isOverridden(item);
      if (!overridden && item.event_id !== null) {
        const placesChanged = JSON.stringify(old.places) !== JSON.stringify(draft.places);
        const locations = placesChanged ? await options.locator.locate(db, draft.places) : undefined;
        if (locations?.length === 0) counts.unplaced_count++;
        eventUpdates.push({
          id: item.event_id,
          ...eventWrite(draft, eventTypes),
          locations,
          keep: !placesChanged,
        });
        for (const change of fieldChanges) changes.push({ event_id: item.event_id, ...change });
      }
      itemUpdates.push({
        id: item.id,
        payload_hash: row.hash,
        raw_hash: row.rawHash,
        facets: draft.facets,
        payload: storeDraft(draft),
        day: draft.day,
        event_written_at: overridden ? null : now,
      });
      const becameCancelled = draft.status === 'cancelled' && old.status !== 'cancelled';
      if (becameCancelled) counts.cancelled_count++;
      else counts.updated_count++;
      if (options.dryRun)
        diff.push({
          kind: becameCancelled ? 'cancelled' : 'updated',
          day: draft.day,
          name: draft.name,
          changes: fieldChanges,
        });
    }
    await writeEventUpdates(db, eventUpdates, now);
    await items.updateFeedItems(db, itemUpdates, now);
    await items.insertEventChanges(db, options.runId, changes, now);
  }

  // Missing rows: past ones expire; the rest count a miss, and the second miss in a full snapshot ends them.
  // Twins are looked for on the days of future missing items only; load those days' unchanged facets.
  const missingDays = new Set(plan.missing.filter((item) => item.day >= today).map((item) => item.day));
  const factsByDay = new Map<string, DraftFacets[]>();
  const addFacts = (facets: DraftFacets) => {
    if (!missingDays.has(facets.day)) return;
    const list = factsByDay.get(facets.day);
    if (list) list.push(facets);
    else factsByDay.set(facets.day, [facets]);
  };
  const sameOnMissingDays = sameAsBefore.filter((i) => missingDays.has(tracked.days[i] as string));
  for (const facets of (
    await items.findItemFacets(
      db,
      sameOnMissingDays.map((i) => tracked.ids[i] as number),
    )
  ).values()) {
    addFacts(facets);
  }
  for (const row of rows) addFacts(row.facets);
  const endChanges: items.EventChangeWrite[] = [];
  const byDecision = { expire: [], wait: [], cancel: [], supersede: [] } as Record<
    string,
    items.ActiveItem[]
  >;
  for (const item of plan.missing) {
    byDecision[decideMissing(item, today, adapter.isFullSnapshot, factsByDay.get(item.day) ?? [])]?.push(
      item,
    );
  }
  counts.expired_count = byDecision.expire?.length ?? 0;
  counts.missing_count = byDecision.wait?.length ?? 0;
  await items.retireFeedItems(
    db,
    (byDecision.expire ?? []).map((i) => i.id),
    'past',
    now,
    null,
  );
  await items.countMissingFeedItems(
    db,
    (byDecision.wait ?? []).map((i) => i.id),
  );
  for (const [decision, reason, how] of [
    ['cancel', 'cancelled', 'cancel'],
    ['supersede', 'superseded', 'delete'],
  ] as const) {
    const ended = byDecision[decision] ?? [];
    const writable = ended.filter((item) => !isOverridden(item)).map((item) => item.event_id as number);
    await items.endEvents(db, writable, how, now);
    if (how === 'cancel') {
      for (const id of writable)
        endChanges.push({ event_id: id, field: 'status', old_value: 'scheduled', new_value: 'cancelled' });
      counts.cancelled_count += ended.length;
    } else counts.superseded_count += ended.length;
    await items.retireFeedItems(
      db,
      ended.filter((i) => !isOverridden(i)).map((i) => i.id),
      reason,
      now,
      now,
    );
    await items.retireFeedItems(
      db,
      ended.filter((i) => isOverridden(i)).map((i) => i.id),
      reason,
      now,
      null,
    );
    if (options.dryRun)
      for (const item of ended)
        diff.push({
          kind: decision === 'cancel' ? 'cancelled' : 'superseded',
          day: item.day,
          name: item.facets.title,
        });
  }
  await items.insertEventChanges(db, options.runId, endChanges, now);
  return { counts, rejected, diff, timings: { loadMs, matchMs, writeMs: lap() } };
}

function eventWrite(draft: EventDraft, eventTypes: EventTypeIds): Omit<items.EventWrite, 'locations'> {
  return {
    name: draft.name,
    description: draft.description,
    url: draft.url,
    event_type_id: eventTypes[draft.event_type],
    start_time: draft.start_time,
    end_time: draft.end_time,
    all_day: draft.all_day,
    status: draft.status,
    authority_status: draft.authority_status,
    series: draft.series,
    raw_location: draft.raw_location,
    raw_participants: draft.raw_participants,
    raw_organiser: draft.raw_organiser,
    participants_min: draft.participants_min,
    participants_max: draft.participants_max,
  };
}

async function writeEventUpdates(
  db: Db,
  updates: (Omit<items.EventWrite, 'locations'> & {
    id: number;
    locations: items.EventWrite['locations'] | undefined;
    keep: boolean;
  })[],
  now: Date,
) {
  // Locations are only recomputed when the places changed; otherwise the stored ones are kept.
  const kept = updates.filter((u) => u.keep);
  if (kept.length > 0) {
    const current = await db
      .selectFrom('events')
      .select(['id', 'locations'])
      .where(
        'id',
        'in',
        kept.map((u) => u.id),
      )
      .execute();
    const byId = new Map(current.map((row) => [row.id, row.locations]));
    for (const update of kept) update.locations = byId.get(update.id) ?? [];
  }
  await items.updateEvents(
    db,
    updates.map(({ keep: _keep, locations, ...rest }) => ({ ...rest, locations: locations ?? [] })),
    now,
  );
}
