import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { openTestDatabase } from '../db/test-databases.js';
import type { AccountRateLimitSettings } from '../features/users/account-rate-limits.js';
import { GENEROUS_RATE_LIMITS, logIn } from '../features/users/users.test-support.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { createTestUser } from '../test-support/test-users.js';

const REDIS_URL = 'redis://127.0.0.1:6379';
const TOO_MANY = { detail: 'Too many requests. Please try again later.' };
const WINDOW_MS = 10 * 60_000;

// Small numbers so a test reaches them: 2 tries per account, 4 per client address.
const SMALL: AccountRateLimitSettings = {
  ...GENEROUS_RATE_LIMITS,
  login: { perIp: { max: 4, timeWindowMs: WINDOW_MS }, perAccount: { max: 2, timeWindowMs: WINDOW_MS } },
  register: { perIp: { max: 4, timeWindowMs: WINDOW_MS }, perAccount: { max: 2, timeWindowMs: WINDOW_MS } },
  resetPassword: {
    perIp: { max: 4, timeWindowMs: WINDOW_MS },
    perAccount: { max: 2, timeWindowMs: WINDOW_MS },
  },
  resetPasswordConfirm: {
    perIp: { max: 2, timeWindowMs: WINDOW_MS },
    perAccount: { max: 2, timeWindowMs: WINDOW_MS },
  },
  resendVerification: {
    perIp: { max: 4, timeWindowMs: WINDOW_MS },
    perAccount: { max: 2, timeWindowMs: WINDOW_MS },
  },
};

function post(baseUrl: string, path: string, body: unknown, authorization?: string): Promise<Response> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (authorization !== undefined) headers.authorization = authorization;
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function expectTooMany(response: Response): Promise<void> {
  expect(response.status).toBe(429);
  expect(await response.json()).toEqual(TOO_MANY);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
}

function describeStore(name: string, redisUrl: string | undefined) {
  describe(`account rate limits (${name})`, () => {
    let testApp: TestApp;
    const nameSpace = `assembly-finder-test:${randomUUID()}:`;

    /** A server with counters of its own (a name space of its own in Redis), on the describe's database (the first server opens it). */
    async function start(rateLimitNameSpace = nameSpace): Promise<TestApp> {
      return startTestApp({
        config: redisUrl === undefined ? {} : { redisUrl },
        rateLimits: { rateLimits: SMALL, rateLimitNameSpace },
        db: testApp?.db,
      });
    }

    beforeAll(async () => {
      testApp = await start();
    });
    afterAll(async () => {
      await testApp.close();
      if (redisUrl === undefined) return;
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${nameSpace}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    });

    it('get_token: a third try on one account answers 429, even with the right password; other accounts go on', async () => {
      const anna = await createTestUser(testApp.db, testApp.config);
      const ben = await createTestUser(testApp.db, testApp.config);
      expect((await logIn(testApp.baseUrl, anna.user.username, 'wrong password')).status).toBe(401);
      // The account key ignores letter case, like the login itself.
      expect((await logIn(testApp.baseUrl, anna.user.username.toUpperCase(), 'wrong again')).status).toBe(
        401,
      );
      await expectTooMany(await logIn(testApp.baseUrl, anna.user.username, anna.password));
      expect((await logIn(testApp.baseUrl, ben.user.username, ben.password)).status).toBe(200);
      // The fifth login call from this address passes the address limit of 4.
      await expectTooMany(await logIn(testApp.baseUrl, ben.user.username, ben.password));
    });

    // Issue 17 finding 7: counting every login let anyone lock an account by logging in with it.
    it('get_token and Basic: right passwords do not use up the account’s tries, wrong ones do', async () => {
      const ownApp = await start(`${nameSpace}successes:`);
      try {
        const anna = await createTestUser(ownApp.db, ownApp.config);
        const basic = (password: string) =>
          fetch(`${ownApp.baseUrl}/v1/user/me`, {
            headers: {
              authorization: `Basic ${Buffer.from(`${anna.user.username}:${password}`).toString('base64')}`,
            },
          });
        // Three right logins on an account allowed two tries (the address allows four).
        expect((await logIn(ownApp.baseUrl, anna.user.username, anna.password)).status).toBe(200);
        expect((await logIn(ownApp.baseUrl, anna.user.username, anna.password)).status).toBe(200);
        expect((await basic(anna.password)).status).toBe(200);
        expect((await basic('wrong password')).status).toBe(401);
      } finally {
        await ownApp.close();
      }
      const failures = await start(`${nameSpace}failures:`);
      try {
        const ben = await createTestUser(failures.db, failures.config);
        expect((await logIn(failures.baseUrl, ben.user.username, 'wrong')).status).toBe(401);
        expect((await logIn(failures.baseUrl, ben.user.username, ben.password)).status).toBe(200);
        expect((await logIn(failures.baseUrl, ben.user.username, 'wrong again')).status).toBe(401);
        // Two failures: the account waits, the right password included.
        await expectTooMany(await logIn(failures.baseUrl, ben.user.username, ben.password));
      } finally {
        await failures.close();
      }
    });

    it('register: limited per e-mail address and per client address', async () => {
      const body = (n: string, email = `rate-${n}@example.org`) => ({
        username: `rate_${n}`,
        email,
        password: 'long enough password',
        password_confirmation: 'long enough password',
      });
      expect((await post(testApp.baseUrl, '/v1/user/register', body('a'))).status).toBe(201);
      expect((await post(testApp.baseUrl, '/v1/user/register', body('b', 'RATE-a@example.org'))).status).toBe(
        409,
      );
      await expectTooMany(await post(testApp.baseUrl, '/v1/user/register', body('c', 'rate-a@example.org')));
      expect((await post(testApp.baseUrl, '/v1/user/register', body('d'))).status).toBe(201);
      await expectTooMany(await post(testApp.baseUrl, '/v1/user/register', body('e')));
    });

    it('reset-password and its confirmation: limited per address asked for and per client address', async () => {
      const reset = (email: string) => post(testApp.baseUrl, '/v1/user/reset-password', { email });
      expect((await reset('someone@example.org')).status).toBe(200);
      expect((await reset('someone@example.org')).status).toBe(200);
      await expectTooMany(await reset('SOMEONE@example.org'));
      expect((await reset('someone-else@example.org')).status).toBe(200);
      await expectTooMany(await reset('a-third@example.org'));

      const confirm = () =>
        post(testApp.baseUrl, '/v1/user/reset-password/confirm', {
          token: 'guess',
          password: 'long enough pw',
          password_confirmation: 'long enough pw',
        });
      expect((await confirm()).status).toBe(400);
      expect((await confirm()).status).toBe(400);
      await expectTooMany(await confirm());
    });

    it('resend-verification: limited per account', async () => {
      const user = await createTestUser(testApp.db, testApp.config, { verified: false });
      const resend = () =>
        post(testApp.baseUrl, '/v1/user/resend-verification', undefined, user.authorization);
      expect((await resend()).status).toBe(200);
      expect((await resend()).status).toBe(200);
      await expectTooMany(await resend());
    });

    it('HTTP Basic credentials: counted with get_token per account and per address, repeated right ones once', async () => {
      const basicApp = await start(`${nameSpace}basic:`);
      try {
        const anna = await createTestUser(basicApp.db, basicApp.config);
        const ben = await createTestUser(basicApp.db, basicApp.config);
        const carol = await createTestUser(basicApp.db, basicApp.config);
        const me = (login: string, password: string) =>
          fetch(`${basicApp.baseUrl}/v1/user/me`, {
            headers: { authorization: `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}` },
          });
        expect((await me(anna.user.username, 'wrong password')).status).toBe(401);
        expect((await logIn(basicApp.baseUrl, anna.user.username, 'wrong again')).status).toBe(401);
        // The account has had its tries: even the right password is not checked.
        await expectTooMany(await me(anna.user.username.toUpperCase(), anna.password));
        // A script's repeated right credentials are checked once, so they do not use up the limits.
        for (let i = 0; i < 3; i += 1) expect((await me(ben.user.username, ben.password)).status).toBe(200);
        // The address has made its 4 checks (3 for anna, 1 for ben).
        await expectTooMany(await me(carol.user.username, carol.password));
      } finally {
        await basicApp.close();
      }
    });

    if (redisUrl !== undefined) {
      it('shares the counters between server copies through Redis', async () => {
        const first = await start(`${nameSpace}shared:`);
        const second = await start(`${nameSpace}shared:`);
        try {
          expect((await logIn(first.baseUrl, 'nobody', 'wrong password')).status).toBe(401);
          expect((await logIn(second.baseUrl, 'NOBODY', 'wrong password')).status).toBe(401);
          await expectTooMany(await logIn(first.baseUrl, 'nobody', 'wrong password'));
        } finally {
          await first.close();
          await second.close();
        }
      });
    }
  });
}

describeStore('memory', undefined);
describeStore('Redis', REDIS_URL);

describe('client addresses behind a reverse proxy', () => {
  // The two servers differ in their settings only: they share one database.
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(() => database?.close());

  const resetFrom = (baseUrl: string, forwardedFor: string) =>
    fetch(`${baseUrl}/v1/user/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ email: `${randomUUID()}@example.org` }),
    });

  async function statusesFromTwoClients(trustedProxyHops: number): Promise<number[]> {
    const testApp = await startTestApp({
      config: { trustedProxyHops },
      rateLimits: { rateLimits: SMALL, rateLimitNameSpace: `proxy-test:${randomUUID()}:` },
      db: database.db,
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await resetFrom(testApp.baseUrl, '203.0.113.7')).status);
      statuses.push((await resetFrom(testApp.baseUrl, '198.51.100.9')).status);
      return statuses;
    } finally {
      await testApp.close();
    }
  }

  it('with TRUSTED_PROXY_HOPS set, each forwarded client has its own per-address limit', async () => {
    expect(await statusesFromTwoClients(1)).toEqual([200, 200, 200, 200, 200]);
  });

  it('without it, a forged X-Forwarded-For does not escape the limit of the real peer', async () => {
    expect(await statusesFromTwoClients(0)).toEqual([200, 200, 200, 200, 429]);
  });
});
