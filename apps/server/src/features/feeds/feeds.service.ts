// The public feed list: every known feed, with its last successful crawl and a health word.
import { FEED_NAMES } from '../../crawl/feed.js';
import type { Db } from '../../db/database.js';
import * as repository from './feeds.repository.js';
import type { Feed } from './feeds.schemas.js';

/** No successful crawl for this many intervals makes a feed stale. */
const STALE_AFTER_INTERVALS = 3;

export async function listFeeds(db: Db, intervalMinutes: number, now = new Date()): Promise<Feed[]> {
  const rows = new Map((await repository.findFeedRuns(db)).map((row) => [row.name, row]));
  return FEED_NAMES.map((name) => {
    const row = rows.get(name);
    const lastOk = row?.last_ok_at ?? null;
    const isStale =
      lastOk !== null && now.getTime() - lastOk.getTime() > STALE_AFTER_INTERVALS * intervalMinutes * 60_000;
    const health: Feed['health'] =
      row?.last_status === 'failed' ? 'failing' : lastOk === null ? 'never' : isStale ? 'stale' : 'ok';
    return {
      name,
      source_id: row?.source_id ?? null,
      source_name: row?.source_name ?? null,
      last_checked_at: lastOk?.toISOString() ?? null,
      last_rows: row?.last_ok_rows ?? null,
      last_run_at: row?.last_run_at?.toISOString() ?? null,
      last_error: row?.last_status === 'failed' ? row.last_error : null,
      health,
      interval_minutes: intervalMinutes,
    };
  });
}
