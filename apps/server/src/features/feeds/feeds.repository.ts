// Reads of the crawler's bookkeeping: each feed's last successful and last run, and its recent runs.
import { sql } from 'kysely';
import type { CrawlCounts } from '../../crawl/crawl-runs.repository.js';
import type { Db } from '../../db/database.js';
import type { CrawlRunStatus, CrawlTrigger } from '../../db/tables.js';

export interface FeedRunRow {
  name: string;
  source_id: number | null;
  source_name: string | null;
  last_ok_at: Date | null;
  last_ok_rows: number | null;
  last_run_at: Date | null;
  last_status: 'ok' | 'failed' | null;
  last_error: string | null;
}

export async function findFeedRuns(db: Db): Promise<FeedRunRow[]> {
  const { rows } = await sql<FeedRunRow>`
    SELECT f.name, f.source_id, s.name AS source_name,
           ok.finished_at AS last_ok_at, ok.rows_fetched AS last_ok_rows,
           last.finished_at AS last_run_at, last.status AS last_status, last.error AS last_error
    FROM feeds f
    LEFT JOIN sources s ON s.id = f.source_id
    LEFT JOIN LATERAL (
      SELECT finished_at, rows_fetched FROM crawl_runs r
      WHERE r.feed = f.name AND r.status = 'ok' ORDER BY r.started_at DESC, r.id DESC LIMIT 1
    ) ok ON true
    LEFT JOIN LATERAL (
      SELECT finished_at, status, error FROM crawl_runs r
      WHERE r.feed = f.name AND r.status <> 'running' ORDER BY r.started_at DESC, r.id DESC LIMIT 1
    ) last ON true
    ORDER BY f.name
  `.execute(db);
  return rows;
}

export interface CrawlRunRow extends CrawlCounts {
  id: number;
  trigger: CrawlTrigger;
  started_at: Date;
  finished_at: Date | null;
  status: CrawlRunStatus;
  rows_fetched: number | null;
  rejected_count: number;
  error: string | null;
}

/** The feed's last `limit` runs, newest first. */
export async function findRecentRuns(db: Db, feed: string, limit: number): Promise<CrawlRunRow[]> {
  return db
    .selectFrom('crawl_runs')
    .select([
      'id',
      'trigger',
      'started_at',
      'finished_at',
      'status',
      'rows_fetched',
      'new_count',
      'updated_count',
      'cancelled_count',
      'unchanged_count',
      'unplaced_count',
      'expired_count',
      'missing_count',
      'superseded_count',
      'rejected_count',
      'error',
    ])
    .where('feed', '=', feed)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
