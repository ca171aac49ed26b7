// Issue 20 item 1: a date range typed from the keyboard on 'Find Events' is searched once it is a
// finished date, never with a half-typed year, and its two ends are never swapped while editing.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { recordSearches, type SearchBody, waitForRequest } from './support/event-search.js';
import { expectMainHeading } from './support/expect-page.js';
import { forEachLanguage } from './support/languages.js';

const browser = useBrowser();

const TEXTS = {
  en: { findEvents: 'Find Events', dates: 'Dates', reversed: 'The end date is before the start date.' },
  de: {
    findEvents: 'Veranstaltungen finden',
    dates: 'Daten',
    reversed: 'Das Enddatum liegt vor dem Anfangsdatum.',
  },
};

const RANGE = '/events?city=Berlin&time=range&from=2026-11-25&to=2026-12-02';
const yearOf = (instant: unknown) => new Date(String(instant)).getUTCFullYear();
/** The end date's year: the last segment of the range in both en-US and de-DE order. */
const endYearOf = (page: Page, dates: string) =>
  page.getByRole('group', { name: dates, exact: true }).getByRole('spinbutton').last();
const isRange = (body: SearchBody) => body.offset === 0 && body.start_time_end !== undefined;

forEachLanguage(['en', 'de'], TEXTS, (language, texts) => {
  test('typing a new end year searches once with the finished year and keeps the start', async () => {
    const { page, url } = await browser.open({ language });
    const searches = recordSearches(page, 'address-search');
    await page.goto(url(`/${language}${RANGE}`));
    await expectMainHeading(page, texts.findEvents);
    await waitForRequest(searches, isRange);

    await endYearOf(page, texts.dates).click();
    await page.keyboard.type('2027');
    await waitForRequest(searches, (body) => isRange(body) && yearOf(body.start_time_end) === 2027);
    await page.waitForURL((address) => address.searchParams.get('to') === '2027-12-02');

    const ranges = searches.requests.filter(isRange);
    for (const body of ranges) {
      expect(yearOf(body.start_time_start), JSON.stringify(body)).toBe(2026);
      expect([2026, 2027]).toContain(yearOf(body.start_time_end));
    }
    expect(ranges.filter((body) => yearOf(body.start_time_end) === 2027)).toHaveLength(1);
    expect(new URL(page.url()).searchParams.get('from')).toBe('2026-11-25');
  });

  test('an end typed before the start is shown as a mistake and not searched', async () => {
    const { page, url } = await browser.open({ language });
    const searches = recordSearches(page, 'address-search');
    await page.goto(url(`/${language}${RANGE}`));
    await waitForRequest(searches, isRange);

    await endYearOf(page, texts.dates).click();
    await page.keyboard.type('2025');
    await page.getByText(texts.reversed, { exact: true }).waitFor();
    const years = searches.requests.map((body) => [
      yearOf(body.start_time_start),
      yearOf(body.start_time_end),
    ]);
    expect(years.filter(([start, end]) => start !== 2026 || end !== 2026)).toEqual([]);
    expect(new URL(page.url()).searchParams.get('to')).toBe('2026-12-02');
  });
});
