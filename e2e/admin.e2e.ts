// Spec §2 "Admin area", §4 "Source approval", issue 5 "Operators": a platform admin logs in, opens
// Admin from the menu, sees the crawled feeds and approves a source a user submitted. Issue 18: the
// 'Edit event' link a platform admin sees on any event leads to an edit screen that saves, and the
// 'Create Event' link of another source's edit page to a create screen that publishes for that source.
import { expect, test } from 'vitest';
import { newAccount, register, submitSource } from './support/accounts.js';
import { getJson } from './support/api.js';
import { useBrowser } from './support/browser.js';
import { EVENT_FORM_LABELS, fillEventFields } from './support/event-form.js';
import { expectMainHeading } from './support/expect-page.js';
import { forEachLanguage } from './support/languages.js';
import { PLATFORM_ADMIN } from './support/platform-admin.js';
import { logInOnPage, logInThroughApi, publishEvent, sourceAdministratorOf } from './support/source-admin.js';
import { required, SOURCE_FORM_LABELS } from './support/source-form.js';

const browser = useBrowser();

const TEXTS = {
  en: {
    menu: 'Menu',
    admin: 'Admin',
    sections: 'Admin sections',
    feeds: 'Feeds',
    feedsIntro: 'The official lists of assemblies are read every 60 minutes.',
    neverCrawled: 'Never crawled',
    crawlBerlin: 'Crawl berlin now',
    sourceApproval: 'Source Approval',
    approve: (name: string) => `Approve ${name}`,
    approved: 'Source approved.',
    editEventLink: 'Edit event',
    editEvent: 'Edit Event',
    saveChanges: 'Save Changes',
    eventUpdated: 'Event updated.',
    sourceUpdated: 'Source updated.',
    sourceEvents: 'Events',
    createEvent: 'Create Event',
    eventMap: 'Map for choosing the locations',
    eventCreated: 'Event created.',
  },
  de: {
    menu: 'Menü',
    admin: 'Admin',
    sections: 'Bereiche der Verwaltung',
    feeds: 'Feeds',
    feedsIntro: 'Die amtlichen Versammlungslisten werden alle 60 Minuten gelesen.',
    neverCrawled: 'Noch nie gelesen',
    crawlBerlin: 'berlin jetzt lesen',
    sourceApproval: 'Quellen freigeben',
    approve: (name: string) => `${name} freigeben`,
    approved: 'Quelle freigegeben.',
    editEventLink: 'Veranstaltung bearbeiten',
    editEvent: 'Veranstaltung bearbeiten',
    saveChanges: 'Änderungen speichern',
    eventUpdated: 'Veranstaltung aktualisiert.',
    sourceUpdated: 'Quelle aktualisiert.',
    sourceEvents: 'Veranstaltungen',
    createEvent: 'Veranstaltung erstellen',
    eventMap: 'Karte zur Auswahl der Orte',
    eventCreated: 'Veranstaltung erstellt.',
  },
};

forEachLanguage(['en', 'de'], TEXTS, (language, texts) => {
  test('a platform admin sees the feeds and approves a submitted source', async () => {
    const { page, baseUrl } = await browser.open({ language, storedLanguage: language });
    const owner = newAccount(`e2e-owner-${language}`);
    await register(baseUrl, owner);
    const name = `Leipzig e2e initiative ${owner.username}`;
    const sourceId = await submitSource(baseUrl, owner, name);

    await logInOnPage(page, baseUrl, language, PLATFORM_ADMIN);

    await page.getByRole('banner').getByRole('button', { name: texts.menu, exact: true }).click();
    await page.getByRole('dialog').getByRole('link', { name: texts.admin, exact: true }).click();
    await expectMainHeading(page, texts.admin);
    const sections = page.getByRole('navigation', { name: texts.sections });

    await sections.getByRole('link', { name: texts.feeds, exact: true }).click();
    await page.getByText(texts.feedsIntro).waitFor();
    // The journeys' server never crawls (no internet): each feed waits for its first crawl.
    const berlin = page.getByRole('article', { name: 'berlin', exact: true });
    await berlin.getByText(texts.neverCrawled).waitFor();
    expect(await berlin.getByRole('button', { name: texts.crawlBerlin }).isEnabled()).toBe(true);

    await sections.getByRole('link', { name: texts.sourceApproval, exact: true }).click();
    const submitted = page.getByRole('article', { name, exact: true });
    await submitted.getByRole('button', { name: texts.approve(name) }).click();
    await page.getByRole('status').filter({ hasText: texts.approved }).waitFor();
    await submitted.waitFor({ state: 'detached' });

    const source = await getJson<{ approval_status: string }>(baseUrl, `/v1/source/${sourceId}`);
    expect(source.approval_status).toBe('approved');
  });

  test("a platform admin edits another source's event from its page, as the server allows", async () => {
    const { page, baseUrl } = await browser.open({ language, storedLanguage: language });
    const source = await sourceAdministratorOf(baseUrl, `e2e-edited-${language}`);
    const name = `Vigil e2e ${source.owner.username}`;
    const eventId = await publishEvent(baseUrl, source, name);

    await logInThroughApi(page, baseUrl, language, PLATFORM_ADMIN);
    await page.goto(new URL(`/${language}/events/${eventId}`, baseUrl).href);
    await expectMainHeading(page, name);
    await page.getByRole('link', { name: texts.editEventLink, exact: true }).click();
    await expectMainHeading(page, texts.editEvent);
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/${language}/events/${eventId}--[^/]+/edit$`));
    const renamed = `${name} (admin)`;
    await page.getByLabel(required(EVENT_FORM_LABELS[language].eventName)).fill(renamed);
    await page.getByRole('button', { name: texts.saveChanges, exact: true }).click();
    await page.getByRole('status').filter({ hasText: texts.eventUpdated }).waitFor();
    await expectMainHeading(page, renamed);
    const saved = await getJson<{ name: string; organising_source_id: number }>(
      baseUrl,
      `/v1/event/${eventId}`,
    );
    expect(saved).toMatchObject({ name: renamed, organising_source_id: source.sourceId });
  });

  test('a platform admin edits another source from its page, as the server allows', async () => {
    const { page, baseUrl } = await browser.open({ language, storedLanguage: language });
    const source = await sourceAdministratorOf(baseUrl, `e2e-src-edited-${language}`);
    const labels = SOURCE_FORM_LABELS[language];

    await logInThroughApi(page, baseUrl, language, PLATFORM_ADMIN);
    await page.goto(new URL(`/${language}/sources/${source.sourceId}`, baseUrl).href);
    await expectMainHeading(page, source.sourceName);
    await page.getByRole('link', { name: labels.editSource, exact: true }).click();
    await expectMainHeading(page, labels.editSource);
    expect(new URL(page.url()).pathname).toMatch(
      new RegExp(`^/${language}/sources/${source.sourceId}--[^/]+/edit$`),
    );
    const renamed = `${source.sourceName} (admin)`;
    await page.getByLabel(required(labels.sourceName)).fill(renamed);
    await page.getByRole('button', { name: texts.saveChanges, exact: true }).click();
    await page.getByRole('status').filter({ hasText: texts.sourceUpdated }).waitFor();
    const saved = await getJson<{ name: string }>(baseUrl, `/v1/source/${source.sourceId}`);
    expect(saved.name).toBe(renamed);
  });

  test("a platform admin who administers no source creates an event from another source's edit page", async () => {
    const { page, baseUrl } = await browser.open({ language, storedLanguage: language });
    const source = await sourceAdministratorOf(baseUrl, `e2e-src-created-${language}`);
    const labels = SOURCE_FORM_LABELS[language];
    const [topic] = await getJson<{ id: number; name_en: string; name_de: string }[]>(baseUrl, '/v1/topic/');
    const [eventType] = await getJson<{ id: number }[]>(baseUrl, '/v1/event_type/');
    if (topic === undefined || eventType === undefined) throw new Error('no topic or event type');

    await logInThroughApi(page, baseUrl, language, PLATFORM_ADMIN);
    await page.goto(new URL(`/${language}/sources/${source.sourceId}`, baseUrl).href);
    await expectMainHeading(page, source.sourceName);
    await page.getByRole('link', { name: labels.editSource, exact: true }).click();
    await expectMainHeading(page, labels.editSource);
    await page
      .getByRole('region', { name: texts.sourceEvents, exact: true })
      .getByRole('link', { name: texts.createEvent, exact: true })
      .click();
    await expectMainHeading(page, texts.createEvent);
    expect(new URL(page.url()).search).toBe(`?source=${source.sourceId}`);

    const name = `Admin rally e2e ${source.owner.username}`;
    await fillEventFields(page, language, {
      name,
      description: 'Published by a platform admin.',
      eventTypeId: eventType.id,
      topic,
      start: '2031-05-17T14:00',
    });
    const map = page.getByRole('region', { name: texts.eventMap, exact: true });
    // A map loads once it is on screen (issue 18), as a person scrolls to it.
    await map.scrollIntoViewIfNeeded();
    await map.locator('[data-map-state="idle"]').waitFor({ timeout: 20_000 });
    await map.locator('canvas').press('Enter');
    await page.getByRole('button', { name: texts.createEvent, exact: true }).click();
    await page.getByRole('status').filter({ hasText: texts.eventCreated }).waitFor();
    await expectMainHeading(page, name);
    const eventId = Number(/\/events\/(\d+)--/.exec(new URL(page.url()).pathname)?.[1]);
    const saved = await getJson<{ organising_source_id: number }>(baseUrl, `/v1/event/${eventId}`);
    expect(saved.organising_source_id).toBe(source.sourceId);
  });
});
