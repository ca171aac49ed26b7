// Test helper: runs a suite once per database engine (STYLE §6), each on its own fresh, migrated database.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe } from 'vitest';
import { migratedPgliteFs, postgresTemplateDatabase } from '../test-support/template-databases.js';
import { adminQuery, testDatabaseUrl } from '../test-support/test-postgres.js';
import { type DatabaseHandle, type Db, openDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';

export type EngineKind = DatabaseHandle['kind'];

// The global setup (test-support/global-setup.ts) migrates a PostgreSQL template only when the server
// is reachable, and fails the run there when CI requires it.
const postgresReachable = postgresTemplateDatabase() !== undefined;

/**
 * Opens a fresh, empty database of the given kind: PGlite in memory, or a new PostgreSQL database
 * with a random name so test files running in parallel never see each other's rows.
 * Pass `migrate: false` to get the bare database (for migration tests).
 */
export async function openTestDatabase(
  kind: EngineKind,
  options: { migrate?: boolean } = {},
): Promise<DatabaseHandle> {
  // Migrated databases start as copies of the templates the global setup migrated once, with this run's migrations:
  // migrating them again would only find nothing to do (a tenth of a second of CPU per database).
  const migrated = options.migrate !== false;
  let handle: DatabaseHandle;
  let copied: boolean;
  if (kind === 'pglite') {
    handle = await openDatabase({ pgliteMemoryFs: migrated ? await migratedPgliteFs() : undefined });
    copied = migrated;
  } else {
    const name = `af_test_${randomBytes(6).toString('hex')}`;
    const template = migrated ? postgresTemplateDatabase() : undefined;
    copied = template !== undefined;
    await adminQuery(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    const inner = await openDatabase({ databaseUrl: testDatabaseUrl(name), poolSize: 4 });
    handle = {
      ...inner,
      close: async () => {
        await inner.close();
        await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  if (migrated && !copied) await migrateToLatest(handle.db);
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
