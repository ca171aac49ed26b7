// Issue 15 "Application Settings": a platform admin changes the association's name in the admin area; the footer
// shows it at once, a visitor's page shows it too, without a restart; taken back to the environment's value, the
// example name is out of the footer again (so the other journeys on this shared server meet the example name,
// except for these few seconds: new-user.e2e.ts does not rely on it).
import { test } from 'vitest';
import { openAdminSection } from './support/admin-area.js';
import { useBrowser } from './support/browser.js';
import { expectMainHeading } from './support/expect-page.js';
import { forEachLanguage } from './support/languages.js';

const browser = useBrowser();

const TEXTS = {
  en: {
    settings: 'Application Settings',
    form: 'The association',
    name: 'Name',
    save: 'Save',
    saved: 'Settings saved.',
    useEnvironment: 'Use the environment’s value for Name',
    about: 'About',
  },
  de: {
    settings: 'Anwendungseinstellungen',
    form: 'Der Verein',
    name: 'Name',
    save: 'Speichern',
    saved: 'Einstellungen gespeichert.',
    useEnvironment: 'Wert der Umgebung für Name verwenden',
    about: 'Über uns',
  },
};

forEachLanguage(['en', 'de'], TEXTS, (language, texts) => {
  test('a platform admin renames the association and the footer shows the new name, for visitors too', async () => {
    const { page, url, baseUrl } = await browser.open({ language });
    const name = `Demokratie vor Ort ${language} ${Date.now().toString(36)} e.V.`;

    await openAdminSection(page, baseUrl, language, texts.settings);
    const form = page.getByRole('form', { name: texts.form });
    await form.getByRole('textbox', { name: texts.name, exact: true }).fill(name);
    await form.getByRole('button', { name: texts.save, exact: true }).click();
    await page.getByRole('status').filter({ hasText: texts.saved }).waitFor();
    await page.getByRole('contentinfo').getByText(name).waitFor();

    // A visitor who opens a page now reads the new name; the server was not restarted.
    const visitor = await browser.open({ language });
    await visitor.page.goto(url(`/${language}/about`));
    await expectMainHeading(visitor.page, texts.about);
    await visitor.page.getByRole('contentinfo').getByText(name).waitFor();

    // Back to the environment's (example) value, which the footer leaves out.
    await form.getByRole('button', { name: texts.useEnvironment }).click();
    await form.getByRole('button', { name: texts.save, exact: true }).click();
    await page.getByRole('contentinfo').getByText(name).waitFor({ state: 'detached' });
  });
});
