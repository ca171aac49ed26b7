// Issue 20 (spec §2 "Language handling"): the account's language and the language shown never disagree.
// One rule at login and on every switch: a device without a chosen language takes the account's; a
// switch (header, or the phone's menu) is stored on the device and, logged in, on the account.
import { expect, test } from 'vitest';
import { type Account, basicAuth, newAccount, register } from './support/accounts.js';
import { PHONE_VIEWPORT, useBrowser } from './support/browser.js';
import { expectDocumentLanguage, expectMainHeading, expectPath } from './support/expect-page.js';
import { forEachLanguage, type Language } from './support/languages.js';

const browser = useBrowser();

const OTHER: Record<Language, Language> = { en: 'de', de: 'en' };
const TEXTS = {
  en: {
    login: 'Welcome Back',
    username: /^Username/,
    password: /^Password/,
    logIn: 'Log in',
    logout: 'Logout',
    language: 'Language',
    selectLanguage: 'Select Language',
    settings: 'Settings',
    about: 'About',
    menu: 'Menu',
  },
  de: {
    login: 'Willkommen zurück',
    username: /^Benutzername/,
    password: /^Passwort/,
    logIn: 'Anmelden',
    logout: 'Abmelden',
    language: 'Sprache',
    selectLanguage: 'Sprache wählen',
    settings: 'Einstellungen',
    about: 'Über uns',
    menu: 'Menü',
  },
};

async function accountLanguage(baseUrl: string, account: Account): Promise<string> {
  const response = await fetch(new URL('/v1/user/me', baseUrl), {
    headers: { authorization: basicAuth(account) },
    signal: AbortSignal.timeout(15_000),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { language: string }).language;
}

forEachLanguage(['en', 'de'], TEXTS, (language, texts) => {
  const other = OTHER[language];

  test('an account registered in the other language is shown in it after logging in here', async () => {
    const { page, url, baseUrl } = await browser.open({ language });
    const account = newAccount(`e2e-lang-${language}`);
    await register(baseUrl, account, other);

    await page.goto(url(`/${language}/login`));
    await expectMainHeading(page, texts.login);
    await page.getByLabel(texts.username).fill(account.username);
    await page.getByLabel(texts.password).fill(account.password);
    await page.getByRole('button', { name: texts.logIn, exact: true }).click();

    await expectPath(page, `/${other}`);
    await expectDocumentLanguage(page, other);
    await page.getByRole('banner').getByRole('button', { name: TEXTS[other].logout, exact: true }).waitFor();
    await page.goto(url(`/${other}/settings`));
    await expectMainHeading(page, TEXTS[other].settings);
    expect(await page.getByLabel(TEXTS[other].selectLanguage).inputValue()).toBe(other);
    expect(await accountLanguage(baseUrl, account)).toBe(other);
  });

  test('a language chosen on the device stays at login, and a header switch updates the account', async () => {
    const { page, url, baseUrl } = await browser.open({ language, storedLanguage: language });
    const account = newAccount(`e2e-switch-${language}`);
    await register(baseUrl, account, other);

    await page.goto(url(`/${language}/login`));
    await page.getByLabel(texts.username).fill(account.username);
    await page.getByLabel(texts.password).fill(account.password);
    await page.getByRole('button', { name: texts.logIn, exact: true }).click();
    await expectPath(page, `/${language}`);
    await page.getByRole('banner').getByRole('button', { name: texts.logout, exact: true }).waitFor();
    await expect.poll(() => accountLanguage(baseUrl, account)).toBe(language);

    await page.goto(url(`/${language}/about`));
    await page.getByRole('banner').getByRole('combobox', { name: texts.language }).selectOption(other);
    await expectPath(page, `/${other}/about`);
    await expectMainHeading(page, TEXTS[other].about);
    await expect.poll(() => accountLanguage(baseUrl, account)).toBe(other);
    await page.goto(url(`/${other}/settings`));
    expect(await page.getByLabel(TEXTS[other].selectLanguage).inputValue()).toBe(other);
  });

  test('on a phone the menu switches the language, keeping the page', async () => {
    const { page, url } = await browser.open({ language, viewport: PHONE_VIEWPORT });
    await page.goto(url(`/${language}/about?ref=menu`));
    await expectMainHeading(page, texts.about);
    // The phone has no header selector: the menu holds it.
    expect(await page.getByRole('banner').getByRole('combobox').count()).toBe(0);
    await page.getByRole('button', { name: texts.menu, exact: true }).click();
    const menu = page.getByRole('dialog', { name: texts.menu });
    await menu.getByRole('combobox', { name: texts.language }).selectOption(other);

    await expectPath(page, `/${other}/about?ref=menu`);
    await expectMainHeading(page, TEXTS[other].about);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(other);
  });
});
