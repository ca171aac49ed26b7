// Spec §2 "Alerts", "Alert results", §4 "Alert polling", "Alert notification", §7 export links, DESIGN §4.3:
// a visitor adds an alert around a point; its source's admin publishes an event there through the API; the
// next poll finds it: the badge appears and a browser notification is shown; the results mark it new until it
// is opened; the export links carry the criteria. What logging in does with a device's alerts: alert-sync.e2e.ts.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { basicAuth } from './support/accounts.js';
import { addPerimeterAlert } from './support/alert-form.js';
import { getJson } from './support/api.js';
import { useBrowser } from './support/browser.js';
import { expectPath } from './support/expect-page.js';
import { forEachLanguage } from './support/languages.js';
import { sourceAdministratorOf } from './support/source-admin.js';

const browser = useBrowser({ notifications: true });

const TEXTS = {
  en: {
    addAlert: 'Add Alert',
    badge: 'New events for your alerts',
    notification: (name: string) => `Your alert '${name}' has 1 new Events.`,
    sourceNotification: (name: string) => `'${name}' has 1 new Events.`,
    results: (name: string) => `Results of ${name}`,
    newMark: 'New',
    save: 'Save',
    calendar: 'Subscribe in calendar',
    rss: 'RSS feed',
    allTopics: 'All Topics',
  },
  de: {
    addAlert: 'Alarm hinzufügen',
    badge: 'Neue Veranstaltungen für deine Alarme',
    notification: (name: string) => `Dein Alarm '${name}' hat 1 neue Veranstaltungen.`,
    sourceNotification: (name: string) => `'${name}' hat 1 neue Veranstaltungen.`,
    results: (name: string) => `Ergebnisse von ${name}`,
    newMark: 'Neu',
    save: 'Speichern',
    calendar: 'Im Kalender abonnieren',
    rss: 'RSS-Feed',
    allTopics: 'Alle Themen',
  },
};

// Open country far from the demo cities and from each other, so each language's alert finds only its event.
const POINTS = { en: { lat: 54.52, lon: 9.05 }, de: { lat: 54.78, lon: 9.45 } };

/** Records every notification the page shows, while keeping the browser's own (spec §4). */
async function recordNotifications(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Real = window.Notification;
    const shown: string[] = [];
    (window as unknown as { shownNotifications: string[] }).shownNotifications = shown;
    const Recording = function (this: Notification, title: string, options?: NotificationOptions) {
      shown.push(title);
      return new Real(title, options);
    } as unknown as typeof Notification;
    Object.defineProperty(Recording, 'permission', { get: () => Real.permission });
    Recording.requestPermission = Real.requestPermission.bind(Real);
    window.Notification = Recording;
  });
}

/** The next poll is due now: as if its next_fetch had come (the server answers about an hour ahead). */
async function makePollDue(page: Page, alertName: string): Promise<void> {
  await page.evaluate((name) => {
    const alerts = JSON.parse(localStorage.getItem('alerts') ?? '{}');
    alerts[name].nextFetch = new Date(Date.now() - 1000).toISOString();
    localStorage.setItem('alerts', JSON.stringify(alerts));
    // Saved sources are polled the same way (spec §2 Source detail: saving one notifies of its future events).
    const watches = JSON.parse(localStorage.getItem('savedSourceWatches') ?? '{}');
    for (const watch of Object.values<{ nextFetch: string }>(watches)) {
      watch.nextFetch = new Date(Date.now() - 1000).toISOString();
    }
    localStorage.setItem('savedSourceWatches', JSON.stringify(watches));
  }, alertName);
  await page.reload();
}

forEachLanguage(['en', 'de'], TEXTS, (language, texts) => {
  test('an alert tells of a new event nearby: badge, notification, results, export links', async () => {
    const { page, context, baseUrl, url } = await browser.open({ language });
    await context.grantPermissions(['notifications'], { origin: baseUrl });
    await recordNotifications(page);
    const admin = await sourceAdministratorOf(baseUrl, `alerts-${language}`);
    const alertName = `Dorf ${language} ${admin.owner.username.slice(-4)}`;
    const point = POINTS[language];

    await page.goto(url(`/${language}/alerts`));
    await page.getByRole('main').getByRole('link', { name: texts.addAlert, exact: true }).click();
    await expectPath(page, `/${language}/alerts/add`);
    await addPerimeterAlert(page, language, alertName, point);
    await expectPath(page, `/${language}/alerts`);
    const card = page.getByRole('listitem', { name: alertName });
    await card.getByText(texts.allTopics).waitFor();

    // The visitor also saves the source, to be told of its future events.
    await page.goto(url(`/${language}/sources/${admin.sourceId}`));
    await page.getByRole('button', { name: texts.save, exact: true }).click();
    await page.waitForFunction(
      (id) =>
        Object.values(JSON.parse(localStorage.getItem('savedSourceWatches') ?? '{}')).some(
          (watch) => (watch as { sourceId: number }).sourceId === id,
        ),
      admin.sourceId,
    );

    // The source's admin publishes an event in the alert's area.
    const [eventType] = await getJson<{ id: number }[]>(baseUrl, '/v1/event_type/');
    const [topic] = await getJson<{ id: number }[]>(baseUrl, '/v1/topic/');
    const eventName = `Mahnwache am Deich ${language} ${admin.owner.username.slice(-4)}`;
    const published = await fetch(new URL('/v1/event/new', baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: basicAuth(admin.owner) },
      body: JSON.stringify({
        name: eventName,
        description: 'Candles by the dyke.',
        event_type_id: eventType?.id,
        topic_ids: [topic?.id],
        locations: [{ geography: { type: 'Point', coordinates: [point.lon + 0.01, point.lat] } }],
        start_time: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        organising_source_id: admin.sourceId,
      }),
    });
    expect(published.status, await published.text()).toBe(201);

    // The next poll: the badge appears in the header and the browser shows the notification.
    await makePollDue(page, alertName);
    await page.getByRole('banner').getByText(texts.badge).waitFor();
    await page.waitForFunction(
      (text) => (window as unknown as { shownNotifications: string[] }).shownNotifications.includes(text),
      texts.notification(alertName),
    );
    await page.waitForFunction(
      (text) => (window as unknown as { shownNotifications: string[] }).shownNotifications.includes(text),
      texts.sourceNotification(admin.sourceName),
    );
    await page.goto(url(`/${language}/alerts`));

    // The export links carry the alert's criteria.
    const calendar = await card.getByRole('link', { name: texts.calendar }).getAttribute('href');
    const rss = await card.getByRole('link', { name: texts.rss }).getAttribute('href');
    expect(calendar).toMatch(/^webcal:\/\/.*\/v1\/export\/ics\/events\.ics\?limit=50&offset=0&/);
    expect(new URL((calendar ?? '').replace(/^webcal:/, 'http:')).searchParams.get('latitude')).toBe(
      String(point.lat),
    );
    expect(new URL((rss ?? '').replace(/^feed:/, 'http:')).searchParams.get('alert_name')).toBe(alertName);

    // The results mark the event new until it is opened.
    await card.getByRole('link', { name: texts.results(alertName) }).click();
    const result = page.getByRole('main').getByRole('listitem').filter({ hasText: eventName });
    await result.getByText(texts.newMark, { exact: true }).waitFor();
    await result.getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: eventName }).waitFor();
    await page.goBack();
    await result.waitFor();
    expect(await result.getByText(texts.newMark, { exact: true }).count()).toBe(0);
    expect(await page.getByRole('banner').getByText(texts.badge).count()).toBe(0);
  });
});
