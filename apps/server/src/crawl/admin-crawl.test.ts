// Claiming a Crawl now run (issue 5 "Operators"): refused while a run of the feed is running in any
// process, unless that run was abandoned; atomic through the scheduler's per-feed claim lock.
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { feedClaimLockKey } from '../db/advisory-locks.js';
import { describeEachDatabase } from '../db/test-databases.js';
import { claimAdminRun } from './admin-crawl.js';
import { finishCrawlRun, insertCrawlRun, ZERO_COUNTS } from './crawl-runs.repository.js';
import { ensureFeedSource } from './feed-sources.repository.js';
import { berlinFeed } from './feeds/berlin.js';
import { dresdenFeed } from './feeds/dresden.js';

const NOW = new Date('2026-08-17T18:00:00Z');
const minutesBefore = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

describeEachDatabase('claimAdminRun', (getDb, kind) => {
  beforeAll(async () => {
    await ensureFeedSource(getDb(), berlinFeed, 'feeds@example.org');
    await ensureFeedSource(getDb(), dresdenFeed, 'feeds@example.org');
  });

  it('inserts a running run started by an admin when none of the feed runs', async () => {
    const id = await claimAdminRun(getDb(), 'berlin', NOW, 60);
    const row = await getDb()
      .selectFrom('crawl_runs')
      .selectAll()
      .where('id', '=', id ?? 0)
      .executeTakeFirst();
    expect(row).toMatchObject({ feed: 'berlin', trigger: 'admin', status: 'running', started_at: NOW });
  });

  it('refuses while a run of the feed is running, and claims again once it ended', async () => {
    const running = await claimAdminRun(getDb(), 'dresden', NOW, 60);
    expect(running).toBeTypeOf('number');
    expect(await claimAdminRun(getDb(), 'dresden', NOW, 60)).toBeUndefined();
    await finishCrawlRun(getDb(), running ?? 0, {
      status: 'ok',
      finishedAt: NOW,
      rowsFetched: 3,
      counts: ZERO_COUNTS,
      rejected: [],
      error: null,
    });
    expect(await claimAdminRun(getDb(), 'dresden', NOW, 60)).toBeTypeOf('number');
  });

  it('is not held up by a run left running longer ago than the limit (a process that died)', async () => {
    await getDb().deleteFrom('crawl_runs').where('feed', '=', 'berlin').execute();
    await insertCrawlRun(getDb(), 'berlin', 'schedule', minutesBefore(61));
    expect(await claimAdminRun(getDb(), 'berlin', NOW, 60)).toBeTypeOf('number');
  });

  // PGlite has a single connection, so only PostgreSQL can hold the lock from another one.
  if (kind === 'postgres')
    it('refuses while another connection holds the feed’s claim lock', async () => {
      await getDb().deleteFrom('crawl_runs').where('feed', '=', 'berlin').execute();
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked: () => void = () => undefined;
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const holder = getDb()
        .transaction()
        .execute(async (trx) => {
          await sql`SELECT pg_advisory_xact_lock(${feedClaimLockKey('berlin')})`.execute(trx);
          locked();
          await released;
        });
      await isLocked;
      expect(await claimAdminRun(getDb(), 'berlin', NOW, 60)).toBeUndefined();
      release();
      await holder;
      expect(await claimAdminRun(getDb(), 'berlin', NOW, 60)).toBeTypeOf('number');
    });
});
