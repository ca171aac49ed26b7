import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { openTestDatabase } from '../db/test-databases.js';
import { captureLogs } from '../test-support/log-capture.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

// The servers below differ in their log captures only: they share one database.
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase('pglite');
});
afterAll(() => database?.close());

describe('the request log', () => {
  let server: TestApp;
  const logs = captureLogs();

  beforeAll(async () => {
    server = await startTestApp({ config: { logLevel: 'info' }, logStream: logs.stream, db: database.db });
  });
  afterAll(async () => server?.close());

  it('writes one line per request, once answered, with the request, the status and the time taken', async () => {
    const response = await fetch(`${server.baseUrl}/v1/no-such-call?x=1`);
    expect(response.status).toBe(404);
    const requestId = response.headers.get('x-request-id');
    const lines = logs.lines.filter((line) => line.reqId === requestId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/v1/no-such-call?x=1' },
      res: { statusCode: 404 },
    });
    expect(lines[0]?.responseTime).toBeGreaterThan(0);
  });
});

describe('tokens in logged URLs', () => {
  let server: TestApp;
  const logs = captureLogs();

  beforeAll(async () => {
    server = await startTestApp({ config: { logLevel: 'info' }, logStream: logs.stream, db: database.db });
  });
  afterAll(async () => server?.close());

  // Issue 17 finding 7: opening the link of a reset or verification mail asks the server for the page.
  it('leaves the values of reset and verification tokens out of the request log, and keeps the rest', async () => {
    const urls = [
      '/en/password-reset?token=reset-secret-123',
      '/de/settings?tab=1&verify_token=verify-secret-456',
      '/v1/no-such-call?Token=upper-secret-789&x=1',
    ];
    for (const url of urls) await fetch(`${server.baseUrl}${url}`);
    const logged = logs.lines.map((line) => (line.req as { url?: string } | undefined)?.url ?? '');
    expect(logged.join('\n')).not.toMatch(/secret/);
    expect(logged).toEqual(
      expect.arrayContaining([
        '/en/password-reset?token=[redacted]',
        '/de/settings?tab=1&verify_token=[redacted]',
        '/v1/no-such-call?Token=[redacted]&x=1',
      ]),
    );
  });
});
