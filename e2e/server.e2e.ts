// The built web app as the server delivers it: compression, caching, SPA fallback, reserved paths.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, inject, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { getRaw, header } from './support/http.js';
import './support/provided.js';

const baseUrl = inject('baseUrl');

function decode(body: Buffer, encoding: string): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

async function fetchIndexHtml(): Promise<string> {
  const response = await getRaw(`${baseUrl}/`);
  return response.body.toString('utf8');
}

/** The hashed script the built index.html loads, e.g. /assets/index-AbC123.js. */
async function findHashedScript(): Promise<string> {
  const match = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(await fetchIndexHtml());
  if (!match?.[1]) throw new Error('index.html loads no /assets/*.js script');
  return match[1];
}

describe('the server delivers the built web app', () => {
  test('index.html is revalidated on every visit', async () => {
    const response = await getRaw(`${baseUrl}/`);
    expect(response.status).toBe(200);
    expect(header(response, 'content-type')).toMatch(/^text\/html/);
    expect(header(response, 'cache-control')).toMatch(/no-cache/);
    expect(response.body.toString('utf8')).toMatch(/<div id="root"/);
  });

  test('hashed assets are cached for a year as immutable', async () => {
    const response = await getRaw(`${baseUrl}${await findHashedScript()}`);
    expect(response.status).toBe(200);
    expect(header(response, 'content-type')).toMatch(/javascript/);
    expect(header(response, 'cache-control')).toMatch(/immutable/);
    expect(header(response, 'cache-control')).toMatch(/max-age=31536000/);
  });

  test.each(['br', 'gzip'])('assets are sent %s-compressed to a client that accepts it', async (encoding) => {
    const path = await findHashedScript();
    const plain = await getRaw(`${baseUrl}${path}`, { 'accept-encoding': 'identity' });
    const compressed = await getRaw(`${baseUrl}${path}`, { 'accept-encoding': encoding });
    expect(header(compressed, 'content-encoding')).toBe(encoding);
    expect(compressed.body.length).toBeLessThan(plain.body.length);
    expect(decode(compressed.body, encoding)).toBe(plain.body.toString('utf8'));
  });

  test('a deep link into the app answers with index.html so the router can take over', async () => {
    const response = await getRaw(`${baseUrl}/de/events/12--demo-in-leipzig?radius_km=5`);
    expect(response.status).toBe(200);
    expect(header(response, 'content-type')).toMatch(/^text\/html/);
    expect(header(response, 'cache-control')).toMatch(/no-cache/);
    // The same app with the page's own head (decision 030): its language, the same script, the same body.
    const page = response.body.toString('utf8');
    const home = await fetchIndexHtml();
    expect(page).toMatch(/<html lang="de-DE"/);
    expect(page).toContain(`src="${await findHashedScript()}"`);
    expect(page.slice(page.indexOf('</head>'))).toBe(home.slice(home.indexOf('</head>')));
  });

  test('/sw.js is reserved for the service worker and never answered with the app page', async () => {
    const response = await getRaw(`${baseUrl}/sw.js`);
    expect(header(response, 'content-type')).not.toMatch(/text\/html/);
    expect(response.body.toString('utf8')).not.toMatch(/<div id="root"/);
  });

  test('an unknown API path is a JSON 404, not the app page', async () => {
    const response = await getRaw(`${baseUrl}/v1/does-not-exist`);
    expect(response.status).toBe(404);
    expect(header(response, 'content-type')).toMatch(/application\/json/);
    expect(JSON.parse(response.body.toString('utf8'))).toHaveProperty('detail');
  });

  test('every response carries a Content-Security-Policy', async () => {
    for (const path of ['/', await findHashedScript(), '/health']) {
      expect(header(await getRaw(`${baseUrl}${path}`), 'content-security-policy'), path).not.toBe('');
    }
  });
});

describe('the API reference', () => {
  const browser = useBrowser();

  test('/api/docs renders the OpenAPI document in the browser', async () => {
    const spec = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as {
      openapi: string;
      info: { title: string };
    };
    expect(spec.openapi).toMatch(/^3\.1/);
    const { page, url } = await browser.open({ language: 'en' });
    await page.goto(url('/api/docs'));
    await page.getByText(spec.info.title).first().waitFor();
    await page.getByText('/health').first().waitFor();
  });
});
