// Issue 17 finding 7: the crawler follows redirects only within the feed's site and caps the bytes it reads
// by counting them, not by trusting Content-Length. Served from loopback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, type FeedServer, startFeedServer } from '../test-support/feed-server.js';
import { createHttpClient, FeedFetchError, isSameSiteRedirect } from './http-client.js';

describe('the crawler’s HTTP client', () => {
  let server: FeedServer;
  beforeAll(async () => {
    server = await startFeedServer();
    server.routes.set('/robots.txt', answer(404, ''));
  });
  afterAll(async () => server.close());

  const client = (maxBodyBytes?: number) =>
    createHttpClient({
      userAgent: 'test',
      productToken: 'AssemblyFinder',
      timeoutMs: 5000,
      attempts: 1,
      backoffMs: 0,
      maxBodyBytes,
    });
  const redirectTo =
    (location: string) => (_request: unknown, response: import('node:http').ServerResponse) =>
      response.writeHead(302, { location }).end();

  it('follows a redirect within the same host', async () => {
    server.routes.set('/old', redirectTo('/new'));
    server.routes.set('/new', answer(200, '{"ok":true}'));
    const response = await client().get(`${server.baseUrl}/old`);
    expect(response).toMatchObject({ status: 200, text: '{"ok":true}', url: `${server.baseUrl}/new` });
  });

  it('refuses a redirect to another site and does not ask it', async () => {
    const port = new URL(server.baseUrl).port;
    server.routes.set('/away', redirectTo(`http://localhost:${port}/new`));
    const before = server.requests.length;
    const error = await client()
      .get(`${server.baseUrl}/away`)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FeedFetchError);
    expect((error as FeedFetchError).message).toMatch(/redirect to another site refused/);
    expect(server.requests.slice(before)).not.toContain('/new');
  });

  it('stops reading a body past the cap when Content-Length is missing', async () => {
    server.routes.set('/big', (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      // Chunked, no Content-Length: 64 KiB in 16 writes against a cap of 10,000 bytes.
      for (let i = 0; i < 16; i++) response.write('x'.repeat(4096));
      response.end();
    });
    const error = await client(10_000)
      .get(`${server.baseUrl}/big`)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FeedFetchError);
    expect((error as FeedFetchError).message).toMatch(/response too large/);
    expect((error as FeedFetchError).retryable).toBe(false);
  });

  it('reads a body under the cap whole, multi-byte characters across chunks included', async () => {
    server.routes.set('/small', (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      const bytes = Buffer.from('"Straße – Grüße"');
      response.write(bytes.subarray(0, 5));
      response.end(bytes.subarray(5));
    });
    expect((await client(10_000).get(`${server.baseUrl}/small`)).text).toBe('"Straße – Grüße"');
  });
});

describe('same-site redirects', () => {
  const same = (from: string, to: string) => isSameSiteRedirect(new URL(from), new URL(to));
  it('allows the same registrable domain and refuses other hosts, other schemes and https → http', () => {
    expect(same('https://www.berlin.de/polizei/x.json', 'https://berlin.de/y')).toBe(true);
    expect(same('http://www.dresden.de/a', 'https://www.dresden.de/a')).toBe(true);
    expect(same('https://www.berlin.de/a', 'https://evil.example/a')).toBe(false);
    expect(same('https://www.berlin.de/a', 'https://berlin.de.evil.example/a')).toBe(false);
    expect(same('https://www.berlin.de/a', 'http://www.berlin.de/a')).toBe(false);
    expect(same('https://www.berlin.de/a', 'file:///etc/passwd')).toBe(false);
    expect(same('http://127.0.0.1:8080/a', 'http://169.254.169.254/latest')).toBe(false);
  });
});
