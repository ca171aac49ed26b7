// Spec §2 "Event detail", "Saved" and "Source detail": open an event from the search results, see
// its fields, export it to a calendar, save it and find it under Saved (kept on the device, spec §3),
// then follow its organiser to the source page with its future and past events.
import { readFile } from 'node:fs/promises';
import type { Locator, Page, Request } from 'playwright-core';
import { expect, test } from 'vitest';
import { parseIcs } from '../apps/server/src/features/export/feed-parsers.test-support.js';
import { getJson, upcomingEventsAround, type WireSource, type WireTopic } from './support/api.js';
import { useBrowser } from './support/browser.js';
import { recordSearches, resultList } from './support/event-search.js';
import { expectMainHeading, expectPath } from './support/expect-page.js';
import { forEachLanguage, type Language } from './support/languages.js';

const browser = useBrowser();

const TEXTS = {
  en: {
    results: 'Search results',
    topics: 'Topics',
    eventMap: 'Map of the event’s locations',
    organiser: 'Organiser',
    viewSource: 'View source page',
    save: 'Save',
    eventSaved: 'Event saved.',
    exportToCalendar: 'Export to Calendar',
    menu: 'Menu',
    savedMenuItem: 'Saved',
    savedTitle: 'Saved',
    savedEvents: 'Saved Events',
    savedSources: 'Saved Sources',
    noSavedSources: 'You have not saved any sources yet.',
    sourceFields: 'About this source',
    addressHelp: 'Help: Address',
    addressHelpText: 'Where the organisation is based. Its events can take place elsewhere.',
    futureEvents: 'Future 25 Events',
    pastEvents: 'Past 25 Events',
    saveSourceHint: 'Save this source to be notified of its future events.',
  },
  de: {
    results: 'Suchergebnisse',
    topics: 'Themen',
    eventMap: 'Karte der Orte der Veranstaltung',
    organiser: 'Veranstalter:in',
    viewSource: 'Zur Seite der Quelle',
    save: 'Speichern',
    eventSaved: 'Veranstaltung gespeichert.',
    exportToCalendar: 'In Kalender exportieren',
    menu: 'Menü',
    savedMenuItem: 'Gespeichert',
    savedTitle: 'Gespeichert',
    savedEvents: 'Gespeicherte Veranstaltungen',
    savedSources: 'Gespeicherte Quellen',
    noSavedSources: 'Du hast noch keine Quellen gespeichert.',
    sourceFields: 'Über diese Quelle',
    addressHelp: 'Hilfe: Adresse',
    addressHelpText: 'Wo die Organisation ihren Sitz hat. Ihre Veranstaltungen können woanders stattfinden.',
    futureEvents: 'Nächste 25 Veranstaltungen',
    pastEvents: 'Letzte 25 Veranstaltungen',
    saveSourceHint:
      'Speichere diese Quelle, um über ihre kommenden Veranstaltungen benachrichtigt zu werden.',
  },
};

const BERLIN = { lat: 52.52, lon: 13.405 };
const BERLIN_SEARCH = 'area=perimeter&lat=52.52000&lng=13.40500';

function topicName(topic: WireTopic, language: Language): string {
  return language === 'de' ? topic.name_de : topic.name_en;
}

/** The event ids a list of event links points to (each /{language}/events/{id}--slug). */
async function linkedEventIds(links: Locator): Promise<number[]> {
  const hrefs = await links.evaluateAll((elements) => elements.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => Number(/\/events\/(\d+)--/.exec(href)?.[1] ?? Number.NaN));
}

forEachLanguage(['en', 'de'], TEXTS, (language, texts) => {
  test('open an event from the results, export it to a calendar, save it and find it under Saved after a reload', async () => {
    const { page, context, url, baseUrl } = await browser.open({ language });
    const searches = recordSearches(page, 'perimeter-search');
    await page.goto(url(`/${language}/events?${BERLIN_SEARCH}`));
    const firstResult = resultList(page, texts).getByRole('listitem').first().getByRole('link');
    await firstResult.waitFor();
    const [id] = await linkedEventIds(firstResult);
    const event = (await searches.batches()).flatMap((batch) => batch.events).find((e) => e.id === id);
    if (event === undefined)
      throw new Error(`the first result #${id} is not in the answers the page received`);

    const organizerAnswer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === `/v1/event/${event.id}/organizer`,
    );
    await firstResult.click();
    await page.waitForURL((address) => address.pathname.startsWith(`/${language}/events/${event.id}--`));
    await expectMainHeading(page, event.name);

    // Topic tags in the reader's language, the map of its locations, the organiser and its link.
    const topics = await getJson<WireTopic[]>(baseUrl, '/v1/topic/');
    const details = page.getByRole('article', { name: event.name });
    for (const topicId of event.topic_ids) {
      const topic = topics.find((candidate) => candidate.id === topicId);
      expect(topic, `topic #${topicId}`).toBeDefined();
      await details
        .getByRole('listitem')
        .filter({ hasText: new RegExp(`^${topicName(topic as WireTopic, language)}$`) })
        .waitFor();
    }
    const eventMap = page.getByRole('region', { name: texts.eventMap, exact: true });
    // A map loads once it is on screen (issue 18), as a person scrolls to it.
    await eventMap.scrollIntoViewIfNeeded();
    await eventMap.locator('[data-map-state="idle"]').waitFor({ timeout: 20_000 });
    const organizer = (await (await organizerAnswer).json()) as { id: number; name: string };
    const organiserRegion = page.getByRole('region', { name: texts.organiser, exact: true });
    await organiserRegion.getByText(organizer.name, { exact: true }).waitFor();
    expect(
      await organiserRegion.getByRole('link', { name: texts.viewSource, exact: true }).getAttribute('href'),
    ).toMatch(new RegExp(`^/${language}/sources/${organizer.id}--`));

    // Export to Calendar downloads an iCalendar file of this very event.
    const exportLink = details.getByRole('link', { name: texts.exportToCalendar, exact: true });
    const icsHref = await exportLink.getAttribute('href');
    const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const calendar = parseIcs(await readFile(await download.path(), 'utf8'));
    expect(calendar.events).toHaveLength(1);
    expect(calendar.events[0]?.summary).toBe(event.name);
    expect(calendar.events[0]?.start.toISOString()).toBe(new Date(event.start_time).toISOString());
    const served = await context.request.get(url(icsHref ?? ''));
    expect(served.headers()['content-type']).toMatch(/^text\/calendar/);

    // Save: the button turns pressed, a toast confirms, the id is on the device.
    const save = details.getByRole('button', { name: texts.save, exact: true });
    expect(await save.getAttribute('aria-pressed')).toBe('false');
    await save.click();
    await page.getByRole('status').filter({ hasText: texts.eventSaved }).waitFor();
    expect(await save.getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('savedEvents'))).toBe(JSON.stringify([event.id]));

    // Saved, through the menu; still there after a reload.
    await page.getByRole('button', { name: texts.menu, exact: true }).click();
    await page
      .getByRole('dialog', { name: texts.menu })
      .getByRole('link', { name: texts.savedMenuItem, exact: true })
      .click();
    await expectPath(page, `/${language}/saved`);
    for (const pass of ['first visit', 'after a reload']) {
      if (pass === 'after a reload') await page.reload();
      await expectMainHeading(page, texts.savedTitle);
      const savedEvents = page.getByRole('region', { name: texts.savedEvents, exact: true });
      const savedLink = savedEvents.getByRole('link', { name: event.name });
      await savedLink.waitFor();
      expect(await linkedEventIds(savedEvents.getByRole('link')), pass).toEqual([event.id]);
      await page
        .getByRole('region', { name: texts.savedSources, exact: true })
        .getByText(texts.noSavedSources)
        .waitFor();
    }

    await page.getByRole('region', { name: texts.savedEvents, exact: true }).getByRole('link').click();
    await expectMainHeading(page, event.name);
    expect(
      await page.getByRole('button', { name: texts.save, exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  test("the organiser link opens the source's page: its fields with help, its future and past events", async () => {
    const { page, url, baseUrl } = await browser.open({ language });
    const [event] = await upcomingEventsAround(baseUrl, BERLIN, 10, 1);
    if (event?.organising_source_id == null) throw new Error('the demo data has no upcoming Berlin event');
    const sourceId = event.organising_source_id;
    const [source, futureIds, pastIds] = await Promise.all([
      getJson<WireSource>(baseUrl, `/v1/source/${sourceId}`),
      getJson<number[]>(baseUrl, `/v1/source/${sourceId}/future_events`),
      getJson<number[]>(baseUrl, `/v1/source/${sourceId}/past_events`),
    ]);
    expect(futureIds).toContain(event.id);

    // A shared link: the page's head preloads the event and the names it waits for, and the app's own requests for
    // them get the preloaded answers (sent without the app's X-Client-Version header), each asked for once.
    const eventReads = watchFirstReads(page, [`/v1/event/${event.id}`, '/v1/event_type/', '/v1/topic/']);
    await page.goto(url(`/${language}/events/${event.id}`));
    await expectMainHeading(page, event.name);
    eventReads.expectEachSentOnceByThePreload();
    await page
      .getByRole('region', { name: texts.organiser, exact: true })
      .getByRole('link', { name: texts.viewSource, exact: true })
      .click();
    await page.waitForURL((address) => address.pathname.startsWith(`/${language}/sources/${sourceId}--`));
    await expectMainHeading(page, source.name);

    const fields = page.getByRole('region', { name: texts.sourceFields, exact: true });
    const typeName = language === 'de' ? source.source_type.name_de : source.source_type.name_en;
    await fields
      .getByRole('definition')
      .filter({ hasText: new RegExp(`^${typeName}$`) })
      .waitFor();
    await fields.getByRole('definition').filter({ hasText: source.city }).first().waitFor();
    await fields.getByText(source.description, { exact: true }).waitFor();
    await fields.getByRole('button', { name: texts.addressHelp, exact: true }).click();
    await page.getByRole('dialog').getByText(texts.addressHelpText, { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByText(texts.saveSourceHint, { exact: true }).waitFor();

    for (const [title, ids] of [
      [texts.futureEvents, futureIds],
      [texts.pastEvents, pastIds],
    ] as const) {
      const links = page
        .getByRole('region', { name: title, exact: true })
        .getByRole('listitem')
        .getByRole('link');
      await expect.poll(() => linkedEventIds(links), { message: title }).toEqual(ids.slice(0, 25));
    }

    // The source's page opened from a shared link: its head preloads the source and the topic names.
    const sourceReads = watchFirstReads(page, [`/v1/source/${sourceId}`, '/v1/topic/']);
    await page.goto(url(`/${language}/sources/${sourceId}`));
    await expectMainHeading(page, source.name);
    // The topic names shown: the app has asked for them.
    const sourceTopics = await getJson<WireTopic[]>(baseUrl, '/v1/topic/');
    const firstTopic = sourceTopics.find((topic) => topic.id === source.topic_ids[0]);
    if (firstTopic === undefined) throw new Error('the demo data gives the organiser no topic');
    await page
      .getByRole('region', { name: texts.sourceFields, exact: true })
      .getByText(topicName(firstTopic, language), { exact: false })
      .first()
      .waitFor();
    sourceReads.expectEachSentOnceByThePreload();
  });
});

/**
 * Watches the page's requests for `paths` from the next navigation on. A read the head preloads is sent once, by the
 * preload (without the app's X-Client-Version header): the app's own request got the preloaded answer.
 */
function watchFirstReads(page: Page, paths: string[]) {
  const sent: { path: string; clientVersion: string | undefined }[] = [];
  const watch = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (paths.includes(pathname))
      sent.push({ path: pathname, clientVersion: request.headers()['x-client-version'] });
  };
  page.on('request', watch);
  return {
    expectEachSentOnceByThePreload() {
      page.off('request', watch);
      expect(sent).toHaveLength(paths.length);
      expect(sent).toEqual(expect.arrayContaining(paths.map((path) => ({ path, clientVersion: undefined }))));
    },
  };
}
