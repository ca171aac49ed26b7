// Issue 17 'Faults', Redis gone: the stated behaviour (http/rate-limit.ts, docs/operations.md) is that the limits
// counted in Redis fail open. While Redis cannot be reached, requests are served as if uncounted (never a 500,
// never a 429 for everybody), and once Redis is back the counting resumes without a restart of the server.
// The test runs a Redis server of its own on a free port and stops it: the machine's shared Redis is left alone.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import type { AccountRateLimitSettings } from '../features/users/account-rate-limits.js';
import { GENEROUS_RATE_LIMITS, logIn } from '../features/users/users.test-support.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { createTestUser } from '../test-support/test-users.js';

const REDIS_SERVER = 'redis-server';
const hasRedisServer = spawnSync(REDIS_SERVER, ['--version']).status === 0;
const WINDOW_MS = 10 * 60_000;
// Two wrong passwords per account, then 429.
const SMALL: AccountRateLimitSettings = {
  ...GENEROUS_RATE_LIMITS,
  login: { perIp: { max: 100, timeWindowMs: WINDOW_MS }, perAccount: { max: 2, timeWindowMs: WINDOW_MS } },
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A Redis server without persistence on `port`; resolves once it says it accepts connections. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      if (line.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  child.stdout?.resume();
  return child;
}

async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

describe.skipIf(!hasRedisServer)('Redis gone under a running server', () => {
  let port: number;
  let redis: ChildProcess;
  let testApp: TestApp;
  const nameSpace = `assembly-finder-test:${randomUUID()}:`;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    testApp = await startTestApp({
      // The per-address API limit on too (counted in Redis as well), generous enough for the test's calls.
      config: {
        redisUrl: `redis://127.0.0.1:${port}`,
        limits: { ...loadConfig({}).limits, publicReadsPerMinute: 1_000 },
      },
      rateLimits: { rateLimits: SMALL, rateLimitNameSpace: nameSpace },
    });
  }, 60_000);
  afterAll(async () => {
    await testApp?.close();
    if (redis) await stopRedis(redis);
  });

  it('serves requests uncounted while it is gone, and counts again once it is back, without a restart', async () => {
    const anna = await createTestUser(testApp.db, testApp.config);
    // Redis up: the third try on the account is refused.
    expect((await logIn(testApp.baseUrl, anna.user.username, 'wrong 1')).status).toBe(401);
    expect((await logIn(testApp.baseUrl, anna.user.username, 'wrong 2')).status).toBe(401);
    expect((await logIn(testApp.baseUrl, anna.user.username, anna.password)).status).toBe(429);

    await stopRedis(redis);
    // Gone: the limits counted there fail open. Logins are checked (401 for a wrong password, 200 for the right
    // one, of an account that Redis had locked), public reads are answered, nothing is a 500.
    const ben = await createTestUser(testApp.db, testApp.config);
    for (let i = 0; i < 4; i += 1) {
      expect((await logIn(testApp.baseUrl, ben.user.username, `wrong ${i}`)).status).toBe(401);
    }
    expect((await logIn(testApp.baseUrl, anna.user.username, anna.password)).status).toBe(200);
    expect((await fetch(`${testApp.baseUrl}/v1/topic/`)).status).toBe(200);

    // Back (empty, as after a restart without persistence): the server's client reconnects on its own.
    redis = await startRedis(port);
    const probe = new Redis({ port });
    try {
      const carol = await createTestUser(testApp.db, testApp.config);
      // Counting has resumed once a failed login leaves its counter in the new Redis (waiting for the condition).
      let attempts = 0;
      while ((await probe.keys(`${nameSpace}*`)).length === 0) {
        attempts += 1;
        expect(attempts, 'the server did not count in Redis again').toBeLessThan(200);
        expect((await logIn(testApp.baseUrl, `nobody-${attempts}`, 'wrong')).status).toBe(401);
      }
      expect((await logIn(testApp.baseUrl, carol.user.username, 'wrong 1')).status).toBe(401);
      expect((await logIn(testApp.baseUrl, carol.user.username, 'wrong 2')).status).toBe(401);
      expect((await logIn(testApp.baseUrl, carol.user.username, carol.password)).status).toBe(429);
    } finally {
      probe.disconnect();
    }
  });
});
