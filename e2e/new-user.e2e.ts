// Issue 20, smaller things a new user meets: Administered Sources while logged out says it needs an
// account and offers login; Info for a city shows its own state's parliament with the federal level.
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { expectMainHeading, expectPath } from './support/expect-page.js';
import { forEachLanguage } from './support/languages.js';

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
});
