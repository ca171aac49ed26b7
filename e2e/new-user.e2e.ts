// Issue 20, smaller things a new user meets: Administered Sources while logged out says it needs an
// account and offers login; Info for a city shows its own state's parliament with the federal level;
// All Events fits a 390 px phone; the example association details (this server sets no ASSOCIATION_* key)
// stay out of the public footer while the admin page and the start log ask for them.
import { readFile } from 'node:fs/promises';
import { expect, inject, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { expectMainHeading, expectPath } from './support/expect-page.js';
import { forEachLanguage } from './support/languages.js';
import { PLATFORM_ADMIN } from './support/platform-admin.js';
import { logInThroughApi } from './support/source-admin.js';

const browser = useBrowser();

const TEXTS = {
  en: {
    administeredSources: 'Administered Sources',
    needsAccount: /^Administering sources needs an account\./,
    logIn: 'Log in',
    register: 'Register',
    login: 'Welcome Back',
    info: 'Info',
    saxony: 'Saxony',
    saxonParliament: 'Saxon State Parliament',
    germany: 'Germany',
    bundestag: 'German Bundestag',
    otherState: 'Bavarian State Parliament',
    allEvents: 'All Events',
    about: 'About',
    exampleTitle: 'The association’s details are still examples',
  },
  de: {
    administeredSources: 'Verwaltete Quellen',
    needsAccount: /^Um Quellen zu verwalten, brauchst du ein Konto\./,
    logIn: 'Anmelden',
    register: 'Registrieren',
    login: 'Willkommen zurück',
    info: 'Info',
    saxony: 'Sachsen',
    saxonParliament: 'Sächsischer Landtag',
    germany: 'Deutschland',
    bundestag: 'Deutscher Bundestag',
    otherState: 'Bayerischer Landtag',
    allEvents: 'Alle Veranstaltungen',
    about: 'Über uns',
    exampleTitle: 'Die Angaben zum Verein sind noch Beispiele',
  },
};

forEachLanguage(['en', 'de'], TEXTS, (language, texts) => {
  test('Administered Sources while logged out says it needs an account and leads to the login', async () => {
    const { page, url } = await browser.open({ language });
    await page.goto(url(`/${language}/administrated-sources`));
    await expectMainHeading(page, texts.administeredSources);
    const main = page.getByRole('main');
    await main.getByText(texts.needsAccount).waitFor();
    expect(await main.getByRole('link', { name: texts.register, exact: true }).getAttribute('href')).toBe(
      `/${language}/register`,
    );
    await main.getByRole('link', { name: texts.logIn, exact: true }).click();
    await expectPath(page, `/${language}/login`);
    await expectMainHeading(page, texts.login);
  });

  test('Info for Leipzig: the city, Saxony’s parliament and the federal level, not every state', async () => {
    const { page, url } = await browser.open({ language });
    await page.goto(url(`/${language}/info?country=DE&city=Leipzig`));
    await expectMainHeading(page, texts.info);
    const saxony = page.getByRole('region', { name: texts.saxony, exact: true });
    await saxony.getByRole('link', { name: texts.saxonParliament, exact: true }).waitFor();
    const germany = page.getByRole('region', { name: texts.germany, exact: true });
    await germany.getByRole('link', { name: texts.bundestag, exact: true }).waitFor();
    expect(await page.getByRole('link', { name: texts.otherState }).count()).toBe(0);
    expect(await page.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual([
      'Leipzig',
      texts.saxony,
      texts.germany,
    ]);
  });

  test('All Events fits a 390 px phone: every event shows its date, city and type without sideways scrolling', async () => {
    const { page, url } = await browser.open({ language, viewport: { width: 390, height: 844 } });
    await page.goto(url(`/${language}/event-list/1`));
    await expectMainHeading(page, texts.allEvents);
    const row = page.getByRole('row').nth(1);
    await row.getByRole('link').waitFor();
    // The date, city and type, which were columns cut off at the right, are on the name's second line.
    await row.getByText(/.+ · .+/).waitFor();
    const table = page.getByRole('table');
    const overflow = await table.evaluate((element) => {
      const box = element.parentElement as HTMLElement;
      return {
        table: box.scrollWidth - box.clientWidth,
        page: document.documentElement.scrollWidth - window.innerWidth,
      };
    });
    expect(overflow).toEqual({ table: 0, page: 0 });
    // Everything the row says is inside the screen.
    const right = await row.evaluate((element) => element.getBoundingClientRect().right);
    expect(right).toBeLessThanOrEqual(390);
  });

  test('example association details stay out of the footer; the admin page and the start log ask for them', async () => {
    const { page, url, baseUrl } = await browser.open({ language });
    await page.goto(url(`/${language}/about`));
    await expectMainHeading(page, texts.about);
    const footer = page.getByRole('contentinfo');
    await footer.getByText('CC BY-SA 4.0').first().waitFor();
    expect(await footer.textContent()).not.toMatch(/example|Example Association/i);
    expect(
      await page
        .getByRole('banner')
        .getByRole('img', { name: /Example Association/ })
        .count(),
    ).toBe(0);

    await logInThroughApi(page, baseUrl, language, PLATFORM_ADMIN);
    await page.goto(url(`/${language}/admin`));
    const notice = page.getByRole('region', { name: texts.exampleTitle });
    // Not ASSOCIATION_NAME: admin-settings.e2e.ts renames the association on this server for a few seconds.
    await notice.getByText('ASSOCIATION_TAX_ID', { exact: true }).waitFor();

    const log = await readFile(inject('serverLogFile'), 'utf8');
    expect(log).toContain("The association's details are example values: set ASSOCIATION_NAME");
  });
});
