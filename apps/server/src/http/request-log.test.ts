import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../test-support/log-capture.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

describe('the request log', () => {
  let server: TestApp;
  const logs = captureLogs();

  beforeAll(async () => {
    server = await startTestApp({ config: { logLevel: 'info' }, logStream: logs.stream });
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
