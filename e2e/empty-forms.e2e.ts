// Issue 20: a form sent empty says what is missing in the app's own words and the page's language (never
// the browser's bubble, which follows the browser's language), and the focus moves to the first field to
// fix. The Report dialog starts with its reason field focused, so what one types lands there.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { newAccount, register } from './support/accounts.js';
import { useBrowser } from './support/browser.js';
import { expectMainHeading, hasFocus } from './support/expect-page.js';
import { forEachLanguage } from './support/languages.js';
import { logInThroughApi } from './support/source-admin.js';

const browser = useBrowser();

const TEXTS = {
  en: {
    required: 'Please fill in this field.',
    invalidEmail: 'Please enter an e-mail address.',
    username: /^Username/,
    email: /^E-mail/,
    logIn: 'Log in',
    createAccount: 'Create account',
    sendResetLink: 'Send reset link',
    alertName: /^Alert Name/,
    alertNameMissing: 'Give the alert a name.',
    addAlert: 'Add Alert',
    sourceName: /^Source Name/,
    createSource: 'Create Source',
    report: 'Report',
    reason: /^Reason/,
    reportEmail: /^Your e-mail/,
    sendReport: 'Send report',
    reportTitle: 'Report this event',
  },
  de: {
    required: 'Bitte fülle dieses Feld aus.',
    invalidEmail: 'Bitte gib eine E-Mail-Adresse ein.',
    username: /^Benutzername/,
    email: /^E-Mail/,
    logIn: 'Anmelden',
    createAccount: 'Konto erstellen',
    sendResetLink: 'Link senden',
    alertName: /^Name des Alarms/,
    alertNameMissing: 'Gib dem Alarm einen Namen.',
    addAlert: 'Alarm hinzufügen',
    sourceName: /^Name der Quelle/,
    createSource: 'Quelle erstellen',
    report: 'Melden',
    reason: /^Grund/,
    reportEmail: /^Deine E-Mail/,
    sendReport: 'Meldung senden',
    reportTitle: 'Diese Veranstaltung melden',
  },
};

/** Counts the browser's own validation bubbles: an 'invalid' event nobody prevented shows one. */
async function countNativeBubbles(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counter = window as unknown as { nativeBubbles: number };
    counter.nativeBubbles = 0;
    document.addEventListener(
      'invalid',
      (event) => {
        setTimeout(() => {
          if (!event.defaultPrevented) counter.nativeBubbles += 1;
        });
      },
      true,
    );
  });
}
const nativeBubbles = (page: Page) =>
  page.evaluate(() => (window as unknown as { nativeBubbles: number }).nativeBubbles);

/** Sends the form empty: its first field gets the focus and the app's message, in the page's language. */
async function expectEmptySendRefused(page: Page, button: string, firstField: RegExp, message: string) {
  const submit = page.getByRole('button', { name: button, exact: true });
  await submit.click();
  const field = page.getByLabel(firstField).first();
  await expect.poll(() => hasFocus(field)).toBe(true);
  expect(await field.getAttribute('aria-invalid')).toBe('true');
  await page.getByText(message, { exact: true }).first().waitFor();
  expect(await nativeBubbles(page)).toBe(0);
}

forEachLanguage(['en', 'de'], TEXTS, (language, texts) => {
  test('the account forms and Add Alert, sent empty, focus their first field with the app’s message', async () => {
    const { page, url } = await browser.open({ language });
    await countNativeBubbles(page);
    const forms = [
      ['login', texts.logIn, texts.username, texts.required],
      ['register', texts.createAccount, texts.username, texts.required],
      ['password-reset', texts.sendResetLink, texts.email, texts.required],
      ['alerts/add', texts.addAlert, texts.alertName, texts.alertNameMissing],
    ] as const;
    for (const [path, button, firstField, message] of forms) {
      await page.goto(url(`/${language}/${path}`));
      await expectEmptySendRefused(page, button, firstField, message);
    }
  });

  test('the source form, sent empty, focuses Source Name with the app’s message', async () => {
    const { page, url, baseUrl } = await browser.open({ language });
    await countNativeBubbles(page);
    const owner = newAccount(`e2e-empty-${language}`);
    await register(baseUrl, owner);
    await logInThroughApi(page, baseUrl, language, owner);
    await page.goto(url(`/${language}/sources/create`));
    await expectEmptySendRefused(page, texts.createSource, texts.sourceName, texts.required);
  });

  test('the Report dialog starts in its reason field, keeps what was typed and checks it in the page language', async () => {
    const { page, url, baseUrl } = await browser.open({ language });
    await countNativeBubbles(page);
    const { events } = await postJsonAll(baseUrl);
    const event = events[0];
    if (event === undefined) throw new Error('the demo data has events');
    await page.goto(url(`/${language}/events/${event.id}`));
    await expectMainHeading(page, event.name);

    await page.getByRole('button', { name: texts.report, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: texts.reportTitle });
    const reason = dialog.getByLabel(texts.reason);
    await expect.poll(() => hasFocus(reason)).toBe(true);
    await page.keyboard.type('Wrong place');
    expect(await reason.inputValue()).toBe('Wrong place');

    // Closed and opened again, the typed text is still there.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: texts.report, exact: true }).click();
    expect(await dialog.getByLabel(texts.reason).inputValue()).toBe('Wrong place');

    await dialog.getByLabel(texts.reason).fill('');
    await dialog.getByRole('button', { name: texts.sendReport }).click();
    await dialog.getByText(texts.required, { exact: true }).waitFor();
    await expect.poll(() => hasFocus(dialog.getByLabel(texts.reason))).toBe(true);

    await dialog.getByLabel(texts.reason).fill('Wrong place');
    await dialog.getByLabel(texts.reportEmail).fill('not an address');
    await dialog.getByRole('button', { name: texts.sendReport }).click();
    await dialog.getByText(texts.invalidEmail, { exact: true }).waitFor();
    await expect.poll(() => hasFocus(dialog.getByLabel(texts.reportEmail))).toBe(true);
    expect(await nativeBubbles(page)).toBe(0);
  });
});

async function postJsonAll(baseUrl: string): Promise<{ events: { id: number; name: string }[] }> {
  const response = await fetch(new URL('/v1/event/all', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ limit: 1, offset: 0 }),
    signal: AbortSignal.timeout(15_000),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { events: { id: number; name: string }[] };
}
