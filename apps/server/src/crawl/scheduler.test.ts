// Exactly one runner across processes (issue 5): two independent connection pools on one PostgreSQL
// database stand for two server copies ticking at the same moment.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { type DatabaseHandle, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { availableEngines } from '../db/test-databases.js';
import { berlinFeed } from './feeds/berlin.js';
import { dresdenFeed } from './feeds/dresden.js';
import type { CrawlSettings } from './run-crawl.js';
import { mapWithConcurrency, runScheduledCrawls } from './scheduler.js';
import { answer, type FeedServer, startFeedServer } from './test-support/feed-server.js';
import { BERLIN_DAY_1, DRESDEN_DAY_1 } from './test-support/fixtures.js';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe.skipIf(!availableEngines().includes('postgres'))(
  'scheduled crawls on one PostgreSQL [postgres]',
  () => {
    const name = `af_test_${randomBytes(6).toString('hex')}`;
    let first: DatabaseHandle;
    let second: DatabaseHandle;
    let server: FeedServer;
    let settings: CrawlSettings;

    beforeAll(async () => {
      await admin(`CREATE DATABASE ${name}`);
      const url = new URL(ADMIN_URL);
      url.pathname = `/${name}`;
      first = await openDatabase({ databaseUrl: url.toString(), poolSize: 3 });
      second = await openDatabase({ databaseUrl: url.toString(), poolSize: 3 });
      await migrateToLatest(first.db);
      server = await startFeedServer();
      server.routes.set('/robots.txt', answer(404, ''));
      server.routes.set('/berlin.json', answer(200, BERLIN_DAY_1()));
      server.routes.set('/dresden.json', answer(200, DRESDEN_DAY_1()));
      const config = loadConfig({
        FEED_BERLIN_URL: `${server.baseUrl}/berlin.json`,
        FEED_DRESDEN_URL: `${server.baseUrl}/dresden.json`,
      });
      settings = {
        crawl: config.crawl,
        publicUrl: 'http://localhost',
        contactEmail: 'feeds@example.org',
        attempts: 1,
        backoffMs: 0,
      };
    });

    afterAll(async () => {
      await server?.close();
      await first?.close();
      await second?.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });

    it('two runners ticking at the same moment crawl each feed once', async () => {
      const now = new Date('2026-08-17T18:00:00Z');
      const feeds = [berlinFeed, dresdenFeed];
      const [a, b] = await Promise.all([
        runScheduledCrawls(first.db, settings, { now, feeds }),
        runScheduledCrawls(second.db, settings, { now, feeds }),
      ]);
      expect([...a, ...b].map((o) => o.feed).sort()).toEqual(['berlin', 'dresden']);
      expect([...a, ...b].map((o) => o.error)).toEqual([null, null]);
      expect(server.requests.filter((p) => p === '/berlin.json')).toHaveLength(1);
      expect(server.requests.filter((p) => p === '/dresden.json')).toHaveLength(1);
      const runs = await first.db
        .selectFrom('crawl_runs')
        .select(['feed', 'status', 'trigger'])
        .orderBy('feed')
        .execute();
      expect(runs).toEqual([
        { feed: 'berlin', status: 'ok', trigger: 'schedule' },
        { feed: 'dresden', status: 'ok', trigger: 'schedule' },
      ]);
      const events = await first.db
        .selectFrom('events')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(events.n)).toBe(1512 + 44);
    });

    it('a runner ticking again within the interval does not crawl; after the interval it does', async () => {
      const soon = await runScheduledCrawls(second.db, settings, {
        now: new Date('2026-08-17T18:30:00Z'),
        feeds: [berlinFeed],
      });
      expect(soon).toEqual([]);
      const later = await runScheduledCrawls(second.db, settings, {
        now: new Date('2026-08-17T19:00:00Z'),
        feeds: [berlinFeed],
      });
      expect(later.map((o) => [o.feed, o.status, o.counts.unchanged_count])).toEqual([
        ['berlin', 'ok', 1512],
      ]);
    });

    // Issue 17 'Faults': the copies' timers run on their own clocks. Each feed is crawled once in every hour,
    // whichever copy ticks first in it, and never twice in one (before, a claim looked back 54 minutes, so a copy
    // ticking 57 minutes after the other crawled again within the same hour).
    it('two copies ticking apart on their own clocks crawl each feed exactly once per hour, over two simulated hours', async () => {
      const feeds = [dresdenFeed];
      const minute = 60_000;
      const base = Date.parse('2026-08-18T00:00:00Z');
      const fetchesBefore = server.requests.filter((p) => p === '/dresden.json').length;
      // Every copy ticks several times an interval (startCrawlScheduler); the second copy started 57 minutes
      // after the first, so its ticks fall 7 minutes past the first's.
      const ticks = [
        ...Array.from({ length: 12 }, (_, i) => ({ copy: first, at: base + i * 10 * minute })),
        ...Array.from({ length: 12 }, (_, i) => ({
          copy: second,
          at: base + (57 + i * 10) * minute - 50 * minute,
        })),
      ].sort((a, b) => a.at - b.at);
      for (const tick of ticks) {
        await runScheduledCrawls(tick.copy.db, settings, { now: new Date(tick.at), feeds });
      }
      const runs = await first.db
        .selectFrom('crawl_runs')
        .select(['started_at', 'status'])
        .where('feed', '=', 'dresden')
        .where('started_at', '>=', new Date(base))
        .orderBy('started_at')
        .execute();
      expect(runs.map((r) => Math.floor((new Date(r.started_at).getTime() - base) / (60 * minute)))).toEqual([
        0, 1,
      ]);
      expect(runs.map((r) => r.status)).toEqual(['ok', 'ok']);
      expect(server.requests.filter((p) => p === '/dresden.json').length - fetchesBefore).toBe(2);
    });
  },
);

describe('mapWithConcurrency', () => {
  it('never runs more than the limit at once and keeps the order of results', async () => {
    let active = 0;
    let peak = 0;
    const results = await mapWithConcurrency([1, 2, 3, 4, 5], 2, async (n) => {
      active++;
      peak = Math.max(peak, active);
      await Promise.resolve();
      active--;
      return n * 10;
    });
    expect(results).toEqual([10, 20, 30, 40, 50]);
    expect(peak).toBe(2);
  });
});
