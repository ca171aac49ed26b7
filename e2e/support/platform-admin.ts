// The platform admin of the journeys' server, created with the admin CLI before the server starts
// (decision 011: never a default account; the embedded database serves one process at a time).
import { spawn } from 'node:child_process';
import type { Account } from './accounts.js';
import { REPO_ROOT } from './server-process.js';

export const PLATFORM_ADMIN: Account = Object.freeze({
  username: 'e2e-platform-admin',
  email: 'e2e-platform-admin@example.org',
  password: 'e2e platform admin password',
});

/** `npm run admin -- create …` on the database the server will open (same environment). */
export async function createPlatformAdmin(env: NodeJS.ProcessEnv): Promise<void> {
  const args = [
    'run',
    'admin',
    '--',
    'create',
    '--username',
    PLATFORM_ADMIN.username,
    '--email',
    PLATFORM_ADMIN.email,
    '--password',
    PLATFORM_ADMIN.password,
  ];
  const child = spawn('npm', args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
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
  if (code !== 0) throw new Error(`npm run admin -- create exited with ${code}:\n${output.slice(-2000)}`);
}
