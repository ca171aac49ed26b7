// Child process of the event-search scenario: the real app (buildApp) on a loopback port over an existing
// database, in its own process so that the load generator does not share its event loop.
// Usage: tsx bench/scenarios/event-search-server.ts <postgres URL | PGlite folder>
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/database.js';

async function main(target: string | undefined): Promise<void> {
  if (!target) throw new Error('usage: event-search-server.ts <postgres URL | PGlite folder>');
  const dataDir = await mkdtemp(join(tmpdir(), 'assembly-finder-bench-app-'));
  const handle = await openDatabase(
    target.startsWith('postgres') ? { databaseUrl: target, poolSize: 10 } : { pgliteDir: target },
  );
  const config = Object.freeze({
    ...loadConfig({ LOG_LEVEL: 'warn', DATA_DIR: dataDir }),
    webDistDir: undefined,
  });
  const app = await buildApp({ config, db: handle.db });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  process.stdout.write(`listening ${url}\n`);
  const stop = async () => {
    await app.close();
    await handle.close();
    await rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
