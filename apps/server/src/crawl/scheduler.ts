// The hourly crawl (spec §1, §9 "Crawl frequency: once per hour") inside the server process (decision 004).
// Every server copy runs this timer; claimScheduledRun lets exactly one of them crawl each feed per
// interval (a slot of the clock: with 60 minutes, each clock hour), across processes on one PostgreSQL (DESIGN §1).

import { feedClaimLockKey } from '../db/advisory-locks.js';
import type { Db } from '../db/database.js';
import { claimScheduledRun } from './crawl-runs.repository.js';
import type { FeedAdapter } from './feed.js';
import { ensureFeedSource } from './feed-sources.repository.js';
import { FEEDS } from './feeds/index.js';
import { type CrawlOutcome, type CrawlSettings, crawlFeed } from './run-crawl.js';

/**
 * Ticks per interval: a copy looks several times a slot, so a slot is crawled early in it even when the copy's
 * timer drifts across a slot's edge, and copies that started apart need not agree on when to tick. The claim
 * keeps it to one crawl per feed and slot.
 */
const TICKS_PER_INTERVAL = 6;
/** First tick after start: lets the server finish starting and serve first. */
const DEFAULT_START_DELAY_MS = 15_000;

export interface SchedulerLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface ScheduledCrawlOptions {
  now?: Date;
  feeds?: readonly FeedAdapter[];
  log?: SchedulerLog;
}

/** Runs `task` over `items` with at most `limit` at a time, in order of start. */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  });
  await Promise.all(workers);
  return results;
}

/** One scheduled round: each feed not crawled recently by any process is claimed and crawled. */
export async function runScheduledCrawls(
  db: Db,
  settings: CrawlSettings,
  options: ScheduledCrawlOptions = {},
): Promise<CrawlOutcome[]> {
  const now = options.now ?? new Date();
  const feeds = options.feeds ?? Object.values(FEEDS);
  const outcomes = await mapWithConcurrency(feeds, settings.crawl.concurrency, async (adapter) => {
    try {
      await ensureFeedSource(db, adapter, settings.contactEmail);
      const runId = await claimScheduledRun(
        db,
        adapter.name,
        feedClaimLockKey(adapter.name),
        now,
        settings.crawl.intervalMinutes,
      );
      if (runId === undefined) return undefined;
      const outcome = await crawlFeed(db, adapter, settings, { trigger: 'schedule', now, runId });
      const level = outcome.status === 'ok' ? 'info' : 'warn';
      options.log?.[level](
        { feed: adapter.name, ...outcome.counts, error: outcome.error },
        `crawl ${outcome.status}`,
      );
      return outcome;
    } catch (err) {
      // STYLE §4: a failing feed is logged; the other feeds continue.
      options.log?.error({ err, feed: adapter.name }, 'crawl could not run');
      return undefined;
    }
  });
  return outcomes.filter((o): o is CrawlOutcome => o !== undefined);
}

export interface CrawlScheduler {
  /** Stops the timer and waits for a running round to finish. */
  stop(): Promise<void>;
}

export function startCrawlScheduler(
  db: Db,
  settings: CrawlSettings,
  options: { log?: SchedulerLog; startDelayMs?: number } = {},
): CrawlScheduler {
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = runScheduledCrawls(db, settings, { log: options.log })
      .catch((err: unknown) => options.log?.error({ err }, 'scheduled crawl failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(tick, options.startDelayMs ?? DEFAULT_START_DELAY_MS);
  const every = setInterval(tick, (settings.crawl.intervalMinutes * 60_000) / TICKS_PER_INTERVAL);
  first.unref();
  every.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
