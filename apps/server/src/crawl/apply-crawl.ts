// Applies one successful read of a feed to the database, in phases: match rows to tracked items, touch the
// unchanged, insert new events, update edited ones with a change history (apply-writes.ts), then count misses,
// cancel after two, expire past ones (apply-missing.ts). One transaction per feed, serialised per feed by an
// advisory lock (db/advisory-locks.ts), so a crawl lands whole or not at all.
import { sql } from 'kysely';
import { feedApplyLockKey } from '../db/advisory-locks.js';
import type { Db } from '../db/database.js';
import { regroupDuplicates } from '../features/events/duplicates/event-duplicates.service.js';
import type { ApplyContext, ApplyOptions, ApplyResult, MatchedRows, PendingRow } from './apply-context.js';
import { endMissingItems } from './apply-missing.js';
import { findOverrides, writeEditedRows, writeNewRows, writeUnchanged } from './apply-writes.js';
import { ZERO_COUNTS } from './crawl-runs.repository.js';
import { isRejected, type RejectedRow } from './feed.js';
import * as items from './feed-items.repository.js';
import { ensureEventTypes, ensureFeedSource } from './feed-sources.repository.js';
import { matchItems } from './identity/match-items.js';
import { hashDraft } from './identity/payload-hash.js';
import { berlinDayOf } from './normalise/local-time.js';

export type { ApplyOptions, ApplyResult, DiffLine } from './apply-context.js';

class DryRunRollback extends Error {
  constructor(readonly result: ApplyResult) {
    super('dry run');
  }
}

export async function applyCrawl(db: Db, options: ApplyOptions): Promise<ApplyResult> {
  if (!options.dryRun && options.locator.usesExternalGeocoder) await prelocate(db, options);
  try {
    return await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${feedApplyLockKey(options.adapter.name)})`.execute(trx);
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
  const context: ApplyContext = {
    db,
    options,
    sourceId: await ensureFeedSource(db, adapter, options.contactEmail),
    eventTypes: await ensureEventTypes(db),
    today: berlinDayOf(now),
    counts: { ...ZERO_COUNTS },
    diff: [],
    written: [],
  };
  let mark = performance.now();
  const lap = () => {
    const ms = performance.now() - mark;
    mark = performance.now();
    return ms;
  };
  const tracked = await items.findActiveItemIndex(db, adapter.name);
  const loadMs = lap();
  const matched = await matchRows(context, tracked);
  const matchMs = lap();
  await writeUnchanged(context, matched);
  await writeNewRows(context, matched);
  const isOverridden = await findOverrides(context, matched);
  await writeEditedRows(context, matched, isOverridden);
  await endMissingItems(context, matched, isOverridden);
  await regroupDuplicates(db, context.written);
  return {
    counts: context.counts,
    rejected: matched.rejected,
    diff: context.diff,
    timings: { loadMs, matchMs, writeMs: lap() },
  };
}

/**
 * Pass 0: a row published exactly as before is the same item, unchanged, without normalising it. The other rows
 * are normalised once and matched against the remaining items (identity/match-items.ts).
 */
async function matchRows(
  { db, options, today }: ApplyContext,
  tracked: items.ActiveItemIndex,
): Promise<MatchedRows> {
  const takeItem = itemsByRawHash(tracked);
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
  return { tracked, sameAsBefore, rows, rejected, plan };
}

/**
 * Takes the tracked item (its position in `tracked`) published with a raw digest, once: a digest a list repeats
 * maps to several items, taken one per row.
 */
function itemsByRawHash(tracked: items.ActiveItemIndex): (rawHash: string) => number | undefined {
  const byRawHash = new Map<string, number | number[]>();
  tracked.rawHashes.forEach((rawHash, i) => {
    if (rawHash === null) return;
    const known = byRawHash.get(rawHash);
    if (known === undefined) byRawHash.set(rawHash, i);
    else if (typeof known === 'number') byRawHash.set(rawHash, [known, i]);
    else known.push(i);
  });
  return (rawHash) => {
    const known = byRawHash.get(rawHash);
    if (typeof known === 'number') byRawHash.delete(rawHash);
    return typeof known === 'number' ? known : known?.shift();
  };
}
