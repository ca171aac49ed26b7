// The platform admin of the journeys' server, created with the admin CLI before the server starts
// (decision 011: never a default account; the embedded database serves one process at a time).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { embeddedDatabaseDir } from '../../apps/server/src/db/database.js';
import {
  findMigratedPgliteDump,
  loadPgliteDump,
} from '../../apps/server/src/test-support/migrated-pglite-cache.js';
import type { Account } from './accounts.js';
import { REPO_ROOT, SERVER_DIST_DIR } from './server-process.js';

export const PLATFORM_ADMIN: Account = Object.freeze({
  username: 'e2e-platform-admin',
  email: 'e2e-platform-admin@example.org',
  password: 'e2e platform admin password',
});

/**
 * The admin CLI's `create` (what `npm run admin -- create …` runs) on the database the server will open, in the
 * server's environment. Started from the build as node runs the server, not through npm: npm and tsx's own launcher
 * add three processes to a step every journey waits for, and tsx about 2 s of CPU.
 */
async function createPlatformAdmin(env: NodeJS.ProcessEnv): Promise<void> {
  const args = [
    join(SERVER_DIST_DIR, 'cli/admin-cli.js'),
    'create',
    '--username',
    PLATFORM_ADMIN.username,
    '--email',
    PLATFORM_ADMIN.email,
  ];
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env, stdio: ['pipe', 'pipe', 'pipe'] });
  // The password on standard input, as an operator gives it (a --password value would show in the process list).
  child.stdin.end(`${PLATFORM_ADMIN.password}\n`);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await new Promise<number | null>((resolveExit, reject) => {
    child.once('error', reject);
    child.once('exit', resolveExit);
  });
  if (code !== 0) throw new Error(`the admin CLI's create exited with ${code}:\n${output.slice(-2000)}`);
}

/**
 * Prepares the journeys' database: from the migrated PGlite dump the server tests keep (when the migrations have
 * not changed since), instead of a fresh initdb, which is most of a new embedded database's cost; then the admin.
 */
export async function prepareDatabase(env: NodeJS.ProcessEnv): Promise<void> {
  const dump = await findMigratedPgliteDump();
  if (dump !== undefined) await loadPgliteDump(embeddedDatabaseDir(env.DATA_DIR as string), dump);
  await createPlatformAdmin(env);
}
