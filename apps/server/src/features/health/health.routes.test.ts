import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test-support/api-client.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

describe('GET /health', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(async () => server?.close());

  it('answers 200 with the database ok after a real query', async () => {
    const { data, response } = await apiClient(server.baseUrl).GET('/health');
    expect(response.status).toBe(200);
    expect(data).toEqual({ status: 'ok', database: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 with a detail when the database cannot be reached', async () => {
    // Destroying the pool makes every later query fail, as a lost database connection does.
    await server.db.destroy();
    const { error, response } = await apiClient(server.baseUrl).GET('/health');
    expect(response.status).toBe(503);
    expect(error).toEqual({ detail: 'Database unavailable' });
  });
});
