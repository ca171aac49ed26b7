// The server the OpenAPI fuzzer talks to: the real app on a fresh database (PGlite, or PostgreSQL when asked),
// with limits raised so the requests reach the handlers, the crawler off, and a small world to aim at.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../app.js';
import { type Config, loadConfig } from '../../config.js';
import { type DatabaseHandle, type Db, openDatabase } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { insertWriteWorld } from '../../features/events/event-writes.test-support.js';
import { insertSource } from '../../features/sources/sources.test-support.js';
import { GENEROUS_RATE_LIMITS } from '../../features/users/users.test-support.js';
import { adminQuery, testDatabaseUrl } from '../test-postgres.js';
import { type Callers, fuzzCallers, type OpenApiDocument } from './openapi-fuzz.js';

export interface FuzzApp {
  baseUrl: string;
  db: Db;
  config: Readonly<Config>;
  close(): Promise<void>;
}

export interface FuzzServer {
  app: FuzzApp;
  document: OpenApiDocument;
  callers: Callers;
}

/**
 * A fresh, migrated database for the full run, a script without Vitest: an in-memory PGlite, or a new PostgreSQL
 * database on the test server that is dropped again at close. Tests pass a copy of the run's template instead
 * (db/test-databases.ts), which spares initdb and the migrations.
 */
export async function freshFuzzDatabase(engine: 'pglite' | 'postgres'): Promise<DatabaseHandle> {
  if (engine === 'pglite') {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    await migrateToLatest(database.db);
    return database;
  }
  const name = `af_fuzz_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const database = await openDatabase({ databaseUrl: testDatabaseUrl(name), poolSize: 4 });
  await migrateToLatest(database.db);
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** As test-support/test-app.ts, on the database given (closed with the app). */
async function startApp(
  database: DatabaseHandle,
  overrides: Partial<Config>,
  rateLimits: typeof GENEROUS_RATE_LIMITS,
): Promise<FuzzApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'assembly-finder-fuzz-'));
  const config: Readonly<Config> = Object.freeze({
    ...loadConfig({ LOG_LEVEL: process.env.FUZZ_LOG_LEVEL ?? 'silent', DATA_DIR: dataDir }),
    webDistDir: undefined,
    ...overrides,
  });
  const app = await buildApp({ config, db: database.db, rateLimits: { rateLimits } });
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    baseUrl,
    db: database.db,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function startFuzzServer(database: DatabaseHandle): Promise<FuzzServer> {
  const defaults = loadConfig({
    PUBLIC_READS_PER_MINUTE: '0',
    REPORTS_PER_HOUR: '10000',
    UPLOADS_PER_HOUR: '10000',
    INVITATIONS_PER_HOUR: '10000',
    REGISTRATIONS_PER_HOUR: '100000',
    LOGINS_PER_MINUTE: '100000',
  });
  const app = await startApp(
    database,
    { crawl: { ...defaults.crawl, enabled: false }, limits: defaults.limits },
    GENEROUS_RATE_LIMITS,
  );
  const world = await insertWriteWorld(app.db, app.config);
  const now = Date.now();
  for (let i = 0; i < 20; i++) {
    await app.db
      .insertInto('events')
      .values({
        name: `Fuzz rally ${i}`,
        description: 'A rally to aim requests at.',
        event_type_id: world.eventTypeIds[i % 2] as number,
        locations: JSON.stringify([
          { geography: { type: 'Point', coordinates: [13.4 + i / 100, 52.5] }, city: 'Berlin' },
        ]),
        start_time: new Date(now + (i - 5) * 86_400_000),
        organising_source_id: i % 3 === 0 ? world.pendingSourceId : world.sourceId,
      })
      .execute();
  }
  let sourceId = world.sourceId;
  const sourceIdOf = async () => {
    const exists = await app.db
      .selectFrom('sources')
      .select('id')
      .where('id', '=', sourceId)
      .executeTakeFirst();
    if (exists === undefined) sourceId = await insertSource(app.db, world.taxonomy);
    return sourceId;
  };
  const callers = await fuzzCallers(app.db, app.config, sourceIdOf);
  const document = (await (await fetch(`${app.baseUrl}/api/openapi.json`)).json()) as OpenApiDocument;
  return { app, document, callers };
}
