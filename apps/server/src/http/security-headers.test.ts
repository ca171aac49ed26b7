import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeWebDist, type FakeWebDist } from '../test-support/fake-web-dist.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { contentSecurityPolicy } from './security-headers.js';

const STYLE_ORIGIN = 'https://styles.example.org';
const TILE_ORIGIN = 'https://tiles.example.org';

function directives(header: string | null): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

/**
 * Status and headers of a response, its body read to the end: a body left unread keeps the connection busy, and
 * closing the server then waited ~70 s for it.
 */
async function fetchHead(url: string, init?: RequestInit): Promise<{ status: number; headers: Headers }> {
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return { status: response.status, headers: response.headers };
}

describe('contentSecurityPolicy', () => {
  it('allows only the own origin when no basemap is configured (MAP_STYLE_URL=none)', () => {
    const csp = contentSecurityPolicy([]);
    const sources = Object.values(csp).flatMap((values) => values ?? []);
    expect(
      sources.every((source) => source.startsWith("'") || source === 'data:' || source === 'blob:'),
    ).toBe(true);
  });
});

describe('security headers on every response', () => {
  let server: TestApp;
  let dist: FakeWebDist;

  beforeAll(async () => {
    dist = await createFakeWebDist();
    server = await startTestApp({
      config: {
        webDistDir: dist.dir,
        map: { styleUrl: `${STYLE_ORIGIN}/liberty`, origins: [STYLE_ORIGIN, TILE_ORIGIN] },
      },
      routes: (app) => {
        app.post('/v1/probe', { schema: { body: { type: 'object', required: ['name'] } } }, async () => ({}));
        app.get('/v1/probe/crash', async () => {
          throw new Error('boom');
        });
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await dist?.remove();
  });

  const cases: [string, string, RequestInit?][] = [
    ['an API response', '/health'],
    ['a 404 JSON error', '/v1/no-such-call'],
    [
      'a 422 error',
      '/v1/probe',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
    ],
    ['a 500 error', '/v1/probe/crash'],
    ['a hashed asset', '/assets/app-abc123.js'],
    ['the SPA fallback', '/de/events'],
    ['the service worker', '/sw.js'],
    ['the OpenAPI document', '/api/openapi.json'],
    ['the API reference page', '/api/docs'],
  ];

  it.each(cases)('sets the CSP and companion headers on %s', async (_name, path, init) => {
    const response = await fetchHead(`${server.baseUrl}${path}`, init);
    expect(response.status, 'the case reaches the intended kind of response').toBe(
      { '/v1/no-such-call': 404, '/v1/probe': 422, '/v1/probe/crash': 500 }[path] ?? 200,
    );
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', STYLE_ORIGIN, TILE_ORIGIN]);
    expect(csp.get('connect-src')).toEqual(["'self'", STYLE_ORIGIN, TILE_ORIGIN]);
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('allows inline styles only on the API reference pages, which Swagger UI needs', async () => {
    const docs = directives(
      (await fetchHead(`${server.baseUrl}/api/docs`)).headers.get('content-security-policy'),
    );
    expect(docs.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(docs.get('script-src')).toEqual(["'self'"]);
    for (const path of ['/de/events', '/health', '/api/openapi.json']) {
      const csp = directives(
        (await fetchHead(`${server.baseUrl}${path}`)).headers.get('content-security-policy'),
      );
      expect(csp.get('style-src'), path).toEqual(["'self'"]);
    }
  });
});
