// Issue 18 "Basemap" (decision 038): the maps draw the configured style, here a loopback host's (support/map-host.ts:
// a style whose tiles come from a PMTiles archive); when it cannot be reached, refused or hanging, they draw the
// offline outline instead, with the same markers, and the style once it is back.
import type { Locator, Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { forEachLanguage } from './support/languages.js';
import {
  MAP_HOST_ARCHIVE_PATH,
  MAP_HOST_ATTRIBUTION,
  MAP_HOST_STYLE_PATH,
  MAP_HOST_TILE_RGB,
} from './support/map-host.js';
import './support/provided.js';

const browser = useBrowser();
const mapHostOrigin = inject('mapHostOrigin');
const BERLIN_SEARCH = 'area=perimeter&lat=52.52000&lng=13.40500';

const TEXTS: Record<'en' | 'de', { map: string; unreachable: 'refused' | 'hanging' }> = {
  en: { map: 'Map of the search results', unreachable: 'refused' },
  de: { map: 'Karte der Suchergebnisse', unreachable: 'hanging' },
};

/** The map once it has drawn the search's markers: which basemap, how many markers. */
async function drawnMap(
  page: Page,
  name: string,
): Promise<{ map: Locator; basemap: string; markers: number }> {
  const map = page.getByRole('region', { name, exact: true }).locator('[data-map-state="idle"]');
  await map.waitFor({ timeout: 20_000 });
  return {
    map,
    basemap: (await map.getAttribute('data-basemap')) ?? '',
    markers: Number(await map.getAttribute('data-marker-count')),
  };
}

/** The colour the map shows near its top-left corner, away from markers, controls and the attribution. */
async function cornerRgb(page: Page, map: Locator): Promise<number[]> {
  const box = await map.boundingBox();
  if (box === null) throw new Error('the map has no box');
  const png = await page.screenshot({ clip: { x: box.x + 6, y: box.y + 6, width: 1, height: 1 } });
  return page.evaluate(
    async (source) => {
      const image = new Image();
      image.src = source;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = 1;
      canvas.height = 1;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.drawImage(image, 0, 0);
      return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    },
    `data:image/png;base64,${png.toString('base64')}`,
  );
}

const isTileColour = (rgb: number[]) =>
  rgb.every((value, index) => Math.abs(value - (MAP_HOST_TILE_RGB[index] ?? 0)) <= 6);

/**
 * Records, from now on, the page's warnings and its requests to the map host, and adds them with the map's state and
 * its corner's colour to a failed check's message. The de journey's last check (the style's tile colour) failed now
 * and then in whole runs, on a tile MapLibre left half faded in (decision 055): this says where it stalls if it does.
 */
function watchMapLoad(page: Page) {
  const started = performance.now();
  const seen: string[] = [];
  const note = (what: string) => seen.push(`${Math.round(performance.now() - started)} ms ${what}`);
  page.on('console', (message) => {
    if (message.type() === 'warning') note(`warning: ${message.text()}`);
  });
  page.on('requestfinished', async (request) => {
    if (request.url().startsWith(mapHostOrigin))
      note(`${request.url()} ${(await request.response())?.status() ?? 'no answer'}`);
  });
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(mapHostOrigin))
      note(`${request.url()} failed: ${request.failure()?.errorText}`);
  });
  return {
    explain: <T>(map: Locator, check: Promise<T>) =>
      check.catch(async (error: unknown) => {
        const said = error instanceof Error ? error.message : String(error);
        const state = await map.evaluate((element) =>
          JSON.stringify({ ...(element as HTMLElement).dataset }),
        );
        const corner = await cornerRgb(page, map).catch(() => 'unreadable');
        throw new Error(`${said}\nmap ${state}, corner ${corner}\nsince the reload:\n${seen.join('\n')}`);
      }),
  };
}

forEachLanguage(['en', 'de'], TEXTS, (language, texts) => {
  test(`a ${texts.unreachable} style host leaves the offline outline with the markers; the style is drawn once it answers`, async () => {
    const { page, context, url } = await browser.open({
      language,
      // The browser reports the refused requests itself.
      expectedErrors: [/Failed to load resource.*ERR_CONNECTION_REFUSED|ERR_CONNECTION_REFUSED/],
    });
    await context.route(`${mapHostOrigin}/**`, (route) =>
      // Refused at once, or never answered (the app gives up on the style after its timeout, the outline long drawn).
      texts.unreachable === 'refused' ? route.abort('connectionrefused') : undefined,
    );
    await page.goto(url(`/${language}/events?${BERLIN_SEARCH}`));
    const fallback = await drawnMap(page, texts.map);
    expect(fallback.basemap).toBe('offline');
    expect(fallback.markers).toBeGreaterThan(0);
    expect(await fallback.map.locator('.maplibregl-ctrl-attrib').textContent()).toContain('Natural Earth');
    expect(isTileColour(await cornerRgb(page, fallback.map)), 'the outline, not the style’s tiles').toBe(
      false,
    );

    // The host answers again: the style's own tiles, read from its PMTiles archive by byte ranges, and its attribution.
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    const style = page.waitForResponse(
      (response) => response.url() === `${mapHostOrigin}${MAP_HOST_STYLE_PATH}`,
    );
    const archive = page.waitForResponse(
      (response) =>
        response.url() === `${mapHostOrigin}${MAP_HOST_ARCHIVE_PATH}` && response.status() === 206,
    );
    const seen = watchMapLoad(page);
    await page.reload();
    expect((await style).ok()).toBe(true);
    await archive;
    const drawn = await drawnMap(page, texts.map);
    expect(drawn.basemap).toBe('style');
    expect(drawn.markers).toBe(fallback.markers);
    await expect
      .poll(() => drawn.map.locator('.maplibregl-ctrl-attrib').textContent(), { timeout: 10_000 })
      .toContain(MAP_HOST_ATTRIBUTION);
    await seen.explain(
      drawn.map,
      expect.poll(async () => isTileColour(await cornerRgb(page, drawn.map)), { timeout: 10_000 }).toBe(true),
    );
  });
});
