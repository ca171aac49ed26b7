// Spec §2 "Event-gone page" and §3 "Event lifecycle": a deleted event's link shows 'The event is
// gone.' with an explanation, suggested events and 'Back Home'.
import { expect, inject, test } from 'vitest';
import { slugFor } from '../apps/web/src/slug.js';
import { useBrowser } from './support/browser.js';
import { findDeletedEvent } from './support/demo-data.js';
import { expectMainHeading, expectPath } from './support/expect-page.js';
import { forEachLanguage } from './support/languages.js';

const browser = useBrowser();

const TEXTS = {
  en: {
    gone: 'The event is gone.',
    goneText: 'The event was changed or cancelled by its source and has been deleted.',
    suggestions: 'Similar events',
    backHome: 'Back Home',
    homeTitle: 'Upcoming events',
  },
  de: {
    gone: 'Die Veranstaltung ist nicht mehr da.',
    goneText: 'Die Veranstaltung wurde von ihrer Quelle geändert oder abgesagt und daher gelöscht.',
    suggestions: 'Ähnliche Veranstaltungen',
    backHome: 'Zurück zum Start',
    homeTitle: 'Kommende Veranstaltungen',
  },
};

// The API answers a deleted event with 410 (DESIGN §4.8); the browser logs every failed load.
const GONE_RESPONSE = /status of 410/;

forEachLanguage(['en', 'de'], TEXTS, (language, texts) => {
  test("a deleted event's link shows the event-gone page with suggestions and Back Home", async () => {
    const deleted = await findDeletedEvent(inject('baseUrl'));
    const { page, url } = await browser.open({ language, expectedErrors: [GONE_RESPONSE] });
    const link = `/${language}/events/${slugFor(deleted.id, deleted.name)}`;
    await page.goto(url(link));
    await expectMainHeading(page, texts.gone);
    await page.getByText(texts.goneText, { exact: true }).waitFor();
    // The link stays as it was shared: the page explains instead of sending the reader elsewhere.
    await expectPath(page, link);

    const suggestions = page.getByRole('region', { name: texts.suggestions, exact: true });
    await suggestions.getByRole('link').first().waitFor();
    for (const href of await suggestions
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(new RegExp(`^/${language}/events/\\d+--`));
    }

    await page.getByRole('link', { name: texts.backHome, exact: true }).click();
    await expectPath(page, `/${language}`);
    await expectMainHeading(page, texts.homeTitle);
  });

  test('the event-gone route itself offers suggestions and Back Home', async () => {
    const { page, url } = await browser.open({ language });
    await page.goto(url(`/${language}/event-not-found`));
    await expectMainHeading(page, texts.gone);
    await page
      .getByRole('region', { name: texts.suggestions, exact: true })
      .getByRole('link')
      .first()
      .waitFor();
    await page.getByRole('link', { name: texts.backHome, exact: true }).click();
    await expectPath(page, `/${language}`);
  });
});
