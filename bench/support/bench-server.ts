// The app in a child process on loopback for the HTTP benchmarks (event-search, export-feeds): started through
// scenarios/event-search-server.ts on a database (or, with `checkout`, another copy of the repository for an A/B),
// with the processes whose CPU a measurement counts.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { backendPids, withApplicationName } from './process-cpu.js';

const SERVER_ENTRY = fileURLToPath(new URL('../scenarios/event-search-server.ts', import.meta.url));

export interface Server {
  url: string;
  child: ChildProcess;
  /** How its PostgreSQL connections name themselves (undefined on PGlite, which runs in the app). */
  applicationName?: string | undefined;
  databaseUrl?: string | undefined;
}

/** The app in a child process; `checkout` serves another copy of the repository (see event-search-server.ts). */
export interface ServerSettings {
  logLevel?: string | undefined;
  eventCache?: string | undefined;
  /** FEED_CACHE_MB of the app (the export-feeds scenario serves one copy without the rendered-feed cache). */
  feedCacheMb?: string | undefined;
  /** WEB_DIST_DIR of the app: a built web app (or its index.html alone), for the event page case. */
  webDistDir?: string | undefined;
}

export function startServer(
  target: string,
  label: string,
  checkout?: string,
  settings: ServerSettings = {},
): Promise<Server> {
  const postgres = target.startsWith('postgres');
  const applicationName = postgres ? `af-bench-${label.replaceAll(' ', '-')}` : undefined;
  const served = applicationName ? withApplicationName(target, applicationName) : target;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', SERVER_ENTRY, served, ...(checkout ? [checkout] : [])],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        LOG_LEVEL: settings.logLevel,
        EVENT_CACHE_ENTRIES: settings.eventCache,
        FEED_CACHE_MB: settings.feedCacheMb,
        WEB_DIST_DIR: settings.webDistDir,
      },
    },
  );
  child.stdout?.resume(); // the app's log lines: read and dropped, as a log collector would
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\S+)/.exec(output);
      if (match?.[1]) {
        child.stderr?.off('data', onData);
        child.stderr?.pipe(process.stderr);
        resolve({ url: match[1], child, applicationName, databaseUrl: postgres ? target : undefined });
      }
    };
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`the app exited with code ${code} before listening:\n${output}`)),
    );
  });
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The app process and its PostgreSQL backends. */
export async function serverPids(server: Server): Promise<number[]> {
  const { child, databaseUrl, applicationName } = server;
  const backends = databaseUrl && applicationName ? await backendPids(databaseUrl, applicationName) : [];
  return [...(child.pid ? [child.pid] : []), ...backends];
}
