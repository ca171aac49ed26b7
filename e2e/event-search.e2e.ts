// Spec §2 'Find Events' and §4 "Event search infinite loading": a perimeter search around the
// device location, loading more results by scrolling, and a keyword that ignores umlaut spelling.
import { expect, test } from 'vitest';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, useBrowser } from './support/browser.js';
import {
  recordSearches,
  resultList,
  type SearchBody,
  type SearchRecorder,
  scrollToEndOfResults,
  settleFrame,
  shownCount,
  shownIds,
} from './support/event-search.js';
import { expectMainHeading } from './support/expect-page.js';
import { firstLocationOf, haversineKm } from './support/geo.js';
import { forEachLanguage } from './support/languages.js';

const browser = useBrowser();

const TEXTS = {
  en: {
    findEvents: 'Find Events',
    perimeter: 'Perimeter',
    useMyLocation: 'Use my location',
    noCentre: 'No centre chosen yet.',
    berlinCentre: 'Centre: 52.5200, 13.4050',
    radius: 'Radius',
    keyword: 'Keyword',
    search: 'Search',
    city: 'City',
    results: 'Search results',
    loadingMore: 'Loading more events…',
    allLoaded: 'All results shown.',
    count: /^(\d+) events? found$/,
  },
  de: {
    findEvents: 'Veranstaltungen finden',
    perimeter: 'Umkreis',
    useMyLocation: 'Meinen Standort verwenden',
    noCentre: 'Noch kein Mittelpunkt gewählt.',
    berlinCentre: 'Mittelpunkt: 52.5200, 13.4050',
    radius: 'Radius',
    keyword: 'Stichwort',
    search: 'Suchen',
    city: 'Stadt',
    results: 'Suchergebnisse',
    loadingMore: 'Weitere Veranstaltungen werden geladen…',
    allLoaded: 'Alle Ergebnisse angezeigt.',
    count: /^(\d+) Veranstaltung(?:en)? gefunden$/,
  },
};

const BERLIN = { lat: 52.52, lon: 13.405 };
const BATCH = 25;
// A 200 km circle over the Rhine-Ruhr cities: well over two batches of upcoming demo events.
const RHINE_RUHR_SEARCH = 'area=perimeter&lat=51.20000&lng=7.20000&radius=200';

/** Offsets spec §4 asks for until an empty batch: every full batch, then one at the total. */
function expectedOffsets(total: number): number[] {
  const offsets: number[] = [];
  for (let offset = 0; offset < total; offset += BATCH) offsets.push(offset);
  return [...offsets, total];
}

async function waitForRequest(searches: SearchRecorder, matches: (body: SearchBody) => boolean) {
  await expect
    .poll(() => searches.requests.some(matches), { timeout: 15_000, message: 'the page never searched' })
    .toBe(true);
}

async function answeredBatches(searches: SearchRecorder, matches: (body: SearchBody) => boolean) {
  const batches = (await searches.batches()).filter((batch) => matches(batch.body));
  return batches.sort((a, b) => a.body.offset - b.body.offset);
}

forEachLanguage(['en', 'de'], TEXTS, (language, texts) => {
  test('a perimeter around the device location: the count matches the list and every result lies within the radius', async () => {
    const { page, context, url, baseUrl } = await browser.open({ language });
    await context.grantPermissions(['geolocation'], { origin: baseUrl });
    await context.setGeolocation({ latitude: BERLIN.lat, longitude: BERLIN.lon });
    const searches = recordSearches(page, 'perimeter-search');
    await page.goto(url(`/${language}/events`));
    await expectMainHeading(page, texts.findEvents);

    await page
      .locator('label', { has: page.getByRole('radio', { name: texts.perimeter, exact: true }) })
      .click();
    await page.getByText(texts.noCentre, { exact: true }).waitFor();
    await page.getByRole('button', { name: texts.useMyLocation, exact: true }).click();
    await page.getByText(texts.berlinCentre, { exact: true }).waitFor();
    const defaultRadiusKm = 10;
    await waitForRequest(searches, (body) => body.radius_km === defaultRadiusKm);

    // A wider circle, chosen with the keyboard on the radius slider.
    const slider = page.getByRole('slider', { name: texts.radius });
    await slider.focus();
    await page.keyboard.press('PageUp');
    const radiusKm = Number(await slider.inputValue());
    expect(radiusKm).toBeGreaterThan(defaultRadiusKm);
    const isThisSearch = (body: SearchBody) => body.radius_km === radiusKm;
    await waitForRequest(searches, (body) => isThisSearch(body) && body.offset === 0);
    await scrollToEndOfResults(page, texts);

    const counts = await searches.counts();
    const count = counts.find(({ body }) => isThisSearch(body))?.count;
    const narrowerCount = counts.find(({ body }) => body.radius_km === defaultRadiusKm)?.count;
    expect(count, 'the page asked for the count of this search').toBeDefined();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeGreaterThanOrEqual(narrowerCount ?? 0);
    await expect.poll(() => shownCount(page, texts)).toBe(count);

    const batches = await answeredBatches(searches, isThisSearch);
    const events = batches.flatMap((batch) => batch.events);
    for (const { body } of batches) {
      expect(body.latitude).toBeCloseTo(BERLIN.lat, 5);
      expect(body.longitude).toBeCloseTo(BERLIN.lon, 5);
    }
    for (const event of events) {
      const distance = haversineKm(BERLIN, firstLocationOf(event));
      expect(distance, `${event.name} (#${event.id}) is ${distance.toFixed(2)} km away`).toBeLessThanOrEqual(
        radiusKm + 1e-6,
      );
    }
    expect(events).toHaveLength(count as number);
    expect(await shownIds(page, texts)).toEqual(events.map((event) => event.id));
  });

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
      await expect.poll(() => items.count()).toBe(Math.min(3 * BATCH, total));
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

  test('a keyword finds the same events whether written München, muenchen or munchen', async () => {
    const { page, url } = await browser.open({ language });
    const searches = recordSearches(page, 'address-search');
    await page.goto(url(`/${language}/events`));
    await expectMainHeading(page, texts.findEvents);

    // Around München, wide enough to take in Augsburg, Nürnberg and Regensburg too.
    await page.getByRole('textbox', { name: texts.city, exact: true }).fill('München');
    await page.getByRole('slider', { name: texts.radius }).focus();
    await page.keyboard.press('End');
    await waitForRequest(searches, (body) => body.city === 'München' && body.radius_km === 200);
    const everyEvent = await shownCount(page, texts);

    const found = new Map<string, number[]>();
    for (const keyword of ['München', 'muenchen', 'munchen']) {
      await page.getByRole('searchbox', { name: texts.keyword, exact: true }).fill(keyword);
      await page.getByRole('button', { name: texts.search, exact: true }).click();
      await waitForRequest(searches, (body) => body.keyword === keyword && body.offset === 0);
      await scrollToEndOfResults(page, texts);
      const ids = await shownIds(page, texts);
      expect(await shownCount(page, texts)).toBe(ids.length);
      found.set(keyword, ids);

      const events = (await answeredBatches(searches, (body) => body.keyword === keyword)).flatMap(
        (batch) => batch.events,
      );
      for (const event of events) {
        expect(`${event.name} ${event.description}`.toLowerCase(), `#${event.id}`).toContain('münchen');
      }
    }
    const withUmlaut = found.get('München') ?? [];
    expect(withUmlaut.length).toBeGreaterThan(0);
    expect(withUmlaut.length, 'the keyword narrows the search').toBeLessThan(everyEvent);
    expect(found.get('muenchen')).toEqual(withUmlaut);
    expect(found.get('munchen')).toEqual(withUmlaut);
  });
});
