// Spec §4 "Event search infinite loading" on 'Find Events': batches of 25 at offset = current count
// as the list scrolls (its own scroll on a desktop, the page's on a 360 px phone), one load at a
// time, until an empty batch; every event listed once, in the order the server answered.
import { expect, test } from 'vitest';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, useBrowser } from './support/browser.js';
import {
  answeredBatches,
  recordSearches,
  resultList,
  type SearchBody,
  scrollToEndOfResults,
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
    loadingMore: 'Loading more events…',
    allLoaded: 'All results shown.',
    count: /^(\d+) events? found$/,
  },
  de: {
    findEvents: 'Veranstaltungen finden',
    results: 'Suchergebnisse',
    loadingMore: 'Weitere Veranstaltungen werden geladen…',
    allLoaded: 'Alle Ergebnisse angezeigt.',
    count: /^(\d+) Veranstaltung(?:en)? gefunden$/,
  },
};

const BATCH = 25;
// A 200 km circle over the Rhine-Ruhr cities: well over two batches of upcoming demo events.
const RHINE_RUHR_SEARCH = 'area=perimeter&lat=51.20000&lng=7.20000&radius=200';

/** Offsets spec §4 asks for until an empty batch: every full batch, then one at the total. */
function expectedOffsets(total: number): number[] {
  const offsets: number[] = [];
  for (let offset = 0; offset < total; offset += BATCH) offsets.push(offset);
  return [...offsets, total];
}

forEachLanguage(['en', 'de'], TEXTS, (language, texts) => {
  for (const { device, viewport } of [
    { device: 'desktop', viewport: DESKTOP_VIEWPORT },
    { device: '360 px phone', viewport: PHONE_VIEWPORT },
  ]) {
    test(`on a ${device}, scrolling appends batches of 25 at the current count, one load at a time`, async () => {
      const { page, url } = await browser.open({ language, viewport });
      const searches = recordSearches(page, 'perimeter-search');
      // The batch at offset 50 is held back until the journey has scrolled around while it loads.
      let release: () => void = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/v1/event/perimeter-search', async (route) => {
        if ((route.request().postDataJSON() as SearchBody).offset === 2 * BATCH) await released;
        await route.fallback();
      });
      await page.goto(url(`/${language}/events?${RHINE_RUHR_SEARCH}`));
      await expectMainHeading(page, texts.findEvents);
      const total = await shownCount(page, texts);
      expect(total, 'the demo data has more than two batches here').toBeGreaterThan(2 * BATCH);

      const items = resultList(page, texts).getByRole('listitem');
      await expect
        .poll(
          async () => {
            await items.last().scrollIntoViewIfNeeded();
            return searches.requests.some((body) => body.offset === 2 * BATCH);
          },
          { timeout: 15_000, message: 'scrolling never asked for the third batch' },
        )
        .toBe(true);
      await page.getByText(texts.loadingMore, { exact: true }).waitFor();
      expect(await items.count()).toBe(2 * BATCH);

      // While that batch is on its way, scrolling up and down again asks for nothing more.
      await items.nth(BATCH).scrollIntoViewIfNeeded();
      await settleFrame(page);
      await items.last().scrollIntoViewIfNeeded();
      await settleFrame(page);
      expect(searches.requests.map(({ offset, limit }) => [offset, limit])).toEqual([
        [0, BATCH],
        [BATCH, BATCH],
        [2 * BATCH, BATCH],
      ]);

      release();
      // The held batch is appended. The next may follow at once without a scroll: the view is where the 50th item
      // was, and whether that is past two thirds of 75 (spec §4's rule) depends on the page's heights below the list.
      await expect.poll(() => items.count()).toBeGreaterThanOrEqual(Math.min(3 * BATCH, total));
      await scrollToEndOfResults(page, texts);

      expect(searches.requests.map(({ offset, limit }) => [offset, limit])).toEqual(
        expectedOffsets(total).map((offset) => [offset, BATCH]),
      );
      const ids = await shownIds(page, texts);
      expect(ids).toHaveLength(total);
      expect(new Set(ids).size, 'no event is listed twice').toBe(total);
      const batches = await answeredBatches(searches, () => true);
      expect(ids).toEqual(batches.flatMap((batch) => batch.events.map((event) => event.id)));
    });
  }
});
