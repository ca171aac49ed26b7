// Issue 20: back from an event to 'Find Events' keeps the place in the results. With result 30 in the middle
// of what is shown (the second batch loaded by scrolling, spec §4), open it, go back: result 30 is where it
// was and every batch loaded before is there, without searching again from the first batch. On a desktop
// the list scrolls on its own, on a phone the page does.
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, useBrowser } from './support/browser.js';
import {
  recordSearches,
  resultList,
  settledIds,
  settleFrame,
  shownCount,
  shownIds,
} from './support/event-search.js';
import { expectMainHeading } from './support/expect-page.js';
import { forEachLanguage } from './support/languages.js';

const browser = useBrowser();

const TEXTS = {
  en: {
    findEvents: 'Find Events',
    results: 'Search results',
    allLoaded: 'All results shown.',
    count: /^(\d+) events? found$/,
  },
  de: {
    findEvents: 'Veranstaltungen finden',
    results: 'Suchergebnisse',
    allLoaded: 'Alle Ergebnisse angezeigt.',
    count: /^(\d+) Veranstaltung(?:en)? gefunden$/,
  },
};

const BATCH = 25;
// A 200 km circle over the Rhine-Ruhr cities: well over two batches of upcoming demo events.
const RHINE_RUHR_SEARCH = 'area=perimeter&lat=51.20000&lng=7.20000&radius=200';
const RESULT = 30;

/** Where the entry's top edge is on the screen, in CSS pixels. */
const topOf = (item: Locator) => item.evaluate((element) => Math.round(element.getBoundingClientRect().top));

/**
 * Puts the item in the middle of the results' scroll (the list's own on a desktop, the page's on a phone),
 * where a click needs no scrolling (at the top the sticky header would cover it).
 */
async function scrollToMiddle(page: Page, item: Locator): Promise<void> {
  await item.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await settleFrame(page);
}

forEachLanguage(['en', 'de'], TEXTS, (language, texts) => {
  for (const { device, viewport } of [
    { device: 'desktop', viewport: DESKTOP_VIEWPORT },
    { device: 'phone', viewport: PHONE_VIEWPORT },
  ]) {
    test(`on a ${device}, back from result ${RESULT} lands at result ${RESULT} with the loaded batches`, async () => {
      const { page, url } = await browser.open({ language, viewport });
      const searches = recordSearches(page, 'perimeter-search');
      await page.goto(url(`/${language}/events?${RHINE_RUHR_SEARCH}`));
      await expectMainHeading(page, texts.findEvents);
      expect(await shownCount(page, texts)).toBeGreaterThan(2 * BATCH);

      const items = resultList(page, texts).getByRole('listitem');
      await expect
        .poll(
          async () => {
            await items.last().scrollIntoViewIfNeeded();
            return items.count();
          },
          { timeout: 15_000, message: 'scrolling never loaded the second batch' },
        )
        .toBeGreaterThanOrEqual(2 * BATCH);
      const item = items.nth(RESULT - 1);
      await scrollToMiddle(page, item);
      const ids = await settledIds(page, texts, searches);
      const before = { top: await topOf(item), ids };
      const requestsBefore = searches.requests.length;

      await item.getByRole('link').first().click();
      await page.waitForURL((address) => /\/events\/\d+--/.test(address.pathname));
      await page.getByRole('heading', { level: 1 }).filter({ hasNotText: texts.findEvents }).waitFor();

      await page.goBack();
      await expectMainHeading(page, texts.findEvents);
      await expect.poll(() => topOf(items.nth(RESULT - 1))).toBe(before.top);
      // The results came back as they were: nothing searched again from the first batch, and no batch
      // loaded by putting them back where the user had left them (no batch was due there before).
      // (The event page's similar events search within 2 km; only the results' own searches count.)
      const again = searches.requests.slice(requestsBefore).filter((body) => body.limit === BATCH);
      expect(again.map((body) => body.offset)).toEqual([]);
      expect(await shownIds(page, texts)).toEqual(before.ids);
    });
  }
});
