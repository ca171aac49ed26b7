// Issue 20 item 2: event times are entered and shown in German time whatever the device's time zone:
// 18:00–20:00 typed on a device in New York is 18:00–20:00 on the event page and in the edit form.
import { expect, test } from 'vitest';
import { getJson } from './support/api.js';
import { useBrowser } from './support/browser.js';
import { expectMainHeading } from './support/expect-page.js';
import { forEachLanguage } from './support/languages.js';
import { logInThroughApi, sourceAdministratorOf } from './support/source-admin.js';

const browser = useBrowser();

const TEXTS = {
  en: {
    eventName: 'Event Name',
    description: 'Description',
    eventType: 'Event Type',
    topics: 'Topics',
    startTime: 'Start Time',
    endTime: 'End Time',
    createEvent: 'Create Event',
    eventCreated: 'Event created.',
    editEvent: 'Edit Event',
    germanTime: 'Times are German time (Europe/Berlin).',
    shownRange: /6:00\s*–\s*8:00\sPM/,
  },
  de: {
    eventName: 'Name der Veranstaltung',
    description: 'Beschreibung',
    eventType: 'Art der Veranstaltung',
    topics: 'Themen',
    startTime: 'Beginn',
    endTime: 'Ende',
    createEvent: 'Veranstaltung erstellen',
    eventCreated: 'Veranstaltung erstellt.',
    editEvent: 'Veranstaltung bearbeiten',
    germanTime: 'Zeiten in deutscher Zeit (Europe/Berlin).',
    shownRange: /18:00\s*–\s*20:00/,
  },
};

const required = (label: string): RegExp => new RegExp(`^${label}( \\*)?$`);

forEachLanguage(['en', 'de'], TEXTS, (language, texts) => {
  test('times typed on a device in another time zone are German time on the page and in the edit form', async () => {
    const { page, url, baseUrl } = await browser.open({ language, timezoneId: 'America/New_York' });
    const { owner, sourceId } = await sourceAdministratorOf(baseUrl, `e2e-times-${language}`);
    const [topic] = await getJson<{ id: number; name_en: string; name_de: string }[]>(baseUrl, '/v1/topic/');
    const [eventType] = await getJson<{ id: number }[]>(baseUrl, '/v1/event_type/');
    if (topic === undefined || eventType === undefined) throw new Error('the demo data has topics and types');

    await logInThroughApi(page, baseUrl, language, owner);
    await page.goto(url(`/${language}/events/create?source=${sourceId}`));
    const eventName = `Abendkundgebung ${owner.username}`;
    await page.getByLabel(required(texts.eventName)).fill(eventName);
    await page.getByLabel(required(texts.description)).fill('An invented evening rally.');
    await page.getByLabel(required(texts.eventType)).selectOption(String(eventType.id));
    await page
      .getByRole('group', { name: required(texts.topics) })
      .getByLabel(language === 'de' ? topic.name_de : topic.name_en, { exact: true })
      .check();
    const start = page.getByLabel(required(texts.startTime));
    await start.fill('2031-07-10T18:00');
    await page.getByLabel(texts.endTime, { exact: true }).fill('2031-07-10T20:00');
    // Said beside the fields, read out with them.
    await expect.poll(() => start.getAttribute('aria-describedby')).toBeTruthy();
    expect(await page.locator(`#${await start.getAttribute('aria-describedby')}`).textContent()).toBe(
      texts.germanTime,
    );
    await page.getByRole('button', { name: texts.createEvent, exact: true }).click();
    await page.getByRole('status').filter({ hasText: texts.eventCreated }).waitFor();
    await expectMainHeading(page, eventName);

    const slug = /\/events\/([^/]+)$/.exec(new URL(page.url()).pathname)?.[1] ?? '';
    const saved = await getJson<{ start_time: string; end_time: string }>(
      baseUrl,
      `/v1/event/${slug.split('--')[0]}`,
    );
    // July: German summer time is UTC+2.
    expect(new Date(saved.start_time).toISOString()).toBe('2031-07-10T16:00:00.000Z');
    expect(new Date(saved.end_time).toISOString()).toBe('2031-07-10T18:00:00.000Z');
    await page.getByRole('main').getByText(texts.shownRange).first().waitFor();

    await page.goto(url(`/${language}/events/${slug}/edit`));
    await expectMainHeading(page, texts.editEvent);
    await expect.poll(() => page.getByLabel(required(texts.startTime)).inputValue()).toBe('2031-07-10T18:00');
    expect(await page.getByLabel(texts.endTime, { exact: true }).inputValue()).toBe('2031-07-10T20:00');
  });
});
