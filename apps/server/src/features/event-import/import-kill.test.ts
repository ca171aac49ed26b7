// Issue 17 'Faults' (deferred to the import by it) and issue 15 "Bad input": the server killed with SIGKILL in the
// middle of an import. Batches are transactions, so the completed batches stay whole, nothing of the batch being
// written is left, and running the import again adds exactly the missing rows.
// The server writes batches of 50 rows (IMPORT_BATCH_ROWS), so three batches make the case at little cost.
// To kill it while it writes its second batch, the test holds, uncommitted, the identity row (imported_events) of a
// row of that batch: the server's insert of the same key waits on it after writing the batch's events, and
// PostgreSQL shows it waiting inside a transaction that has written. Then SIGKILL.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createLocator } from '../../crawl/geocode/locate-places.js';
import { type DatabaseHandle, openDatabase } from '../../db/database.js';
import { availableEngines } from '../../db/test-databases.js';
import { untilNoSessionLeft, untilWaitingHavingWritten } from '../../test-support/killed-sessions.js';
import { builtServerFile } from '../../test-support/server-build.js';
import { postgresTemplateDatabase } from '../../test-support/template-databases.js';
import { adminQuery, testDatabaseUrl } from '../../test-support/test-postgres.js';
import { until } from '../../test-support/until.js';
import { insertWriteWorld, type WriteWorld } from '../events/event-writes.test-support.js';
import { runImport } from './event-import.service.js';
import { importCalls, testMapping } from './event-import.test-support.js';
import { mapRow } from './row-mapping.js';

const BATCH_ROWS = 50;
const ROWS = 3 * BATCH_ROWS;
/** A server starting at load 30 takes minutes to answer. */
const WAIT_MS = 240_000;

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe.skipIf(!availableEngines().includes('postgres'))(
  'kill -9 of the server during an import [postgres]',
  () => {
    const name = `af_test_${randomBytes(6).toString('hex')}`;
    const applicationName = `import-kill-${randomBytes(4).toString('hex')}`;
    const jwtSecret = randomBytes(32).toString('hex');
    let handle: DatabaseHandle;
    let client: pg.Client;
    let world: WriteWorld;
    let dataDir: string;
    let databaseUrl: string;

    beforeAll(async () => {
      const template = postgresTemplateDatabase();
      await adminQuery(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
      handle = await openDatabase({ databaseUrl: testDatabaseUrl(name), poolSize: 2 });
      client = new pg.Client({ connectionString: testDatabaseUrl(name) });
      await client.connect();
      const url = new URL(testDatabaseUrl(name));
      url.searchParams.set('application_name', applicationName);
      databaseUrl = url.toString();
      dataDir = await mkdtemp(join(tmpdir(), 'assembly-finder-import-kill-'));
      world = await insertWriteWorld(handle.db, loadConfig({ JWT_SECRET: jwtSecret, DATA_DIR: dataDir }));
    }, 120_000);

    afterAll(async () => {
      await client?.end();
      await handle?.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    /** The server as `npm start` runs it (compiled), on the test database; resolves once it answers. */
    async function startServer(): Promise<{ child: ChildProcess; baseUrl: string }> {
      const port = await freePort();
      const child = spawn(process.execPath, [builtServerFile('main.js')], {
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          DATABASE_URL: databaseUrl,
          JWT_SECRET: jwtSecret,
          DATA_DIR: dataDir,
          HOST: '127.0.0.1',
          PORT: String(port),
          CRAWL_ENABLED: 'false',
          IMPORT_BATCH_ROWS: String(BATCH_ROWS),
          LOG_LEVEL: 'silent',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      const baseUrl = `http://127.0.0.1:${port}`;
      await until(
        'the server answers',
        async () => {
          if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
          return fetch(`${baseUrl}/health`).then(
            (response) => response.ok,
            () => false,
          );
        },
        WAIT_MS,
      );
      return { child, baseUrl };
    }

    async function counts() {
      const { rows } = await client.query<{ events: string; identities: string; topics: string }>(`
      SELECT (SELECT count(*) FROM events WHERE organising_source_id = ${world.sourceId}) AS events,
             (SELECT count(*) FROM imported_events) AS identities,
             (SELECT count(*) FROM event_topics et JOIN events e ON e.id = et.event_id
               WHERE e.organising_source_id = ${world.sourceId}) AS topics`);
      const row = rows[0];
      return {
        events: Number(row?.events),
        identities: Number(row?.identities),
        topics: Number(row?.topics),
      };
    }

    it('keeps the completed batch whole, nothing of the batch being written, and a second run adds the rest', {
      timeout: 300_000,
    }, async () => {
      const mapping = testMapping(world, {
        fields: { name: { column: 0 }, description: { column: 1 }, start_time: { column: 2 } },
      });
      const cells = (i: number) => [
        `Versammlung ${i}`,
        `Beschreibung ${i}`,
        `${String((i % 28) + 1).padStart(2, '0')}.06.2030 10:00`,
      ];
      const csv = [
        'Titel;Beschreibung;Beginn',
        ...Array.from({ length: ROWS }, (_, i) => cells(i).join(';')),
      ].join('\n');
      // The identity of a row in the middle of the second batch, as the server will compute it.
      const held = await mapRow(handle.db, createLocator({}), mapping, cells(BATCH_ROWS + BATCH_ROWS / 2));

      const { child, baseUrl } = await startServer();
      const calls = importCalls(baseUrl, world.platformAdmin.authorization);
      const upload = await calls.uploaded(csv, 'events.csv');
      const blocker = new pg.Client({ connectionString: testDatabaseUrl(name) });
      await blocker.connect();
      try {
        await blocker.query('BEGIN');
        const { rows } = await blocker.query<{ id: number }>(
          `INSERT INTO events (name, description, event_type_id, start_time)
         VALUES ('placeholder', 'held', $1, now()) RETURNING id`,
          [world.eventTypeIds[0]],
        );
        await blocker.query(
          'INSERT INTO imported_events (source_id, row_key, event_id) VALUES ($1, $2, $3)',
          [world.sourceId, held.rowKey, rows[0]?.id],
        );
        const started = await calls.post(`${upload.id}/run`, mapping);
        expect(started.status).toBe(202);
        await untilWaitingHavingWritten(
          client,
          applicationName,
          'the import waits inside its second batch, having written',
        );
        child.kill('SIGKILL');
        if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
        await blocker.query('ROLLBACK');
      } finally {
        await blocker.end();
      }
      await untilNoSessionLeft(client, applicationName, 'the killed server has no session left');

      // The first batch whole, nothing of the second; the import says what was committed.
      expect(await counts()).toEqual({ events: BATCH_ROWS, identities: BATCH_ROWS, topics: BATCH_ROWS });
      const { rows: progress } = await client.query(
        'SELECT status, processed_rows, imported_count FROM event_imports WHERE id = $1',
        [upload.id],
      );
      expect(progress[0]).toEqual({
        status: 'running',
        processed_rows: BATCH_ROWS,
        imported_count: BATCH_ROWS,
      });

      // Run again (as the admin does once the stopped run shows as failed): only the missing rows are added.
      await runImport(handle.db, upload.id, mapping, BATCH_ROWS);
      expect(await counts()).toEqual({ events: ROWS, identities: ROWS, topics: ROWS });
      const { rows: names } = await client.query<{ n: string }>(
        `SELECT count(DISTINCT name) AS n FROM events WHERE organising_source_id = ${world.sourceId}`,
      );
      expect(Number(names[0]?.n)).toBe(ROWS);
    });
  },
);
