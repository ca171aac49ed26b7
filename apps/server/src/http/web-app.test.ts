import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFakeWebDist,
  FAKE_APP_JS,
  FAKE_INDEX_HTML,
  FAKE_MANIFEST,
  FAKE_SW_JS,
  type FakeWebDist,
  isFakeIndexPage,
} from '../test-support/fake-web-dist.js';
import { rawRequest } from '../test-support/raw-http.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { isSpaRoute } from './web-app.js';

describe('isSpaRoute', () => {
  it.each([
    ['GET', '/', true],
    ['GET', '/de/events/12--demo', true],
    ['HEAD', '/event-list/1', true],
    ['GET', '/error/not-found', true],
    ['POST', '/de/events', false],
    ['GET', '/v1', false],
    ['GET', '/v1/event/1', false],
    ['GET', '/api/anything', false],
    ['GET', '/health', false],
    ['GET', '/assets/missing-123.js', false],
    ['GET', '/sw.js', false],
    ['GET', '/v1x', true],
  ])('%s %s → %s', (method, path, expected) => {
    expect(isSpaRoute(method, path)).toBe(expected);
  });
});

describe('serving the built web app', () => {
  let server: TestApp;
  let dist: FakeWebDist;
  const url = (path: string) => `${server.baseUrl}${path}`;

  beforeAll(async () => {
    dist = await createFakeWebDist();
    server = await startTestApp({ config: { webDistDir: dist.dir } });
  });
  afterAll(async () => {
    await server?.close();
    await dist?.remove();
  });

  it('serves hashed assets as immutable for a year', async () => {
    const response = await rawRequest(url('/assets/app-abc123.js'));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body.toString()).toBe(FAKE_APP_JS);
  });

  it('serves index.html and other unhashed files with no-cache', async () => {
    for (const path of ['/', '/index.html', '/favicon.svg']) {
      const response = await rawRequest(url(path));
      expect(response.status, path).toBe(200);
      expect(response.headers['cache-control'], path).toBe('no-cache');
    }
    expect((await rawRequest(url('/index.html'))).body.toString()).toBe(FAKE_INDEX_HTML);
    expect(isFakeIndexPage((await rawRequest(url('/'))).body.toString())).toBe(true);
  });

  it('answers client-side routes with index.html, their own head and 200', async () => {
    for (const path of ['/de/events/12--demo-in-leipzig', '/event-list/3?x=1', '/error/not-found']) {
      const response = await rawRequest(url(path));
      expect(response.status, path).toBe(200);
      expect(response.headers['content-type'], path).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], path).toBe('no-cache');
      expect(isFakeIndexPage(response.body.toString()), path).toBe(true);
    }
  });

  it('answers HEAD like GET without a body', async () => {
    for (const path of ['/de/alerts', '/assets/app-abc123.js']) {
      const response = await rawRequest(url(path), { method: 'HEAD' });
      expect(response.status, path).toBe(200);
      expect(response.body.length, path).toBe(0);
    }
  });

  it('preloads the chunks a page first renders with: its language’s texts and its screen (issue 18)', async () => {
    const preloads = async (path: string) => {
      const html = (await rawRequest(url(path))).body.toString();
      return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
        (match) => match[1],
      );
    };
    expect(await preloads('/de/events/12--demo')).toEqual([
      '/assets/de-abc123.js',
      '/assets/event-detail-abc123.js',
      '/assets/api-abc123.js',
    ]);
    expect(await preloads('/en/alerts')).toEqual(['/assets/en-abc123.js']);
    // The manifest itself is the server's to read, not a file of the site.
    expect((await rawRequest(url('/.vite/manifest.json'))).body.toString()).not.toContain('isEntry');
  });

  it('never answers API paths or missing assets with index.html', async () => {
    for (const path of ['/v1/nothing', '/api/nothing', '/assets/app-old999.js']) {
      const response = await rawRequest(url(path));
      expect(response.status, path).toBe(404);
      expect(JSON.parse(response.body.toString()), path).toEqual({ detail: 'Not Found' });
    }
  });

  it('serves /sw.js with no-cache and Service-Worker-Allowed, and 404 once it is gone', async () => {
    const response = await rawRequest(url('/sw.js'));
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['service-worker-allowed']).toBe('/');
    expect(response.body.toString()).toBe(FAKE_SW_JS);

    await rm(join(dist.dir, 'sw.js'));
    try {
      const missing = await rawRequest(url('/sw.js'));
      expect(missing.status).toBe(404);
      expect(missing.body.toString()).not.toContain('<html');
    } finally {
      await writeFile(join(dist.dir, 'sw.js'), FAKE_SW_JS);
    }
  });

  it('serves /sw.js as JavaScript and the web app manifest as application/manifest+json, both no-cache (issue 14)', async () => {
    const sw = await rawRequest(url('/sw.js'), { headers: { 'accept-encoding': 'br' } });
    expect(sw.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    for (const encoding of ['br', 'gzip', 'identity']) {
      const manifest = await rawRequest(url('/manifest.webmanifest'), {
        headers: { 'accept-encoding': encoding },
      });
      expect(manifest.status, encoding).toBe(200);
      expect(manifest.headers['content-type'], encoding).toMatch(/^application\/manifest\+json/);
      expect(manifest.headers['cache-control'], encoding).toBe('no-cache');
      const body =
        encoding === 'br'
          ? brotliDecompressSync(manifest.body)
          : encoding === 'gzip'
            ? gunzipSync(manifest.body)
            : manifest.body;
      expect(JSON.parse(body.toString()), encoding).toEqual(JSON.parse(FAKE_MANIFEST));
    }
  });

  it('compresses with brotli or gzip as the client asks', async () => {
    const br = await rawRequest(url('/assets/app-abc123.js'), { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toBe(FAKE_APP_JS);

    const gzip = await rawRequest(url('/assets/app-abc123.js'), { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(FAKE_APP_JS);

    const plain = await rawRequest(url('/assets/app-abc123.js'), {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(FAKE_APP_JS);
  });

  it('serves a precompressed .br sibling when the build produced one', async () => {
    const precompressed = join(dist.dir, 'assets/app-abc123.js.br');
    await writeFile(precompressed, Buffer.from('not really brotli, proves the file was used'));
    try {
      const response = await rawRequest(url('/assets/app-abc123.js'), {
        headers: { 'accept-encoding': 'br' },
      });
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body.toString()).toBe('not really brotli, proves the file was used');
    } finally {
      await rm(precompressed);
    }
  });

  it('compresses API JSON responses too', async () => {
    const response = await rawRequest(url('/api/openapi.json'), { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.body).toString())).toMatchObject({ openapi: '3.1.0' });
  });
});
