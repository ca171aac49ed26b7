// The compiled server started as `npm start` runs it (test-support/server-build.ts), as a child process, for tests of
// the process itself: how it starts, what it logs, how it stops.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { builtServerFile } from './server-build.js';

export interface MainProcess {
  child: ChildProcess;
  /** What it has written: stdout line by line, stderr as it came. */
  output: string[];
  /** Resolves with the first stdout line that matches, also one written before; rejects if the process ends first. */
  line(pattern: RegExp): Promise<RegExpExecArray>;
}

// Every process started here; stopStartedMains kills any still running, even when a test timed out mid-way.
const started = new Set<ChildProcess>();

export function startMain(env: Record<string, string>): MainProcess {
  const child = spawn(process.execPath, [builtServerFile('main.js')], {
    // Only what the server needs: the test must not pick up a DATABASE_URL or PORT from the shell.
    // No scheduled crawls: tests never reach the internet (issue 5).
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DATABASE_URL: '',
      CRAWL_ENABLED: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  const output: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  lines.on('line', (text) => output.push(text));
  // 'close', not 'exit': a child's last output can reach us after it has exited.
  const closed = once(child, 'close');
  const line = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      for (const text of output) {
        const found = pattern.exec(text);
        if (found !== null) return resolve(found);
      }
      const match = (text: string) => {
        const found = pattern.exec(text);
        if (found === null) return;
        lines.off('line', match);
        resolve(found);
      };
      lines.on('line', match);
      void closed.then(() => reject(new Error(`closed before writing ${pattern}:\n${output.join('\n')}`)));
    });
  return { child, output, line };
}

/** Resolves with the URL the server logs once it listens. */
export async function listeningUrl(main: MainProcess): Promise<string> {
  const [, url] = await main.line(/Assembly Finder is running at (http:\/\/\S+)/);
  return url as string;
}

/** For afterEach: kills every process startMain started that still runs. */
export function stopStartedMains(): void {
  for (const child of started) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  started.clear();
}
