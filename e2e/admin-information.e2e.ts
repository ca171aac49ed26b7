// Issue 15 "Information": a platform admin adds an information link for a city in the admin area, and the
// public Info screen lists it for that city at once, named in the page's language.
import { test } from 'vitest';
import { openAdminSection } from './support/admin-area.js';
import { useBrowser } from './support/browser.js';
import { expectMainHeading } from './support/expect-page.js';
import { forEachLanguage } from './support/languages.js';

const browser = useBrowser();

const TEXTS = {
  en: {
    information: 'Information',
    form: 'Add an information link',
    nativeName: 'Native name',
    englishName: 'English name',
    nativeUrl: 'Native URL',
    city: 'City',
    add: 'Add',
    added: 'Link added.',
    info: 'Info',
  },
  de: {
    information: 'Informationen',
    form: 'Informationslink hinzufügen',
    nativeName: 'Name in Landessprache',
    englishName: 'Englischer Name',
    nativeUrl: 'URL in Landessprache',
    city: 'Stadt',
    add: 'Hinzufügen',
    added: 'Link hinzugefügt.',
    info: 'Info',
  },
};

forEachLanguage(['en', 'de'], TEXTS, (language, texts) => {
  test('a platform admin adds a city’s council and the Info screen lists it for the city', async () => {
    const { page, baseUrl } = await browser.open({ language, storedLanguage: language });
    const city = `Neustadt ${language}${Date.now().toString(36)}`;
    const names = { de: `Stadtrat ${city}`, en: `${city} City Council` };

    await openAdminSection(page, baseUrl, language, texts.information);
    const form = page.getByRole('form', { name: texts.form });
    await form.getByRole('textbox', { name: texts.nativeName }).fill(names.de);
    await form.getByRole('textbox', { name: texts.englishName }).fill(names.en);
    await form.getByRole('textbox', { name: texts.nativeUrl }).fill('https://example.org/stadtrat');
    await form.getByRole('textbox', { name: texts.city, exact: true }).fill(city);
    await form.getByRole('button', { name: texts.add, exact: true }).click();
    await page.getByRole('status').filter({ hasText: texts.added }).waitFor();

    await page.goto(new URL(`/${language}/info?country=DE&city=${encodeURIComponent(city)}`, baseUrl).href);
    await expectMainHeading(page, texts.info);
    await page
      .getByRole('region', { name: city })
      .getByRole('link', { name: names[language], exact: true })
      .waitFor();
  });
});
