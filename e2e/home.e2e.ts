// Spec §2 "Home" and issue 18 "Fast pages" (decision 052): on a phone, home's map is a static preview (the outline and
// a dot per upcoming event) and the map library loads only once the user asks for the map; on a wide screen the map
// starts by itself. Either way the map draws every upcoming event.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { getJson } from './support/api.js';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, useBrowser } from './support/browser.js';
import { forEachLanguage } from './support/languages.js';

const browser = useBrowser();

const TEXTS = {
  en: { map: 'Map of upcoming events', show: 'Show map' },
  de: { map: 'Karte der kommenden Veranstaltungen', show: 'Karte anzeigen' },
};

/** The URLs of the map library's chunks the page has asked for so far. */
function recordMapChunks(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/maplibre[^/]*\.js/.test(request.url())) requested.push(request.url());
  });
  return requested;
}

/** Resolves at the browser's next idle moment: when a map that starts on its own would have started. */
const browserIdle = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));

async function upcomingMarkerCount(baseUrl: string): Promise<number> {
  return (await getJson<{ markers: unknown[] }>(baseUrl, '/v1/event/markers')).markers.length;
}

forEachLanguage(['en', 'de'], TEXTS, (language, texts) => {
  test('on a phone the preview shows the events, and the map loads once asked for', async () => {
    const { page, url, baseUrl } = await browser.open({ language, viewport: PHONE_VIEWPORT });
    const mapChunks = recordMapChunks(page);
    const markerCount = await upcomingMarkerCount(baseUrl);
    expect(markerCount).toBeGreaterThan(0);
    await page.goto(url(`/${language}`));
    const region = page.getByRole('region', { name: texts.map, exact: true });
    const show = region.getByRole('button', { name: texts.show, exact: true });
    await show.waitFor();
    // The dots are drawn: the canvas holds opaque pixels.
    await expect
      .poll(() =>
        region.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
          const { data } = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height) ?? {};
          return data?.some((value, index) => index % 4 === 3 && value > 0) ?? false;
        }),
      )
      .toBe(true);
    await browserIdle(page);
    await browserIdle(page);
    expect(mapChunks, 'no map library before the user asks').toEqual([]);

    await show.click();
    const map = region.locator('[data-map-state="idle"]');
    await map.waitFor({ timeout: 20_000 });
    expect(mapChunks.length).toBeGreaterThan(0);
    await expect.poll(async () => Number(await map.getAttribute('data-marker-count'))).toBe(markerCount);
    // The button is gone; focus stays in the map's region instead of falling back to the page.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(texts.map);
  });

  test('on a wide screen the map starts by itself with every upcoming event', async () => {
    const { page, url, baseUrl } = await browser.open({ language, viewport: DESKTOP_VIEWPORT });
    const markerCount = await upcomingMarkerCount(baseUrl);
    await page.goto(url(`/${language}`));
    const region = page.getByRole('region', { name: texts.map, exact: true });
    const map = region.locator('[data-map-state="idle"]');
    await map.waitFor({ timeout: 20_000 });
    await expect.poll(async () => Number(await map.getAttribute('data-marker-count'))).toBe(markerCount);
    expect(await region.getByRole('button', { name: texts.show }).count()).toBe(0);
  });
});
