// Runs before the command lines (`npm run admin`, `npm run crawl`), which run the compiled server in dist/ as
// production does (DESIGN §4.15): builds it when there is no build yet (a fresh clone before its first
// `npm start`). An existing build is kept as it is, even when the sources changed since: a server may be running
// from it, and the command lines should match that server; `npm run build` makes a new one.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
if (!existsSync(join(SERVER_DIR, 'dist/main.js'))) {
  console.error('apps/server/dist has no build yet: building the server first');
  // Standard input stays with the command line that follows (a password given through a pipe).
  const { status } = spawnSync(process.execPath, [join(SERVER_DIR, 'scripts/build.mjs')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  process.exit(status ?? 1);
}
