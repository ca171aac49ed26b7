// Issue 18 "Open exports": the embeddable widget framed by a page of another origin, in en and de, while
// the app's own pages refuse to be framed there (frame-ancestors 'none' and X-Frame-Options).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { forEachLanguage } from './support/languages.js';

const browser = useBrowser();

const TEXTS = {
  en: { upcoming: 'Upcoming events', of: 'Upcoming events of', licence: 'Data licensed under CC BY-SA 4.0' },
  de: {
    upcoming: 'Kommende Veranstaltungen',
    of: 'Kommende Veranstaltungen von',
    licence: 'Daten lizenziert unter CC BY-SA 4.0',
  },
};
// Chromium reports a frame it refused to show.
const REFUSED_FRAME = /Refused to (frame|display)|frame-ancestors|X-Frame-Options/;
const BERLIN = 'latitude=52.52&longitude=13.405&radius_km=50';

// A page of another origin (localhost on its own port, the app being 127.0.0.1) that frames whatever its
// ?src= names: a news site's sidebar.
let host: Server;
let hostOrigin = '';
beforeAll(async () => {
  host = createServer((request, response) => {
    const src = new URL(request.url ?? '/', 'http://localhost').searchParams.get('src') ?? '';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    const escaped = src.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    response.end(
      `<!doctype html><html><head><title>Local news</title></head><body><h1>Local news</h1>` +
        `<iframe id="widget" title="Events" src="${escaped}" width="360" height="480"></iframe></body></html>`,
    );
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://localhost:${(host.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

/** Opens the host page framing `src` and returns the iframe's frame once it has navigated. */
async function frameOf(page: Page, src: string): Promise<Frame> {
  await page.goto(`${hostOrigin}/?src=${encodeURIComponent(src)}`);
  await page.locator('h1', { hasText: 'Local news' }).waitFor();
  const element = await page.locator('#widget').elementHandle();
  const frame = await element?.contentFrame();
  if (!frame) throw new Error('the host page has no frame');
  await expect.poll(() => frame.url()).not.toBe('about:blank');
  await frame.waitForLoadState('load');
  return frame;
}

async function firstApprovedSource(baseUrl: string): Promise<{ id: number; name: string }> {
  const ids = (await (await fetch(new URL('/v1/source/?limit=1', baseUrl))).json()) as number[];
  const id = ids[0];
  if (id === undefined) throw new Error('the demo data has no approved source');
  const source = (await (await fetch(new URL(`/v1/source/${id}`, baseUrl))).json()) as { name: string };
  return { id, name: source.name };
}

forEachLanguage(['en', 'de'], TEXTS, (language, texts) => {
  test('a page of another origin frames the widget of an area’s upcoming events', async () => {
    const baseUrl = inject('baseUrl');
    const { page } = await browser.open({ language });
    const frame = await frameOf(page, `${baseUrl}/embed?${BERLIN}&language=${language}`);
    await frame.getByRole('heading', { level: 1, name: texts.upcoming }).waitFor();
    await frame.getByText(texts.licence).waitFor();
    expect(await frame.locator('li a').count()).toBeGreaterThan(0);
    const href = await frame.locator('li a').first().getAttribute('href');
    expect(href).toMatch(new RegExp(`/${language}/events/\\d+`));
    expect(await frame.locator('html').getAttribute('lang')).toBe(language === 'en' ? 'en-US' : 'de-DE');
  });

  test('a page of another origin frames a source’s widget', async () => {
    const baseUrl = inject('baseUrl');
    const source = await firstApprovedSource(baseUrl);
    const { page } = await browser.open({ language });
    const frame = await frameOf(page, `${baseUrl}/embed?source_id=${source.id}&language=${language}`);
    await frame.getByRole('heading', { level: 1, name: `${texts.of} ${source.name}` }).waitFor();
  });

  test('the app’s own pages refuse to be framed by another origin', async () => {
    const baseUrl = inject('baseUrl');
    const { page } = await browser.open({ language, expectedErrors: [REFUSED_FRAME] });
    for (const path of [`/${language}/about`, `/${language}/events`]) {
      const frame = await frameOf(page, `${baseUrl}${path}`);
      // Chromium puts its error page in place of a refused frame; the app never runs there.
      expect(frame.url(), path).toMatch(/^chrome-error:/);
      expect(await frame.locator('#root').count(), path).toBe(0);
    }
  });
});
