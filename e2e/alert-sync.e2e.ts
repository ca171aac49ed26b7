// Spec §2 "Alerts", DESIGN §4.3: logging in takes a device's alert and saved event to the account, and a second
// browser sees both after logging in, with the event opened on the first one seen. Apart from alerts.e2e.ts, whose
// notification journeys need the full browser: these run in the headless shell (decision 041).
import { expect, test } from 'vitest';
import { basicAuth } from './support/accounts.js';
import { addPerimeterAlert } from './support/alert-form.js';
import { postJson } from './support/api.js';
import { useBrowser } from './support/browser.js';
import { forEachLanguage } from './support/languages.js';
import { logInOnPage, sourceAdministratorOf } from './support/source-admin.js';

const browser = useBrowser();

const TEXTS = {
  en: { badge: 'New events for your alerts', newMark: 'New', save: 'Save' },
  de: { badge: 'Neue Veranstaltungen für deine Alarme', newMark: 'Neu', save: 'Speichern' },
};

forEachLanguage(['en', 'de'], TEXTS, (language, texts) => {
  test('logging in takes the device’s alert and saved event to the account, and a second browser sees them', async () => {
    const { page, baseUrl, url } = await browser.open({ language });
    const admin = await sourceAdministratorOf(baseUrl, `alert-sync-${language}`);
    const alertName = `Sync ${language} ${admin.owner.username.slice(-4)}`;
    const { events } = await postJson<{
      events: { id: number; name: string; locations: { geography: { coordinates: [number, number] } }[] }[];
    }>(baseUrl, '/v1/event/all', { mode: 'closest_future', limit: 1 });
    const [event] = events;
    expect(event).toBeDefined();
    const eventName = event?.name ?? '';
    const [lon, lat] = event?.locations[0]?.geography.coordinates ?? [6.96, 50.94];

    // An alert around the soonest event: its first poll (5 s after adding) finds that event, unseen.
    await page.goto(url(`/${language}/alerts/add`));
    await addPerimeterAlert(page, language, alertName, { lat, lon });
    await page.getByRole('banner').getByText(texts.badge).waitFor();
    // Opening the event's page (not from the alert's results) marks it seen in the alert.
    await page.goto(url(`/${language}/events/${event?.id}`));
    await page.getByRole('button', { name: texts.save, exact: true }).click();
    await page.waitForFunction(
      ([name, id]) => JSON.parse(localStorage.getItem('alerts') ?? '{}')[name]?.seenEventIds.includes(id),
      [alertName, event?.id] as const,
    );

    // Logging in merges the device's alert and saved event into the account …
    await logInOnPage(page, baseUrl, language, admin.owner);
    await expect
      .poll(() =>
        fetch(new URL('/v1/user/me/alerts', baseUrl), {
          headers: { authorization: basicAuth(admin.owner) },
        }).then((r) => r.json() as Promise<{ name: string }[]>),
      )
      .toEqual([expect.objectContaining({ name: alertName })]);

    // … so a second browser sees them after logging in.
    const second = await browser.open({ language });
    await logInOnPage(second.page, baseUrl, language, admin.owner);
    await second.page.goto(second.url(`/${language}/alerts`));
    await second.page.getByRole('listitem', { name: alertName }).waitFor();
    await second.page.goto(second.url(`/${language}/saved`));
    await second.page.getByRole('main').getByText(eventName).waitFor();
    // The event opened on the first browser is seen on the second one too.
    await second.page.goto(second.url(`/${language}/alerts/results/${encodeURIComponent(alertName)}`));
    const result = second.page.getByRole('main').getByRole('listitem').filter({ hasText: eventName });
    await result.getByRole('link').first().waitFor();
    expect(await result.getByText(texts.newMark, { exact: true }).count()).toBe(0);
  });
});
