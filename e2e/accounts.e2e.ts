// Spec §2 Login, Register, Reset your Password, Settings; §4 "User account and e-mail verification"
// and "Session": an account from registration to the verification link in the mail, a session that
// survives a reload and keeps its token fresh, and a password reset from the mail link.
import { expect, inject, test } from 'vitest';
import { newAccount, register } from './support/accounts.js';
import { PHONE_VIEWPORT, useBrowser } from './support/browser.js';
import { expectMainHeading, expectPath, hasFocus } from './support/expect-page.js';
import { forEachLanguage } from './support/languages.js';
import { waitForMailLink } from './support/mail.js';

const browser = useBrowser();

const TEXTS = {
  en: {
    login: 'Welcome Back',
    register: 'Register',
    settings: 'Settings',
    passwordReset: 'Reset your Password',
    loginLink: 'Login',
    logout: 'Logout',
    username: /^Username( \*)?$/,
    email: /^E-mail( \*)?$/,
    password: /^Password( \*)?$/,
    confirmPassword: /^Confirm Password( \*)?$/,
    newPassword: /^New Password( \*)?$/,
    confirmNewPassword: /^Confirm New Password( \*)?$/,
    createAccount: 'Create account',
    logIn: 'Log in',
    forgotPassword: 'Forgot password',
    sendResetLink: 'Send reset link',
    setPassword: 'Set new password',
    resendVerification: 'Resend Verification Mail',
    mismatch: 'The passwords do not match.',
    accountCreated: 'Account created.',
    checkVerificationMail: 'Please check your e-mail for the verification link.',
    nowVerified: 'You are now verified.',
    verifiedStatus: 'Your e-mail address is verified.',
    resetRequested: 'Requesting password reset successful.',
    checkEmails: 'Check your emails.',
    passwordUpdated: 'Password updated successfully',
    wrongPassword: 'Incorrect username or password',
    newsletter: /Receive the newsletter/,
  },
  de: {
    login: 'Willkommen zurück',
    register: 'Registrieren',
    settings: 'Einstellungen',
    passwordReset: 'Passwort zurücksetzen',
    loginLink: 'Anmelden',
    logout: 'Abmelden',
    username: /^Benutzername( \*)?$/,
    email: /^E-Mail( \*)?$/,
    password: /^Passwort( \*)?$/,
    confirmPassword: /^Passwort bestätigen( \*)?$/,
    newPassword: /^Neues Passwort( \*)?$/,
    confirmNewPassword: /^Neues Passwort bestätigen( \*)?$/,
    createAccount: 'Konto erstellen',
    logIn: 'Anmelden',
    forgotPassword: 'Passwort vergessen',
    sendResetLink: 'Link senden',
    setPassword: 'Neues Passwort setzen',
    resendVerification: 'Bestätigungsmail erneut senden',
    mismatch: 'Die Passwörter stimmen nicht überein.',
    accountCreated: 'Konto erstellt.',
    checkVerificationMail: 'Bitte prüfe deine E-Mails auf den Bestätigungslink.',
    nowVerified: 'Du bist jetzt bestätigt.',
    verifiedStatus: 'Deine E-Mail-Adresse ist bestätigt.',
    resetRequested: 'Passwort-Zurücksetzung erfolgreich angefordert.',
    checkEmails: 'Prüfe deine E-Mails.',
    passwordUpdated: 'Passwort erfolgreich aktualisiert',
    wrongPassword: 'Benutzername oder Passwort ist falsch',
    newsletter: /Newsletter erhalten/,
  },
};

type Texts = (typeof TEXTS)['en'];
type Page = Awaited<ReturnType<typeof browser.open>>['page'];

const dataDir = inject('dataDir');

async function logIn(page: Page, texts: Texts, username: string, password: string): Promise<void> {
  await expectMainHeading(page, texts.login);
  await page.getByLabel(texts.username).fill(username);
  await page.getByLabel(texts.password).fill(password);
  await page.getByRole('button', { name: texts.logIn, exact: true }).click();
}

const logoutButton = (page: Page, texts: Texts) =>
  page.getByRole('banner').getByRole('button', { name: texts.logout, exact: true });
const loginLink = (page: Page, texts: Texts) =>
  page.getByRole('banner').getByRole('link', { name: texts.loginLink, exact: true });

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('access_token'));

forEachLanguage(['en', 'de'], TEXTS, (language, texts) => {
  test('registers, logs in unverified, verifies from the mail link, survives a reload and logs out', async () => {
    const { page, url } = await browser.open({ language });
    const account = newAccount(`e2e-register-${language}`);

    await page.goto(url(`/${language}/login`));
    await expectMainHeading(page, texts.login);
    await page.getByRole('main').getByRole('link', { name: texts.register, exact: true }).click();
    await expectMainHeading(page, texts.register);
    await page.getByLabel(texts.username).fill(account.username);
    await page.getByLabel(texts.email).fill(account.email);
    await page.getByLabel(texts.password).fill(account.password);
    await page.getByLabel(texts.confirmPassword).fill(`${account.password}!`);
    await page.getByRole('button', { name: texts.createAccount }).click();
    // The mismatch is caught before sending; correcting it lets the form through.
    await page.getByText(texts.mismatch).waitFor();
    await page.getByLabel(texts.confirmPassword).fill(account.password);
    await page.getByRole('button', { name: texts.createAccount }).click();
    const created = page.getByRole('status').filter({ hasText: texts.accountCreated });
    await created.getByText(texts.checkVerificationMail).waitFor();

    await page.goto(url(`/${language}/login`));
    await logIn(page, texts, account.username, account.password);
    await logoutButton(page, texts).waitFor();
    await page.goto(url(`/${language}/settings`));
    await page.getByRole('button', { name: texts.resendVerification }).waitFor();

    // The mail is in the language chosen on the form, which defaults to the page's.
    const link = await waitForMailLink(dataDir, account.email, /\/settings\?verify_token=/);
    expect(new URL(link).pathname).toBe(`/${language}/settings`);
    await page.goto(link);
    await expectMainHeading(page, texts.settings);
    await page.getByRole('status').filter({ hasText: texts.nowVerified }).waitFor();
    await page.getByText(texts.verifiedStatus).waitFor();
    expect(await page.getByRole('button', { name: texts.resendVerification }).count()).toBe(0);

    // Spec §4: a reload restores the session, and 1 s later the token is refreshed. The page loaded from the
    // mail link refreshes its own token 1 s after loading, too: waiting only from the reloaded page's commit on
    // keeps that earlier answer, whose body the reload discards, from being taken for this one.
    await page.reload({ waitUntil: 'commit' });
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/v1/user/refresh_token'));
    await logoutButton(page, texts).waitFor();
    const refresh = await refreshed;
    expect(refresh.status()).toBe(200);
    const { access_token: fresh } = (await refresh.json()) as { access_token: string };
    await expect.poll(() => storedToken(page)).toBe(fresh);

    await logoutButton(page, texts).click();
    await loginLink(page, texts).waitFor();
    await expectPath(page, `/${language}`);
    expect(await storedToken(page)).toBe('NOTSET');
  });

  test('resets the password from the mail link, then logs in with the new one and keeps the token fresh', async () => {
    const { page, url, baseUrl } = await browser.open({
      language,
      // The wrong password below answers 401, which the browser reports on its console.
      expectedErrors: [/status of 401/],
    });
    const account = newAccount(`e2e-reset-${language}`);
    await register(baseUrl, account, language);
    // Fake timers in the page (time still flows), so the refresh 55 minutes ahead is reachable.
    await page.clock.install();

    await page.goto(url(`/${language}/login`));
    await page.getByRole('link', { name: texts.forgotPassword, exact: true }).click();
    await expectMainHeading(page, texts.passwordReset);
    await page.getByLabel(texts.email).fill(account.email);
    await page.getByRole('button', { name: texts.sendResetLink }).click();
    const requested = page.getByRole('status').filter({ hasText: texts.resetRequested });
    await requested.getByText(texts.checkEmails).waitFor();

    const link = await waitForMailLink(dataDir, account.email, /\/password-reset\?token=/);
    await page.goto(link);
    await expectMainHeading(page, texts.passwordReset);
    const newPassword = `${account.password} renewed`;
    await page.getByLabel(texts.newPassword).fill(newPassword);
    await page.getByLabel(texts.confirmNewPassword).fill(newPassword);
    await page.getByRole('button', { name: texts.setPassword }).click();
    await page.getByRole('status').filter({ hasText: texts.passwordUpdated }).waitFor();
    await expectPath(page, `/${language}/login`);

    // Spec §8: the server's 401 message, translated.
    await logIn(page, texts, account.username, account.password);
    await page.getByRole('alert').filter({ hasText: texts.wrongPassword }).waitFor();
    await page.getByLabel(texts.password).fill(newPassword);
    await page.getByRole('button', { name: texts.logIn, exact: true }).click();
    await logoutButton(page, texts).waitFor();

    // Spec §4: the token (60 minutes) is refreshed 5 minutes before it expires.
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/v1/user/refresh_token'));
    await page.clock.fastForward('55:00');
    const refresh = await refreshed;
    expect(refresh.status()).toBe(200);
    const { access_token: fresh } = (await refresh.json()) as { access_token: string };
    await expect.poll(() => storedToken(page)).toBe(fresh);
    await logoutButton(page, texts).waitFor();
  });

  test('the account screens fit a 360 px phone and the login form works with the keyboard alone', async () => {
    const { page, url } = await browser.open({ language, viewport: PHONE_VIEWPORT });
    const screens = [
      ['login', texts.login],
      ['register', texts.register],
      ['password-reset', texts.passwordReset],
      ['password-reset?token=from-a-mail', texts.passwordReset],
      ['settings', texts.settings],
    ] as const;
    for (const [path, heading] of screens) {
      await page.goto(url(`/${language}/${path}`));
      await expectMainHeading(page, heading);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    // Settings for an anonymous visitor: the language only (spec §6).
    expect(await page.getByRole('checkbox', { name: texts.newsletter }).count()).toBe(0);

    await page.goto(url(`/${language}/login`));
    await expectMainHeading(page, texts.login);
    const username = page.getByLabel(texts.username);
    await username.focus();
    await page.keyboard.press('Tab');
    expect(await hasFocus(page.getByLabel(texts.password))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await hasFocus(page.getByRole('button', { name: texts.logIn, exact: true }))).toBe(true);
    // Sending the empty form is refused by the browser and the focus goes to the first field.
    await page.keyboard.press('Enter');
    await expect.poll(() => hasFocus(username)).toBe(true);
    expect(await username.getAttribute('aria-invalid')).toBe('true');
  });
});
