// Issue 18 "Cross-source duplicates" (decision 048): an organisation publishes, through the API as its source's
// administrator, the assembly another source already carries. Each event page links the other under "The same
// assembly", and a search of the place lists the assembly once. In Rostock, outside every other journey's search
// area (the journeys share one server), and west of the inner city, where the demo data's Rostock events lie.
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import {
  recordSearches,
  scrollToEndOfResults,
  settledIds,
  shownCount,
  waitForRequest,
} from './support/event-search.js';
import { expectMainHeading } from './support/expect-page.js';
import { forEachLanguage } from './support/languages.js';
import { type EventPlaceAndTime, publishEvent, sourceAdministratorOf } from './support/source-admin.js';

const browser = useBrowser();

const TEXTS = {
  en: {
    findEvents: 'Find Events',
    city: 'City',
    search: 'Search',
    results: 'Search results',
    allLoaded: 'All results shown.',
    count: /^(\d+) events? found$/,
    sameAssembly: 'The same assembly',
    alsoPublishedBy: (source: string) => `Also published by ${source}`,
  },
  de: {
    findEvents: 'Veranstaltungen finden',
    city: 'Stadt',
    search: 'Suchen',
    results: 'Suchergebnisse',
    allLoaded: 'Alle Ergebnisse angezeigt.',
    count: /^(\d+) Veranstaltung(?:en)? gefunden$/,
    sameAssembly: 'Dieselbe Versammlung',
    alsoPublishedBy: (source: string) => `Auch veröffentlicht von ${source}`,
  },
};

/** West of Rostock's inner city, more than 3 km from the demo data's Rostock events. */
const PLACE = { lat: 54.0905, lon: 12.118 };
/** Each language on a day of its own: on one day the two pairs would be one group of four. */
const DAYS_AHEAD = { en: 12, de: 13 };

function placeAndTime(day: string, time: string, metresNorth: number): EventPlaceAndTime {
  const lat = PLACE.lat + metresNorth / 111_195;
  return {
    start_time: `${day}T${time}:00.000Z`,
    locations: [{ geography: { type: 'Point', coordinates: [PLACE.lon, lat] }, city: 'Rostock' }],
  };
}

forEachLanguage(['en', 'de'], TEXTS, (language, texts) => {
  test('an organisation publishes an assembly another source carries: the pages link each other, a place search lists it once', async () => {
    const { page, url, baseUrl } = await browser.open({ language });
    const carrier = await sourceAdministratorOf(baseUrl, `carrier-${language}`);
    const organisation = await sourceAdministratorOf(baseUrl, `organisation-${language}`);
    const day = new Date(Date.now() + DAYS_AHEAD[language] * 86_400_000).toISOString().slice(0, 10);
    // The carrier's name is the whole notified topic; the organisation's a few of its words.
    const carriedName = 'Seebrücke Rostock – Kundgebung für sichere Häfen und die Rettung aus Seenot';
    const carried = await publishEvent(baseUrl, carrier, carriedName, placeAndTime(day, '15:00', 0));
    const publishedName = 'Sichere Häfen: Kundgebung der Seebrücke';
    const published = await publishEvent(
      baseUrl,
      organisation,
      publishedName,
      placeAndTime(day, '15:30', 120),
    );

    // The organisation's page names the carrier's event as the same assembly, and its link leads there.
    await page.goto(url(`/${language}/events/${published}`));
    await expectMainHeading(page, publishedName);
    const sameAssembly = page.getByRole('region', { name: texts.sameAssembly, exact: true });
    await sameAssembly
      .getByRole('link', { name: texts.alsoPublishedBy(carrier.sourceName), exact: true })
      .click();
    await expect
      .poll(() => new URL(page.url()).pathname)
      .toMatch(new RegExp(`^/${language}/events/${carried}(--|$)`));
    await expectMainHeading(page, carriedName);
    await sameAssembly
      .getByRole('link', { name: texts.alsoPublishedBy(organisation.sourceName), exact: true })
      .waitFor();

    // A search of the place: the assembly once, by the carrier's event (the older one), and the count agrees.
    const searches = recordSearches(page, 'address-search');
    await page.goto(url(`/${language}/events`));
    await expectMainHeading(page, texts.findEvents);
    await page.getByRole('textbox', { name: texts.city, exact: true }).fill('Rostock');
    await page.getByRole('button', { name: texts.search, exact: true }).click();
    await waitForRequest(searches, (body) => body.city === 'Rostock' && body.offset === 0);
    await scrollToEndOfResults(page, texts);
    const ids = await settledIds(page, texts, searches);
    expect(ids).toContain(carried);
    expect(ids).not.toContain(published);
    expect(await shownCount(page, texts)).toBe(ids.length);
  });
});
