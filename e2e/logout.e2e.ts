// Issue 20 item 5 (spec §2, §4: the logout target is home): logging out on a page only the account
// may see, its own pending source's event, goes home, not to 'Nothing here...'.
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { expectMainHeading, expectPath } from './support/expect-page.js';
import { forEachLanguage } from './support/languages.js';
import { logInOnPage, publishEvent, sourceAdministratorOf } from './support/source-admin.js';

const browser = useBrowser();

const TEXTS = {
  en: { logout: 'Logout', login: 'Login', notFound: 'Nothing here...' },
  de: { logout: 'Abmelden', login: 'Anmelden', notFound: 'Hier ist nichts...' },
};

forEachLanguage(['en', 'de'], TEXTS, (language, texts) => {
  test('logging out on the own pending event page goes home', async () => {
    const { page, baseUrl, url } = await browser.open({ language });
    const source = await sourceAdministratorOf(baseUrl, `e2e-logout-${language}`, 'pending');
    const eventName = `Vorabtreffen ${source.owner.username}`;
    const eventId = await publishEvent(baseUrl, source, eventName);
    await logInOnPage(page, baseUrl, language, source.owner);
    await page.goto(url(`/${language}/events/${eventId}`));
    await expectMainHeading(page, eventName);

    await page.getByRole('banner').getByRole('button', { name: texts.logout, exact: true }).click();
    await expectPath(page, `/${language}`);
    await page.getByRole('banner').getByRole('link', { name: texts.login, exact: true }).waitFor();
    // A late answer for the event page must not move the visitor on: wait for the page to be idle.
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe(`/${language}`);
    expect(await page.getByRole('heading', { name: texts.notFound }).count()).toBe(0);
  });
});
