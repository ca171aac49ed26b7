// Issue 20 item 7: on a phone the results of 'Find Events' lie below every filter and the map; after
// Search the count and the list come into view, so the search is seen to have run.
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { recordSearches, waitForRequest } from './support/event-search.js';
import { expectMainHeading } from './support/expect-page.js';
import { forEachLanguage } from './support/languages.js';

const browser = useBrowser();

const PHONE = { width: 390, height: 844 };
const TEXTS = {
  en: { findEvents: 'Find Events', city: 'City', search: 'Search', count: /^\d+ events? found$/ },
  de: {
    findEvents: 'Veranstaltungen finden',
    city: 'Stadt',
    search: 'Suchen',
    count: /^\d+ Veranstaltung(?:en)? gefunden$/,
  },
};

forEachLanguage(['en', 'de'], TEXTS, (language, texts) => {
  test('after Search on a phone the result count is on the screen', async () => {
    const { page, url } = await browser.open({ language, viewport: PHONE });
    const searches = recordSearches(page, 'address-search');
    await page.goto(url(`/${language}/events`));
    await expectMainHeading(page, texts.findEvents);
    await page.getByRole('textbox', { name: texts.city, exact: true }).fill('Berlin');
    await page.getByRole('button', { name: texts.search, exact: true }).click();
    await waitForRequest(searches, (body) => body.city === 'Berlin');

    const count = page.getByText(texts.count);
    await count.waitFor();
    await expect
      .poll(async () => {
        const box = await count.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= PHONE.height;
      })
      .toBe(true);
  });
});
