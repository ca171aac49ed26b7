// Starts the real server as `npm start` runs it (apps/server/dist, built by `npm run build`) as a child process on
// loopback, and stops it again.
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_CERT } from '../../apps/server/src/test-support/push-endpoint.js';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const WEB_DIST_DIR = join(REPO_ROOT, 'apps/web/dist');
export const SERVER_DIST_DIR = join(REPO_ROOT, 'apps/server/dist');

// A fresh embedded database runs migrations and seeds the demo data before /health answers.
const STARTUP_DEADLINE_MS = 180_000;
const STOP_DEADLINE_MS = 15_000;

// E2E_SERVER_LOG=<file>: the server logs every request with its time to that file, which outlives the run (the
// data folder's own log is removed with it). For finding where a run's time goes and for reading an
// intermittent failure after the fact.
const KEPT_LOG_FILE = process.env.E2E_SERVER_LOG || undefined;

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  logFile: string;
  stop(): Promise<void>;
}

/** Asks the kernel for a free loopback port by binding port 0, then releases it for the server. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      if (address === null || typeof address === 'string') {
        probe.close();
        reject(new Error('could not read the probe port'));
        return;
      }
      probe.close(() => resolvePort(address.port));
    });
  });
}

export interface StartServerOptions {
  /** Runs before the server starts, in its environment: e.g. a CLI on the same embedded database. */
  prepare?: (env: NodeJS.ProcessEnv) => Promise<void>;
  /** MAP_STYLE_URL of the server (support/map-host.ts); unset: 'none', the offline outline only. */
  mapStyleUrl?: string;
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  for (const built of [join(WEB_DIST_DIR, 'index.html'), join(SERVER_DIST_DIR, 'main.js')]) {
    if (!existsSync(built)) {
      throw new Error(
        `The app is not built: ${built} is missing. Run \`npm run build\` first (\`npm run test:e2e\` does it for you).`,
      );
    }
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'assembly-finder-e2e-'));
  const logFile = KEPT_LOG_FILE ?? join(dataDir, 'server.log');
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = createWriteStream(logFile);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST_DIR,
    PUBLIC_URL: baseUrl,
    SEED_DEMO_DATA: 'true',
    LOG_LEVEL: KEPT_LOG_FILE ? 'info' : 'warn',
    // The journeys always use the embedded database, even when the shell has a DATABASE_URL.
    DATABASE_URL: '',
    // The basemap from a host on loopback, or none: journeys never reach the internet (decision 038).
    MAP_STYLE_URL: options.mapStyleUrl ?? 'none',
    MAP_TILE_URL: '',
    // No scheduled crawls: journeys never reach the internet (issue 5).
    CRAWL_ENABLED: 'false',
    // Every browser of every journey calls from 127.0.0.1: the per-address API limit would count them as one.
    PUBLIC_READS_PER_MINUTE: '0',
    // …and the journeys register and log in more people in a few minutes than one address may.
    REGISTRATIONS_PER_HOUR: '100000',
    LOGINS_PER_MINUTE: '100000',
    // Web Push (push.e2e.ts): the journeys' push service is local, on 127.0.0.1 with a test certificate,
    // and a push leaves within a quarter of a second of the event's write.
    PUSH_ALLOW_LOCAL_ENDPOINTS: 'true',
    PUSH_DISPATCH_INTERVAL_MS: '250',
    NODE_EXTRA_CA_CERTS: join(dataDir, 'push-service-ca.pem'),
  };
  await writeFile(join(dataDir, 'push-service-ca.pem'), `${TEST_CERT}\n`);
  try {
    await options.prepare?.(env);
  } catch (error) {
    log.end();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  // Compiled JavaScript, as in production: through tsx the server's start cost about three times the CPU (decision 041).
  const child = spawn(process.execPath, ['--max-semi-space-size=4', join(SERVER_DIST_DIR, 'main.js')], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  const stop = async () => {
    await stopChild(child);
    log.end();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    const output = await readFile(logFile, 'utf8').catch(() => '');
    await stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output.slice(-4000)}`);
  }
  return { baseUrl, dataDir, logFile, stop };
}

/** Polls GET /health until it answers 200, the process dies, or the deadline passes. */
async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_DEADLINE_MS;
  let exited: string | undefined;
  child.once('exit', (code, signal) => {
    exited = `the server exited during startup (code ${code}, signal ${signal})`;
  });
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (exited) throw new Error(exited);
    try {
      const response = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
      lastProblem = `GET /health answered ${response.status}`;
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    await new Promise((resolveDelay) => setTimeout(resolveDelay, 250));
  }
  throw new Error(`the server was not healthy within ${STARTUP_DEADLINE_MS / 1000} s (${lastProblem})`);
}

/** SIGTERM for a graceful shutdown (closes the embedded database), SIGKILL if it hangs. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_DEADLINE_MS);
  await exited;
  clearTimeout(timer);
}
