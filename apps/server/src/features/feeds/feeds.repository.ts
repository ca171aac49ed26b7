// Reads of the crawler's bookkeeping for the public feed list: each feed's last successful and last run.
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

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
