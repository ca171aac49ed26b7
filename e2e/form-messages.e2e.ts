// Issue 20 item 4 (spec §8: every message is translated before it is shown): what the server refuses
// on a form is said beside the field in the page's language, never as the server's schema text.
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { expectMainHeading } from './support/expect-page.js';
import { forEachLanguage } from './support/languages.js';

const browser = useBrowser();

const TEXTS = {
  en: {
    register: 'Register',
    username: /^Username( \*)?$/,
    email: /^E-mail( \*)?$/,
    password: /^Password( \*)?$/,
    confirmPassword: /^Confirm Password( \*)?$/,
    createAccount: 'Create account',
    usernameMessage: 'Use only letters, digits, dots, hyphens and underscores, without spaces.',
    emailMessage: 'Please enter a valid e-mail address, like name@example.org.',
  },
  de: {
    register: 'Registrieren',
    username: /^Benutzername( \*)?$/,
    email: /^E-Mail( \*)?$/,
    password: /^Passwort( \*)?$/,
    confirmPassword: /^Passwort bestätigen( \*)?$/,
    createAccount: 'Konto erstellen',
    usernameMessage: 'Nur Buchstaben, Ziffern, Punkte, Binde- und Unterstriche, ohne Leerzeichen.',
    emailMessage: 'Bitte gib eine gültige E-Mail-Adresse ein, etwa name@example.org.',
  },
};

const SCHEMA_TEXT = /should|pattern|value is not a valid|Field required|Input /;

forEachLanguage(['en', 'de'], TEXTS, (language, texts) => {
  test('a refused username and e-mail are explained beside their fields in the page language', async () => {
    // The browser logs each refused call (422) to the console.
    const { page, url } = await browser.open({ language, expectedErrors: [/status of 422/] });
    await page.goto(url(`/${language}/register`));
    await expectMainHeading(page, texts.register);
    await page.getByRole('textbox', { name: texts.username }).fill('a b');
    await page.getByRole('textbox', { name: texts.email }).fill('foo@bar');
    await page.getByLabel(texts.password).fill('a long enough password');
    await page.getByLabel(texts.confirmPassword).fill('a long enough password');
    await page.getByRole('button', { name: texts.createAccount, exact: true }).click();

    await page.getByText(texts.usernameMessage, { exact: true }).waitFor();
    expect(await page.getByRole('main').textContent()).not.toMatch(SCHEMA_TEXT);

    // The server names one refused field at a time: with the username fixed, the e-mail is next.
    await page.getByRole('textbox', { name: texts.username }).fill(`e2e-messages-${language}-${Date.now()}`);
    await page.getByRole('button', { name: texts.createAccount, exact: true }).click();
    await page.getByText(texts.emailMessage, { exact: true }).waitFor();
    expect(await page.getByRole('main').textContent()).not.toMatch(SCHEMA_TEXT);
  });
});
