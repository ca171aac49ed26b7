// Issue 17 finding 6: no API query may hold a connection for long. PostgreSQL ends a statement that runs past
// DB_STATEMENT_TIMEOUT_MS; the API answers 503 for it instead of a 500.

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { testDatabaseUrl } from '../test-support/test-postgres.js';
import { type DatabaseHandle, openDatabase } from './database.js';
import { availableEngines } from './test-databases.js';

describe.skipIf(!availableEngines().includes('postgres'))('the statement timeout [postgres]', () => {
  let bounded: DatabaseHandle;
  let unbounded: DatabaseHandle;
  beforeAll(async () => {
    bounded = await openDatabase({
      databaseUrl: testDatabaseUrl('test'),
      poolSize: 1,
      statementTimeoutMs: 200,
    });
    unbounded = await openDatabase({ databaseUrl: testDatabaseUrl('test'), poolSize: 1 });
  });
  afterAll(async () => {
    await bounded?.close();
    await unbounded?.close();
  });

  it('ends a statement that runs longer, on every connection of the pool', async () => {
    const error = await sql`SELECT pg_sleep(2)`.execute(bounded.db).catch((e: unknown) => e);
    expect((error as { code?: string }).code).toBe('57014');
    // The connection is still usable, and still bounded.
    expect((await sql<{ n: number }>`SELECT 1 AS n`.execute(bounded.db)).rows).toEqual([{ n: 1 }]);
    expect(
      ((await sql`SELECT pg_sleep(1)`.execute(bounded.db).catch((e: unknown) => e)) as { code?: string })
        .code,
    ).toBe('57014');
  });

  it('leaves pools without it alone (migrations run on such a pool)', async () => {
    await expect(sql`SELECT pg_sleep(0.3)`.execute(unbounded.db)).resolves.toBeDefined();
  });
});

describe('a query ended by the statement timeout', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({
      routes: (app) => {
        app.get('/test/slow', async () => {
          throw Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
        });
      },
    });
  });
  afterAll(() => testApp?.close());

  it('answers 503 with Retry-After, not a 500', async () => {
    const response = await fetch(`${testApp.baseUrl}/test/slow`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await response.json()).toEqual({
      detail: 'Service Unavailable: the request took too long. Narrow it or try again later.',
    });
  });
});
