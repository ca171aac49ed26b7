// Issue 18 "Search that starts with results": 'Find Events' opens with upcoming events everywhere; a
// keyword alone searches every event, and loads more on scroll like any search; a place narrows it and
// the device remembers it, so the next visit opens around that place.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { WireEvent } from './support/api.js';
import { useBrowser } from './support/browser.js';
import {
  recordSearches,
  scrollToEndOfResults,
  shownCount,
  shownIds,
  waitForRequest,
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
    everywhere: /^Showing events everywhere\./,
    keyword: 'Keyword',
    city: 'City',
    search: 'Search',
  },
  de: {
    findEvents: 'Veranstaltungen finden',
    results: 'Suchergebnisse',
    allLoaded: 'Alle Ergebnisse angezeigt.',
    count: /^(\d+) Veranstaltung(?:en)? gefunden$/,
    everywhere: /^Veranstaltungen überall\./,
    keyword: 'Stichwort',
    city: 'Stadt',
    search: 'Suchen',
  },
};

interface ListBody {
  keyword?: string;
  offset: number;
  limit: number;
}

/** The pages of the list of all events the screen asked for, with their answers. */
function recordListPages(page: Page): { body: ListBody; events: WireEvent[] }[] {
  const pages: { body: ListBody; events: WireEvent[] }[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/v1/event/all') return;
    response.json().then(
      ({ events }: { events: WireEvent[] }) =>
        pages.push({ body: request.postDataJSON() as ListBody, events }),
      () => undefined,
    );
  });
  return pages;
}

forEachLanguage(['en', 'de'], TEXTS, (language, texts) => {
  test('opens with upcoming events everywhere, searches a keyword alone, and reopens around the last place', async () => {
    const { page, url } = await browser.open({ language });
    const pages = recordListPages(page);
    await page.goto(url(`/${language}/events`));
    await expectMainHeading(page, texts.findEvents);
    await page.getByText(texts.everywhere).waitFor();
    const everything = await shownCount(page, texts);
    expect(everything).toBeGreaterThan(25);
    for (const id of await shownIds(page, texts)) expect(id).toBeGreaterThan(0);

    await page.getByRole('searchbox', { name: texts.keyword, exact: true }).fill('München');
    await page.getByRole('button', { name: texts.search, exact: true }).click();
    await expect.poll(() => new URL(page.url()).search).toBe(`?q=${encodeURIComponent('München')}`);
    await scrollToEndOfResults(page, texts);
    const found = await shownIds(page, texts);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length, 'the keyword narrows the search').toBeLessThan(everything);
    expect(await shownCount(page, texts)).toBe(found.length);
    const events = pages.filter(({ body }) => body.keyword === 'München').flatMap(({ events }) => events);
    expect(events.map((event) => event.id)).toEqual(found);
    for (const event of events) {
      expect(`${event.name} ${event.description}`.toLowerCase(), `#${event.id}`).toContain('münchen');
    }

    const searches = recordSearches(page, 'address-search');
    await page.getByRole('textbox', { name: texts.city, exact: true }).fill('Leipzig');
    await page.getByRole('button', { name: texts.search, exact: true }).click();
    await waitForRequest(searches, (body) => body.city === 'Leipzig' && body.keyword === 'München');

    await page.goto(url(`/${language}/events`));
    await expectMainHeading(page, texts.findEvents);
    await expect.poll(() => new URL(page.url()).search).toBe('?city=Leipzig');
    expect(await page.getByRole('textbox', { name: texts.city, exact: true }).inputValue()).toBe('Leipzig');
    expect(await page.getByText(texts.everywhere).count()).toBe(0);
  });
});
