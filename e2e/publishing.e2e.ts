// Spec §2 "Administered Sources", "Source create and edit form", "Event create and edit form", §4
// "Source approval", §6: a registered user, logged in, submits a source with its image, a platform admin
// approves it, the user publishes an event with two places picked on the map, edits it, finds it on
// its public page, and logs out.
import { expect, test } from 'vitest';
import { newAccount, register, TINY_PNG } from './support/accounts.js';
import { getJson } from './support/api.js';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, useBrowser } from './support/browser.js';
import { EVENT_FORM_LABELS, fillEventFields } from './support/event-form.js';
import { expectMainHeading, expectPath } from './support/expect-page.js';
import { forEachLanguage, type Language } from './support/languages.js';
import { PLATFORM_ADMIN } from './support/platform-admin.js';
import { logInThroughApi } from './support/source-admin.js';
import { fillSourceForm, required, SOURCE_FORM_LABELS } from './support/source-form.js';

const browser = useBrowser();

interface Named {
  id: number;
  name_en: string;
  name_de: string;
}

const TEXTS = {
  en: {
    ...SOURCE_FORM_LABELS.en,
    menu: 'Menu',
    logout: 'Logout',
    login: 'Login',
    adminSections: 'Admin sections',
    sourceApproval: 'Source Approval',
    approve: (name: string) => `Approve ${name}`,
    sourceApproved: 'Source approved.',
    administeredSources: 'Administered Sources',
    storedImage: 'Preview of the chosen image',
    approvalNote: /Approval can take up to three days/,
    sourceCreated: 'Source created.',
    approved: 'Approved',
    createEventFor: (name: string) => `Create an event for ${name}`,
    createEvent: 'Create Event',
    editEvent: 'Edit Event',
    editNamed: (name: string) => `Edit ${name}`,
    events: 'Events',
    eventMap: 'Map for choosing the locations',
    place: (number: number) => `Location ${number}`,
    placeCity: 'City',
    assemblyPoint: 'Assembly point',
    eventCreated: 'Event created.',
    saveChanges: 'Save Changes',
    eventUpdated: 'Event updated.',
  },
  de: {
    ...SOURCE_FORM_LABELS.de,
    menu: 'Menü',
    logout: 'Abmelden',
    login: 'Anmelden',
    adminSections: 'Bereiche der Verwaltung',
    sourceApproval: 'Quellen freigeben',
    approve: (name: string) => `${name} freigeben`,
    sourceApproved: 'Quelle freigegeben.',
    administeredSources: 'Verwaltete Quellen',
    storedImage: 'Vorschau des gewählten Bildes',
    approvalNote: /Freigabe kann bis zu drei Tage dauern/,
    sourceCreated: 'Quelle erstellt.',
    approved: 'Freigegeben',
    createEventFor: (name: string) => `Eine Veranstaltung für ${name} erstellen`,
    createEvent: 'Veranstaltung erstellen',
    editEvent: 'Veranstaltung bearbeiten',
    editNamed: (name: string) => `${name} bearbeiten`,
    events: 'Veranstaltungen',
    eventMap: 'Karte zur Auswahl der Orte',
    place: (number: number) => `Ort ${number}`,
    placeCity: 'Stadt',
    assemblyPoint: 'Sammelpunkt',
    eventCreated: 'Veranstaltung erstellt.',
    saveChanges: 'Änderungen speichern',
    eventUpdated: 'Veranstaltung aktualisiert.',
  },
};

/** Spec §4 "Source approval": a platform admin approves the source on the Admin page, in a browser of their own. */
async function approveOnAdminPage(language: Language, sourceName: string): Promise<void> {
  const texts = TEXTS[language];
  const { page, url, baseUrl } = await browser.open({ language, storedLanguage: language });
  await logInThroughApi(page, baseUrl, language, PLATFORM_ADMIN);
  await page.goto(url(`/${language}/admin`));
  await page
    .getByRole('navigation', { name: texts.adminSections })
    .getByRole('link', { name: texts.sourceApproval, exact: true })
    .click();
  const submitted = page.getByRole('article', { name: sourceName, exact: true });
  await submitted.getByRole('button', { name: texts.approve(sourceName) }).click();
  await page.getByRole('status').filter({ hasText: texts.sourceApproved }).waitFor();
  await page.context().close();
}

forEachLanguage(['en', 'de'], TEXTS, (language, texts) => {
  test('a user submits a source, and once approved publishes, edits and finds an event with two places', async () => {
    const { page, url, baseUrl } = await browser.open({ language, storedLanguage: language });
    const owner = newAccount(`e2e-publisher-${language}`);
    await register(baseUrl, owner);
    const [sourceType] = await getJson<Named[]>(baseUrl, '/v1/source_type/');
    const [topic] = await getJson<Named[]>(baseUrl, '/v1/topic/');
    const [eventType] = await getJson<Named[]>(baseUrl, '/v1/event_type/');
    if (sourceType === undefined || topic === undefined || eventType === undefined)
      throw new Error('the demo data has a source type, a topic and an event type');

    // Logged in as an earlier login leaves the device (the login form's own journeys: accounts.e2e.ts, admin.e2e.ts),
    // on a text page: the form's way home is the event search and its map, about 10 of this journey's 60 s at load
    // 20 (decision 041).
    await logInThroughApi(page, baseUrl, language, owner);
    await page.goto(url(`/${language}/about`));

    // Administered Sources from the menu, then 'Create Source'.
    await page.getByRole('banner').getByRole('button', { name: texts.menu, exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('link', { name: texts.administeredSources, exact: true })
      .click();
    await expectMainHeading(page, texts.administeredSources);
    await page.getByRole('main').getByRole('link', { name: texts.createSource, exact: true }).click();
    await expectMainHeading(page, texts.createSource);
    await page.getByText(texts.approvalNote).waitFor();

    const sourceName = `Radentscheid ${owner.username}`;
    await fillSourceForm(page, language, {
      name: sourceName,
      sourceTypeId: sourceType.id,
      topic,
      description: 'Safe streets for everyone, an invented initiative.',
      contact: owner.email,
      image: { name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG },
    });
    await page.getByRole('img', { name: texts.storedImage }).waitFor();
    await page.getByRole('button', { name: texts.createSource, exact: true }).click();
    await page.getByRole('status').filter({ hasText: texts.sourceCreated }).waitFor();
    await expectMainHeading(page, texts.editSource);
    const sourceId = Number(/\/sources\/(\d+)--/.exec(new URL(page.url()).pathname)?.[1]);
    expect(sourceId).toBeGreaterThan(0);
    // The image was uploaded with the source: the edit page shows it while the source is pending.
    const storedImage = page.getByRole('img', { name: texts.storedImage });
    await expect.poll(() => storedImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
    await approveOnAdminPage(language, sourceName);
    // The image chosen in the form was uploaded with the source and is public once it is approved.
    const source = await getJson<{ has_title_image: boolean; title_image_url: string }>(
      baseUrl,
      `/v1/source/${sourceId}`,
    );
    expect(source.has_title_image).toBe(true);
    const image = await fetch(new URL(source.title_image_url, baseUrl), {
      signal: AbortSignal.timeout(15_000),
    });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);

    await page.goto(url(`/${language}/administrated-sources`));
    const row = page.getByRole('article').filter({ hasText: sourceName });
    await row.getByText(texts.approved).waitFor();
    await row.getByRole('link', { name: texts.createEventFor(sourceName), exact: true }).click();
    await expectMainHeading(page, texts.createEvent);
    await expectPath(page, `/${language}/events/create?source=${sourceId}`);

    const eventName = `Fahrraddemo ${owner.username}`;
    await fillEventFields(page, language, {
      name: eventName,
      description: 'We ride together through the city centre.',
      eventTypeId: eventType.id,
      topic,
      start: '2031-05-17T14:00',
    });

    // Two places: a click on the map adds the assembly point, Enter on the focused map adds its centre.
    const map = page.getByRole('region', { name: texts.eventMap, exact: true });
    // A map loads once it is on screen (issue 18), as a person scrolls to it.
    await map.scrollIntoViewIfNeeded();
    await map.locator('[data-map-state="idle"]').waitFor({ timeout: 20_000 });
    const box = await map.boundingBox();
    if (box === null) throw new Error('the map has no box');
    await map.click({ position: { x: box.width * 0.4, y: box.height * 0.6 } });
    await page
      .getByRole('group', { name: new RegExp(`^${texts.place(1)} ${texts.assemblyPoint}`) })
      .waitFor();
    await map.locator('canvas').press('Enter');
    const second = page.getByRole('group', { name: new RegExp(`^${texts.place(2)} `) });
    await second.waitFor();
    await second.getByLabel(texts.placeCity, { exact: true }).fill('Leipzig');
    await page.getByRole('button', { name: texts.createEvent, exact: true }).click();
    await page.getByRole('status').filter({ hasText: texts.eventCreated }).waitFor();
    await expectMainHeading(page, eventName);
    const eventSlug = /\/events\/([^/]+)$/.exec(new URL(page.url()).pathname)?.[1] ?? '';
    const eventId = Number(eventSlug.split('--')[0]);
    expect(eventId).toBeGreaterThan(0);

    // Edit on a 360 px phone: the form fits the screen, a new name is saved and the event page shows it.
    // The way there: Administered Sources → the source's edit page → its events.
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto(url(`/${language}/administrated-sources`));
    await page.getByRole('link', { name: texts.editNamed(sourceName), exact: true }).click();
    await expectMainHeading(page, texts.editSource);
    await page
      .getByRole('region', { name: texts.events, exact: true })
      .getByRole('link', { name: texts.editNamed(eventName), exact: true })
      .click();
    await expectMainHeading(page, texts.editEvent);
    await expectPath(page, `/${language}/events/${eventSlug}/edit`);
    await page.getByRole('group', { name: new RegExp(`^${texts.place(2)} `) }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE_VIEWPORT.width,
    );
    const renamed = `${eventName} (neu)`;
    await page.getByLabel(required(EVENT_FORM_LABELS[language].eventName)).fill(renamed);
    await page.getByRole('button', { name: texts.saveChanges, exact: true }).click();
    await page.getByRole('status').filter({ hasText: texts.eventUpdated }).waitFor();
    await expectMainHeading(page, renamed);

    // Public: a visitor who is not logged in opens its page, and the API gives both places in order.
    const visitor = await browser.open({ language });
    await visitor.page.goto(visitor.url(`/${language}/events/${eventSlug}`));
    await expectMainHeading(visitor.page, renamed);
    const published = await getJson<{
      name: string;
      organising_source_id: number;
      locations: { geography: { coordinates: number[] }; city: string | null }[];
    }>(baseUrl, `/v1/event/${eventId}`);
    expect(published.name).toBe(renamed);
    expect(published.organising_source_id).toBe(sourceId);
    expect(published.locations).toHaveLength(2);
    const [first, last] = published.locations.map((location) => location.geography.coordinates);
    // The map's centre lies right of and above the clicked point.
    expect(last?.[0]).toBeGreaterThan(first?.[0] ?? 0);
    expect(last?.[1]).toBeGreaterThan(first?.[1] ?? 0);
    expect(published.locations[1]?.city).toBe('Leipzig');

    await page.setViewportSize(DESKTOP_VIEWPORT);
    await page.getByRole('banner').getByRole('button', { name: texts.logout, exact: true }).click();
    await expectPath(page, `/${language}`);
    await page.getByRole('banner').getByRole('link', { name: texts.login, exact: true }).waitFor();
  });
});
