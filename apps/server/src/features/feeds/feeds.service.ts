// The public feed list (every known feed, with its last successful crawl and a health word), and for
// platform admins a feed's recent runs and Crawl now (issue 5 "Operators").
import type { AdminCrawls } from '../../crawl/admin-crawl.js';
import { FEED_NAMES, type FeedAdapter, isFeedName } from '../../crawl/feed.js';
import { FEEDS } from '../../crawl/feeds/index.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import * as repository from './feeds.repository.js';
import type { CrawlRun, CrawlStarted, Feed } from './feeds.schemas.js';

/** No successful crawl for this many intervals makes a feed stale. */
const STALE_AFTER_INTERVALS = 3;

/**
 * Every feed with its health. The text of a crawl's failure names URLs and servers' answers: it is for
 * platform admins (`withErrors`), the public sees the health word only (issue 17 finding 7).
 */
export async function listFeeds(
  db: Db,
  intervalMinutes: number,
  { withErrors, now = new Date() }: { withErrors: boolean; now?: Date },
): Promise<Feed[]> {
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
      last_error: withErrors && row?.last_status === 'failed' ? row.last_error : null,
      health,
      interval_minutes: intervalMinutes,
    };
  });
}

function adapterOf(feed: string): FeedAdapter {
  if (!isFeedName(feed)) throw new AppError('not_found', 'Not Found');
  return FEEDS[feed];
}

export async function listRuns(db: Db, feed: string, limit: number): Promise<CrawlRun[]> {
  const runs = await repository.findRecentRuns(db, adapterOf(feed).name, limit);
  return runs.map((run) => ({
    ...run,
    started_at: run.started_at.toISOString(),
    finished_at: run.finished_at?.toISOString() ?? null,
  }));
}

export async function crawlNow(crawls: AdminCrawls, feed: string): Promise<CrawlStarted> {
  const runId = await crawls.start(adapterOf(feed));
  if (runId === undefined) throw new AppError('conflict', 'A crawl of this feed is running');
  return { run_id: runId };
}
