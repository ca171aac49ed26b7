// "Crawl now" from the admin area (issue 5 "Operators"): one feed, through the scheduler's runner and its
// per-feed claim lock, in the background of the server process; the admin screen follows the run row.
import { sql } from 'kysely';
import { feedClaimLockKey } from '../db/advisory-locks.js';
import type { Db } from '../db/database.js';
import { insertCrawlRun } from './crawl-runs.repository.js';
import type { FeedAdapter } from './feed.js';
import { ensureFeedSource } from './feed-sources.repository.js';
import { type CrawlSettings, crawlFeed } from './run-crawl.js';
import type { SchedulerLog } from './scheduler.js';

/**
 * Claims an admin crawl of a feed: undefined while another run of it is running (any trigger, any
 * process), else the new run's id. A run row still 'running' after `abandonedAfterMinutes` belonged to a
 * process that died and no longer blocks. The scheduler's claim lock makes check-and-insert atomic.
 */
export async function claimAdminRun(
  db: Db,
  feed: string,
  now: Date,
  abandonedAfterMinutes: number,
): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    const locked = await sql<{
      locked: boolean;
    }>`SELECT pg_try_advisory_xact_lock(${feedClaimLockKey(feed)}) AS locked`.execute(trx);
    if (!locked.rows[0]?.locked) return undefined;
    const running = await trx
      .selectFrom('crawl_runs')
      .select('id')
      .where('feed', '=', feed)
      .where('status', '=', 'running')
      .where('started_at', '>', new Date(now.getTime() - abandonedAfterMinutes * 60_000))
      .limit(1)
      .executeTakeFirst();
    if (running) return undefined;
    return insertCrawlRun(trx, feed, 'admin', now);
  });
}

export interface AdminCrawls {
  /** Starts a crawl of the feed and answers its run id; undefined when one is running already. */
  start(adapter: FeedAdapter): Promise<number | undefined>;
  /** Waits for the crawls this process started (server shutdown). */
  settle(): Promise<void>;
}

export function createAdminCrawls(db: Db, settings: CrawlSettings, log: SchedulerLog): AdminCrawls {
  const running = new Set<Promise<void>>();
  return {
    async start(adapter) {
      await ensureFeedSource(db, adapter, settings.contactEmail);
      const runId = await claimAdminRun(db, adapter.name, new Date(), settings.crawl.intervalMinutes);
      if (runId === undefined) return undefined;
      const task = crawlFeed(db, adapter, settings, { trigger: 'admin', runId })
        .then((outcome) => {
          const level = outcome.status === 'ok' ? 'info' : 'warn';
          log[level]({ feed: adapter.name, runId, ...outcome.counts, error: outcome.error }, 'admin crawl');
        })
        // STYLE §4: nobody awaits this request any more; the failure is logged.
        .catch((err: unknown) => log.error({ err, feed: adapter.name, runId }, 'admin crawl could not run'))
        .finally(() => running.delete(task));
      running.add(task);
      return runId;
    },
    async settle() {
      await Promise.all(running);
    },
  };
}
