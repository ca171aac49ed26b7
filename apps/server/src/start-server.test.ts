// Decision 054: on SIGTERM the server stops accepting, lets the requests in flight finish for SHUTDOWN_GRACE_SECONDS,
// then cuts the connections still busy, and closes the database after it: over the real, compiled process.
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { embeddedDatabaseDir } from './db/database.js';
import { API_DOCS_PATH } from './http/openapi.js';
import { listeningUrl, type MainProcess, startMain, stopStartedMains } from './test-support/main-process.js';
import { writeMigratedPgliteFolder } from './test-support/template-databases.js';
import { until } from './test-support/until.js';

// The data folder starts migrated (a fresh one is main.test.ts's case); the gazetteer and the demo data still load.
const START_MS = 180_000;
// Beyond the grace: closing the crawls and the embedded database, and the process's exit, on a busy machine.
const MARGIN_MS = 30_000;

async function openConnection(baseUrl: string): Promise<Socket> {
  const socket = connect(Number(new URL(baseUrl).port), '127.0.0.1');
  await once(socket, 'connect');
  return socket;
}

/** Resolves with the exit code once the process has closed, within `ms` of now; fails with its output if not. */
async function closedWithin(main: MainProcess, ms: number): Promise<number | null> {
  let deadline: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    deadline = setTimeout(
      () => reject(new Error(`still running ${ms / 1000} s later:\n${main.output.join('\n')}`)),
      ms,
    );
  });
  try {
    const [code] = (await Promise.race([once(main.child, 'close'), late])) as [number | null];
    return code;
  } finally {
    clearTimeout(deadline);
  }
}

describe('the server process on SIGTERM', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'assembly-finder-shutdown-'));
    await writeMigratedPgliteFolder(embeddedDatabaseDir(dataDir));
  });
  afterEach(stopStartedMains);
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const start = (graceSeconds: number) =>
    startMain({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SHUTDOWN_GRACE_SECONDS: String(graceSeconds),
    });

  it('cuts a connection whose client never reads its answer once the grace is over, says so, and exits 0', {
    timeout: START_MS + MARGIN_MS,
  }, async () => {
    const graceMs = 2_000;
    const main = start(graceMs / 1000);
    const client = await openConnection(await listeningUrl(main));
    // The kernel's buffers on loopback take about 4 MB of an answer nobody reads (decision 054), more than any one
    // answer here: the largest, the API docs' script of 1.7 MB, ten times over one connection (HTTP/1.1 pipelining).
    client.write(
      `GET ${API_DOCS_PATH}/static/swagger-ui-bundle.js HTTP/1.1\r\nHost: test\r\n\r\n`.repeat(10),
    );
    await new Promise<void>((resolve) =>
      client.once('data', () => {
        client.pause();
        resolve();
      }),
    );

    const signalled = performance.now();
    main.child.kill('SIGTERM');
    const code = await closedWithin(main, graceMs + MARGIN_MS);
    const stoppedAfterMs = performance.now() - signalled;

    expect(code, main.output.join('\n')).toBe(0);
    const cut = await main.line(/"msg":"shutdown grace over: cut the connections still busy"/);
    expect(JSON.parse(cut.input)).toMatchObject({ connections: 1, graceMs });
    expect(stoppedAfterMs, 'the answer had its grace').toBeGreaterThanOrEqual(graceMs);
    expect(main.output.join('\n')).toContain('"msg":"stopped"');
    client.destroy();
  });

  it('answers a request in flight in full within the grace, closes idle connections at once, and cuts none', {
    timeout: START_MS + MARGIN_MS,
  }, async () => {
    // Far longer than the test waits: the process must close without it.
    const main = start(600);
    const baseUrl = await listeningUrl(main);
    // A keep-alive connection, idle after its answer.
    const idle = await openConnection(baseUrl);
    idle.write('GET /health HTTP/1.1\r\nHost: test\r\n\r\n');
    await once(idle, 'data');
    const idleClosed = once(idle, 'close');
    // A request whose body is half sent: Expect: 100-continue has the server say when it has the request.
    const body = JSON.stringify({ mode: 'closest_future', limit: 5 });
    const inFlight = await openConnection(baseUrl);
    const received: Buffer[] = [];
    inFlight.on('data', (chunk: Buffer) => received.push(chunk));
    const inFlightClosed = once(inFlight, 'close');
    inFlight.write(
      'POST /v1/event/all HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n${body.slice(0, 10)}`,
    );
    await until('the server takes the request', () => Buffer.concat(received).includes('100 Continue'));

    main.child.kill('SIGTERM');
    await until('the server stops accepting', () =>
      openConnection(baseUrl).then(
        (probe) => {
          probe.destroy();
          return false;
        },
        () => true,
      ),
    );
    inFlight.write(body.slice(10));
    const code = await closedWithin(main, MARGIN_MS);
    await Promise.all([idleClosed, inFlightClosed]);

    const answer = Buffer.concat(received).toString();
    const final = answer.slice(answer.indexOf('\r\n\r\n') + 4);
    const [head = '', payload = ''] = final.split('\r\n\r\n');
    expect(head, answer).toMatch(/^HTTP\/1\.1 200 /);
    const length = Number(/content-length: (\d+)/i.exec(head)?.[1]);
    expect(Buffer.byteLength(payload), 'the whole answer').toBe(length);
    expect((JSON.parse(payload) as { events: unknown[] }).events.length).toBeGreaterThan(0);
    expect(code, main.output.join('\n')).toBe(0);
    expect(main.output.join('\n')).not.toContain('shutdown grace over');
    expect(main.output.join('\n')).toContain('"msg":"stopped"');
  });
});
