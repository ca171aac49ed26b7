// Issue 20: a source administrator looks at their own source and event while the source awaits approval
// (spec §4 "Source approval"). The event page shows its organiser and its 'Other events in the same
// location' like any event page, the source page shows the uploaded logo, and nothing of either is
// public. Any console error (a 404 of a side panel, an image refused) fails the journey.
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { expectMainHeading } from './support/expect-page.js';
import { forEachLanguage } from './support/languages.js';
import { logInThroughApi, publishEvent, sourceAdministratorOf } from './support/source-admin.js';

const browser = useBrowser();

const TEXTS = {
  en: {
    organiser: 'Organiser',
    viewSource: 'View source page',
    sameLocation: 'Other events in the same location',
    noOtherEvents: 'No other events at this location.',
    logo: (name: string) => `Logo of ${name}`,
  },
  de: {
    organiser: 'Veranstalter:in',
    viewSource: 'Zur Seite der Quelle',
    sameLocation: 'Andere Veranstaltungen am selben Ort',
    noOtherEvents: 'Keine weiteren Veranstaltungen an diesem Ort.',
    logo: (name: string) => `Logo von ${name}`,
  },
};

forEachLanguage(['en', 'de'], TEXTS, (language, texts) => {
  test('the own pending event shows its organiser and neighbours, the own pending source its logo', async () => {
    const { page, baseUrl, url } = await browser.open({ language });
    const source = await sourceAdministratorOf(baseUrl, `e2e-pending-${language}`, 'pending');
    const eventName = `Vorbereitungstreffen ${source.owner.username}`;
    const eventId = await publishEvent(baseUrl, source, eventName);
    await logInThroughApi(page, baseUrl, language, source.owner);

    await page.goto(url(`/${language}/events/${eventId}`));
    await expectMainHeading(page, eventName);
    const organiser = page.getByRole('region', { name: texts.organiser });
    await organiser.getByText(source.sourceName, { exact: true }).waitFor();
    const sameLocation = page.getByRole('region', { name: texts.sameLocation });
    await sameLocation.getByText(texts.noOtherEvents).waitFor();

    await organiser.getByRole('link', { name: texts.viewSource }).click();
    await expectMainHeading(page, source.sourceName);
    const logo = page.getByRole('img', { name: texts.logo(source.sourceName) });
    await logo.waitFor();
    await expect
      .poll(() => logo.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);

    // Not public: the organiser of the pending event and the image answer others 404.
    for (const path of [`/v1/event/${eventId}/organizer`, `/v1/source/${source.sourceId}/title-image`]) {
      const response = await fetch(new URL(path, baseUrl), { signal: AbortSignal.timeout(15_000) });
      expect(response.status, path).toBe(404);
    }
  });
});
