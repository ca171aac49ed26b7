// Test helper: runs a suite once per database engine (STYLE §6), each on its own fresh, migrated database.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { type DatabaseHandle, type Db, openDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';

export type EngineKind = DatabaseHandle['kind'];

/** The server's maintenance database; each test file gets a database of its own beside it. */
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
/** Set in CI so an unreachable PostgreSQL fails the run instead of being skipped. */
const POSTGRES_REQUIRED = process.env.TEST_POSTGRES_REQUIRED === '1';

async function isPostgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const postgresReachable = await isPostgresReachable();
if (!postgresReachable) {
  if (POSTGRES_REQUIRED) throw new Error(`PostgreSQL at ${POSTGRES_URL} is required but unreachable`);
  console.warn(
    `PostgreSQL at ${POSTGRES_URL} is unreachable: PostgreSQL runs of the data-layer tests are skipped`,
  );
}

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Opens a fresh, empty database of the given kind: PGlite in memory, or a new PostgreSQL database
 * with a random name so test files running in parallel never see each other's rows.
 * Pass `migrate: false` to get the bare database (for migration tests).
 */
export async function openTestDatabase(
  kind: EngineKind,
  options: { migrate?: boolean } = {},
): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  if (kind === 'pglite') {
    handle = await openDatabase({ pgliteDir: 'memory://' });
  } else {
    const name = `af_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    const inner = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
    handle = {
      ...inner,
      close: async () => {
        await inner.close();
        await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  if (options.migrate !== false) await migrateToLatest(handle.db);
  return handle;
}

/** The engines this run can use: PGlite always, PostgreSQL when reachable. */
export function availableEngines(): EngineKind[] {
  return postgresReachable ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * Declares the suite once per engine. `getDb()` returns that engine's migrated database, opened before
 * the suite's tests and dropped after them; tests in one suite share it, so they should not assume an
 * empty table unless they created it.
 */
export function describeEachDatabase(name: string, body: (getDb: () => Db, kind: EngineKind) => void): void {
  for (const kind of ['pglite', 'postgres'] as const) {
    describe.skipIf(!availableEngines().includes(kind))(`${name} [${kind}]`, () => {
      let handle: DatabaseHandle | undefined;
      beforeAll(async () => {
        handle = await openTestDatabase(kind);
      });
      afterAll(async () => {
        await handle?.close();
      });
      body(() => {
        if (!handle) throw new Error('the test database is opened in beforeAll; use getDb() inside tests');
        return handle.db;
      }, kind);
    });
  }
}
