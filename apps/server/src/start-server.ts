// The server: open db → migrate → load gazetteer → seed demo data → buildApp → listen → close everything on
// SIGTERM/SIGINT: the server first, in bounded time. main.ts loads it once the settings are checked.

import { pino } from 'pino';
import { buildApp } from './app.js';
import { type Config, ConfigError } from './config.js';
import { settingsFromConfig } from './crawl/run-crawl.js';
import { type CrawlScheduler, startCrawlScheduler } from './crawl/scheduler.js';
import { embeddedDatabaseDir, openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { readEffectiveSettings } from './features/app-settings/app-settings.service.js';
import { exampleAssociationWarning } from './features/association/association-setup.js';
import { loadGazetteerIfEmpty } from './geo/load-gazetteer.js';
import { seedDemoDataIfEmpty } from './seed/seed-demo-data.js';

/** Starts the server with settings loadConfig has checked; `startedAt` is when the process began (performance.now()). */
export async function startServer(config: Readonly<Config>, startedAt: number): Promise<void> {
  const sinceStart = () => Math.round(performance.now() - startedAt);
  const log = pino({ level: config.logLevel, name: 'startup' });

  // Resources close in reverse order of opening, the crawls after the HTTP server (below). A signal during startup
  // closes what exists so far.
  const closers: (() => Promise<void>)[] = [];
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    stopping = true;
    log.info({ signal }, 'shutting down');
    try {
      for (const close of closers.reverse()) await close();
      log.info('stopped');
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  if (config.databaseUrl !== undefined) {
    // Migrations may rebuild an index over every event: they run on their own connection, without the
    // statement timeout that bounds everything else (issue 17 finding 6).
    const migrating = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 1 });
    try {
      log.info({ applied: await migrateToLatest(migrating.db), ms: sinceStart() }, 'migrations done');
    } finally {
      await migrating.close();
    }
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: embeddedDatabaseDir(config.dataDir),
    statementTimeoutMs: config.limits.statementTimeoutMs,
  });
  closers.push(database.close);
  log.info(
    {
      kind: database.kind,
      dir: database.kind === 'pglite' ? embeddedDatabaseDir(config.dataDir) : undefined,
      ms: sinceStart(),
    },
    'database open',
  );

  if (database.kind === 'pglite') {
    log.info({ applied: await migrateToLatest(database.db), ms: sinceStart() }, 'migrations done');
  }

  const gazetteer = await loadGazetteerIfEmpty(database.db);
  log.info({ ...gazetteer, ms: sinceStart() }, 'gazetteer ready');

  if (config.seedDemoData) {
    const seed = await seedDemoDataIfEmpty(database.db);
    log.info({ ...seed, ms: sinceStart() }, seed.seeded ? 'demo data seeded' : 'demo data not needed');
  }

  // buildApp checks the settings that need the data folder, e.g. half a VAPID key pair (features/push/vapid-keys.ts):
  // main.ts says what is wrong, after the database has closed.
  const app = await buildApp({ config, db: database.db }).catch(async (error: unknown) => {
    if (error instanceof ConfigError) await database.close();
    throw error;
  });
  // Issue 5: hourly feed crawls start once the server answers. They stop after it, which stops accepting at the signal
  // and waits for the requests in flight at most SHUTDOWN_GRACE_SECONDS (decision 054), and before the database.
  let scheduler: CrawlScheduler | undefined;
  closers.push(async () => scheduler?.stop());
  closers.push(() => app.close());
  if (stopping) return;
  await app.listen({ host: config.host, port: config.port });
  if (config.crawl.enabled && !stopping) {
    scheduler = startCrawlScheduler(database.db, settingsFromConfig(config), {
      log: pino({ level: config.logLevel, name: 'crawl' }),
    });
  }
  // Issue 20: an operator who has not set the association's details is told so on every start.
  const exampleWarning = exampleAssociationWarning(
    (await readEffectiveSettings(database.db, config)).association,
  );
  if (exampleWarning !== undefined) log.warn(exampleWarning);
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  log.info(
    { ms: sinceStart(), webApp: config.webDistDir ?? 'not built (API only)' },
    `Assembly Finder is running at http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port} (API docs at /api/docs)`,
  );
}
