// Child process of the event-search scenario: the real app (buildApp) on a loopback port over an existing
// database, in its own process so that the load generator does not share its event loop. Configured as in
// production (loadConfig defaults: log level info, JSON lines on stdout, no pretty printing); the parent
// reads the log lines and throws them away, as a log collector would.
// Usage: tsx bench/scenarios/event-search-server.ts <postgres URL | PGlite folder> [checkout]
// With a checkout (the root of another copy of this repository, e.g. `git archive` of an older commit),
// that copy's app is served instead, under the same settings, so two versions compare on equal terms.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as AppModule from '../../apps/server/src/app.js';
import type * as ConfigModule from '../../apps/server/src/config.js';
import type * as DatabaseModule from '../../apps/server/src/db/database.js';

const serverSource = (checkout: string | undefined, file: string) =>
  checkout
    ? pathToFileURL(join(resolve(checkout), 'apps/server/src', file)).href
    : new URL(`../../apps/server/src/${file}`, import.meta.url).href;

async function main(target: string | undefined, checkout: string | undefined): Promise<void> {
  if (!target) throw new Error('usage: event-search-server.ts <postgres URL | PGlite folder> [checkout]');
  const { buildApp } = (await import(serverSource(checkout, 'app.ts'))) as typeof AppModule;
  const { loadConfig } = (await import(serverSource(checkout, 'config.ts'))) as typeof ConfigModule;
  const { openDatabase } = (await import(serverSource(checkout, 'db/database.ts'))) as typeof DatabaseModule;
  const dataDir = await mkdtemp(join(tmpdir(), 'assembly-finder-bench-app-'));
  const handle = await openDatabase(
    target.startsWith('postgres') ? { databaseUrl: target, poolSize: 10 } : { pgliteDir: target },
  );
  // LOG_LEVEL, EVENT_CACHE_ENTRIES, FEED_CACHE_MB and WEB_DIST_DIR only when the run asks for other values (--log-level,
  // --event-cache, the export-feeds scenario's uncached copy), to show what the request log costs and how
  // searches and feeds fare with nothing cached.
  const asked = Object.fromEntries(
    ['LOG_LEVEL', 'EVENT_CACHE_ENTRIES', 'FEED_CACHE_MB', 'WEB_DIST_DIR'].flatMap((key) =>
      process.env[key] ? [[key, process.env[key]]] : [],
    ),
  );
  // PUBLIC_READS_PER_MINUTE 0: the load comes from one loopback address, which the per-address limit for
  // the public would otherwise answer with 429 within seconds.
  // No web app unless the run serves pages (WEB_DIST_DIR, the event page case).
  const loaded = loadConfig({ DATA_DIR: dataDir, PUBLIC_READS_PER_MINUTE: '0', ...asked });
  const config = Object.freeze({ ...loaded, webDistDir: asked.WEB_DIST_DIR ? loaded.webDistDir : undefined });
  const app = await buildApp({ config, db: handle.db });
  // Polls are measured once the index of upcoming events is loaded (decision 045; an older checkout has none).
  const loadingSince = performance.now();
  await (app as { upcomingEvents?: { ready(): Promise<void> } | null }).upcomingEvents?.ready();
  process.stderr.write(`upcoming index ready after ${Math.round(performance.now() - loadingSince)} ms\n`);
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  // stderr: stdout carries the app's log lines.
  process.stderr.write(`listening ${url}\n`);
  const stop = async () => {
    await app.close();
    await handle.close();
    await rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

main(process.argv[2], process.argv[3]).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
