// The server compiled as `npm run build -w apps/server` compiles it (scripts/build.mjs), once per test run, for the
// tests that start the server or its command lines as processes of their own. Node starts a compiled process for a
// fraction of the CPU that tsx spends compiling the same modules again at every start (decision 041), and the build
// is what production runs (DESIGN §4.15).
import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder of this run's build of the server (beside dist/, which `npm start` and the journeys use). */
    serverBuildDir: string;
  }
}

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** Builds the server for this run (global setup); `remove` deletes the build when the run ends. */
export async function buildServerForTests(): Promise<{ dir: string; remove: () => Promise<void> }> {
  // Inside apps/server, so the build's imports resolve from the same node_modules as dist/'s.
  const name = `dist-test-${process.pid}`;
  await promisify(execFile)(process.execPath, ['scripts/build.mjs', '--outdir', name], { cwd: SERVER_DIR });
  const dir = join(SERVER_DIR, name);
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** A file of this run's build, by its path under src/ with .js for .ts (e.g. 'cli/admin-cli.js'); '' the folder. */
export function builtServerFile(path: string): string {
  return join(inject('serverBuildDir'), path);
}
