// Spec §2 'Find Events': a perimeter search around the device location (count, list and distances
// checked against what the server answered), and a keyword that ignores how umlauts are spelled.
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import {
  answeredBatches,
  recordSearches,
  type SearchBody,
  scrollToEndOfResults,
  shownCount,
  shownIds,
  waitForRequest,
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
    allLoaded: 'Alle Ergebnisse angezeigt.',
    count: /^(\d+) Veranstaltung(?:en)? gefunden$/,
  },
};

const BERLIN = { lat: 52.52, lon: 13.405 };
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
