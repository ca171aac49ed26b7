// The production build as `npm start` runs it (apps/server's start script: compiled JavaScript, its Node flags),
// on a fresh data folder, for the benchmarks that measure what production serves (sustained, lighthouse).
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const SERVER_DIR = fileURLToPath(new URL('../../apps/server/', import.meta.url));

export interface ProductionServer {
  url: string;
  child: ChildProcess;
  dataDir: string;
}

/** Builds the server (scripts/build.mjs) and starts it as `npm start -w apps/server` does, with `env` added. */
export async function startProductionServer(env: Record<string, string>): Promise<ProductionServer> {
  await promisify(execFile)(process.execPath, ['scripts/build.mjs'], { cwd: SERVER_DIR });
  const startScript = JSON.parse(await readFile(join(SERVER_DIR, 'package.json'), 'utf8')).scripts
    .start as string;
  const [command, ...args] = startScript.split(' ');
  if (command !== 'node') throw new Error(`apps/server's start script is not 'node …': ${startScript}`);
  const dataDir = await mkdtemp(join(tmpdir(), 'assembly-finder-sustained-'));
  const child = spawn(process.execPath, args, {
    cwd: SERVER_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      CRAWL_ENABLED: 'false',
      SEED_DEMO_DATA: 'false',
      ...env,
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const url = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    const onLine = (line: string) => {
      const match = /Assembly Finder is running at (http:\/\/\S+)/.exec(line);
      if (match?.[1]) {
        lines.off('line', onLine);
        resolve(match[1]);
      }
    };
    lines.on('line', onLine); // the request log afterwards: read and dropped, as a log collector would
    child.once('exit', (code) =>
      reject(new Error(`the server exited with ${code} before listening:\n${stderr}`)),
    );
  });
  return { url, child, dataDir };
}

export async function stopProductionServer(server: ProductionServer): Promise<void> {
  if (server.child.exitCode === null) {
    const exited = once(server.child, 'exit');
    server.child.kill('SIGTERM');
    await exited;
  }
  await rm(server.dataDir, { recursive: true, force: true });
}

/** Resident memory of a process, from /proc. */
export async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) * 1024;
}
