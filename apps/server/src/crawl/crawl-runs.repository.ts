// Crawl runs: one row per attempt to read a feed, with its outcome and counts (issue 5 "Scheduling").
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { CrawlTrigger } from '../db/tables.js';
import type { RejectedRow } from './feed.js';

export interface CrawlCounts {
  new_count: number;
  updated_count: number;
  cancelled_count: number;
  unchanged_count: number;
  unplaced_count: number;
  expired_count: number;
  missing_count: number;
  superseded_count: number;
}

export const ZERO_COUNTS: CrawlCounts = Object.freeze({
  new_count: 0,
  updated_count: 0,
  cancelled_count: 0,
  unchanged_count: 0,
  unplaced_count: 0,
  expired_count: 0,
  missing_count: 0,
  superseded_count: 0,
});

/** Rejected rows kept on the run (the count is always complete). */
const MAX_REJECTED_KEPT = 100;

export async function insertCrawlRun(
  db: Db,
  feed: string,
  trigger: CrawlTrigger,
  startedAt: Date,
): Promise<number> {
  const row = await db
    .insertInto('crawl_runs')
    .values({ feed, trigger, started_at: startedAt, status: 'running' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function finishCrawlRun(
  db: Db,
  id: number,
  outcome: {
    status: 'ok' | 'failed';
    finishedAt: Date;
    rowsFetched: number | null;
    counts: CrawlCounts;
    rejected: RejectedRow[];
    error: string | null;
  },
): Promise<void> {
  await db
    .updateTable('crawl_runs')
    .set({
      status: outcome.status,
      finished_at: outcome.finishedAt,
      rows_fetched: outcome.rowsFetched,
      ...outcome.counts,
      rejected_count: outcome.rejected.length,
      rejected: JSON.stringify(outcome.rejected.slice(0, MAX_REJECTED_KEPT)),
      error: outcome.error,
    })
    .where('id', '=', id)
    .execute();
}

/** Rows of the last successful run: the yardstick for "0 rows where there were many" and "dropped by half". */
export async function findLastOkRowCount(db: Db, feed: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('crawl_runs')
    .select('rows_fetched')
    .where('feed', '=', feed)
    .where('status', '=', 'ok')
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.rows_fetched ?? undefined;
}

/**
 * Claims a scheduled crawl of a feed: when no run of it started in the current slot of `slotMinutes` (slots
 * counted from the Unix epoch, so every process agrees on them: with 60 the clock hours), a run row is inserted
 * and its id returned; otherwise undefined (another process crawled or is crawling it in this slot). The
 * transaction-scoped advisory lock (one key per feed) makes check-and-insert atomic across server processes on
 * one PostgreSQL (DESIGN §1); it is held for two statements only. Slots, not "the last N minutes": copies
 * ticking on their own clocks then crawl each feed once per slot, never twice (issue 17 'Faults').
 */
export async function claimScheduledRun(
  db: Db,
  feed: string,
  lockKey: number,
  now: Date,
  slotMinutes: number,
): Promise<number | undefined> {
  const slotMs = slotMinutes * 60_000;
  const slotStart = new Date(Math.floor(now.getTime() / slotMs) * slotMs);
  return db.transaction().execute(async (trx) => {
    const locked = await sql<{
      locked: boolean;
    }>`SELECT pg_try_advisory_xact_lock(${lockKey}) AS locked`.execute(trx);
    if (!locked.rows[0]?.locked) return undefined;
    const recent = await trx
      .selectFrom('crawl_runs')
      .select('id')
      .where('feed', '=', feed)
      .where('started_at', '>=', slotStart)
      .limit(1)
      .executeTakeFirst();
    if (recent) return undefined;
    return insertCrawlRun(trx, feed, 'schedule', now);
  });
}
