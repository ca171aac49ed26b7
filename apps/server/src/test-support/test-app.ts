// Starts the real app for API tests: a fresh, migrated in-memory PGlite, listening on a free loopback port.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { type AppDeps, buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import type { DatabaseHandle, Db } from '../db/database.js';
import { type EngineKind, openTestDatabase } from '../db/test-databases.js';

export interface TestApp {
  /** e.g. http://127.0.0.1:41234, without a trailing slash. */
  baseUrl: string;
  db: Db;
  app: FastifyInstance;
  config: Readonly<Config>;
  /** Stops the server, closes the database and removes the temporary data folder. */
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Config values to replace; the rest are the defaults with logging off and a temporary DATA_DIR. */
  config?: Partial<Config>;
  /** Receives the JSON log lines (set `config.logLevel` too, it defaults to 'silent'). */
  logStream?: DestinationStream;
  /** Adds routes before the server starts, e.g. a test-only route for a case no feature has yet. */
  routes?: (app: FastifyInstance, db: Db) => void | Promise<void>;
  /** Account call limits other than the defaults, e.g. small numbers for rate-limit tests. */
  rateLimits?: AppDeps['rateLimits'];
  /** The database engine (STYLE §6: API tests of a new call run on both); PGlite when absent. */
  engine?: EngineKind;
  /**
   * Serve this open database instead of a fresh one, as a second server copy on the same data does; close() leaves
   * it open. For tests that need servers of other settings but no other data (opening one costs a second of CPU).
   */
  db?: Db;
  /** Web Push tests: an agent that trusts the local push endpoint (test-support/push-endpoint.ts). */
  pushAgent?: AppDeps['pushAgent'];
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'assembly-finder-test-'));
  // No web build unless a test asks for one: API tests must not depend on `npm run build`.
  const config: Readonly<Config> = Object.freeze({
    // No per-address API limit unless a test sets one: every test calls from 127.0.0.1.
    ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, PUBLIC_READS_PER_MINUTE: '0' }),
    webDistDir: undefined,
    ...options.config,
  });
  const own = options.db === undefined ? await openTestDatabase(options.engine ?? 'pglite') : undefined;
  const db = options.db ?? (own as DatabaseHandle).db;
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({
      config,
      db,
      logStream: options.logStream,
      rateLimits: options.rateLimits,
      pushAgent: options.pushAgent,
    });
    await options.routes?.(app, db);
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const started = app;
    return {
      baseUrl,
      db,
      app: started,
      config,
      close: async () => {
        await started.close();
        await own?.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await app?.close();
    await own?.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
