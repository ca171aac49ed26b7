// Issue 17 'Faults': kill -9 of a crawl in the middle of writing, then a restart. The crawl applies a feed in one
// transaction, so a killed crawl leaves the database as the last committed crawl left it (nothing committed is lost,
// nothing of the killed one is half applied), and the next crawl applies the feed whole.
// To kill it while it writes, not before or after, the test holds a lock the crawl's first write to events waits
// for (event_day_count_changes, which the statement triggers on events append to for every writer, migration 028),
// and sends SIGKILL once PostgreSQL shows the crawl waiting on it inside a transaction that has written.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableEngines } from '../db/test-databases.js';
import { untilNoSessionLeft, untilWaitingHavingWritten } from '../test-support/killed-sessions.js';
import { builtServerFile } from '../test-support/server-build.js';
import { postgresTemplateDatabase } from '../test-support/template-databases.js';
import { adminQuery, testDatabaseUrl } from '../test-support/test-postgres.js';
import { answer, type FeedServer, startFeedServer } from './test-support/feed-server.js';
import { BERLIN_DAY_1, BERLIN_DAY_2 } from './test-support/fixtures.js';

describe.skipIf(!availableEngines().includes('postgres'))(
  'kill -9 of a crawl while it writes [postgres]',
  () => {
    const name = `af_test_${randomBytes(6).toString('hex')}`;
    const applicationName = `crawl-kill-${randomBytes(4).toString('hex')}`;
    let server: FeedServer;
    let client: pg.Client;
    let databaseUrl: string;

    /** `npm run crawl -- berlin` as a process of its own (compiled), on the test database. */
    function crawl(): ChildProcess {
      return spawn(process.execPath, [builtServerFile('crawl/crawl-cli.js'), 'berlin'], {
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          DATABASE_URL: databaseUrl,
          FEED_BERLIN_URL: `${server.baseUrl}/berlin.json`,
          LOG_LEVEL: 'silent',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    }

    async function exitCode(child: ChildProcess): Promise<number | null> {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      const [code] = (await once(child, 'exit')) as [number | null];
      return code;
    }

    /** What the crawls wrote: every event and tracked item, as one digest, beside their counts. */
    async function state() {
      const { rows } = await client.query<{ events: string; items: string; digest: string }>(`
      SELECT (SELECT count(*) FROM events) AS events,
             (SELECT count(*) FROM feed_items) AS items,
             md5((SELECT string_agg(to_jsonb(e)::text, ',' ORDER BY e.id) FROM events e)
                 || (SELECT string_agg(to_jsonb(i)::text, ',' ORDER BY i.id) FROM feed_items i)) AS digest`);
      return rows[0];
    }

    async function runs() {
      const { rows } = await client.query<{ status: string }>('SELECT status FROM crawl_runs ORDER BY id');
      return rows.map((r) => r.status);
    }

    beforeAll(async () => {
      const template = postgresTemplateDatabase();
      await adminQuery(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
      const url = new URL(testDatabaseUrl(name));
      client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      url.searchParams.set('application_name', applicationName);
      databaseUrl = url.toString();
      server = await startFeedServer();
      server.routes.set('/robots.txt', answer(404, ''));
    }, 120_000);

    afterAll(async () => {
      await client?.end();
      await server?.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });

    it('leaves the last committed crawl whole, applies nothing of the killed one, and the next crawl applies it', {
      timeout: 300_000,
    }, async () => {
      server.routes.set('/berlin.json', answer(200, BERLIN_DAY_1()));
      expect(await exitCode(crawl())).toBe(0);
      const committed = await state();
      expect(Number(committed?.events)).toBeGreaterThan(1000);
      expect(await runs()).toEqual(['ok']);

      // The next day's list, and a lock its first write to events will wait for.
      server.routes.set('/berlin.json', answer(200, BERLIN_DAY_2()));
      const blocker = new pg.Client({ connectionString: testDatabaseUrl(name) });
      await blocker.connect();
      try {
        await blocker.query('BEGIN');
        await blocker.query('LOCK TABLE event_day_count_changes IN ACCESS EXCLUSIVE MODE');
        const killed = crawl();
        await untilWaitingHavingWritten(
          client,
          applicationName,
          'the crawl waits inside its write transaction',
        );
        killed.kill('SIGKILL');
        await exitCode(killed);
        await blocker.query('ROLLBACK');
      } finally {
        await blocker.end();
      }
      // PostgreSQL ends the killed process's session and rolls its transaction back.
      await untilNoSessionLeft(client, applicationName, 'the killed crawl has no session left');
      expect(await state(), 'exactly what the committed crawl left').toEqual(committed);
      expect(await runs()).toEqual(['ok', 'running']);

      // Restart: the next crawl applies the list whole.
      expect(await exitCode(crawl())).toBe(0);
      const after = await state();
      expect(after?.digest).not.toBe(committed?.digest);
      expect((await runs()).at(-1)).toBe('ok');
    });
  },
);
