// Spec §2 "Language handling on every navigation", steps 1–4, and the language selector.
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { expectDocumentLanguage, expectMainHeading, expectPath } from './support/expect-page.js';
import { forEachLanguage, type Language } from './support/languages.js';

const browser = useBrowser();

const OTHER: Record<Language, Language> = { en: 'de', de: 'en' };
const TEXTS = {
  en: { aboutTitle: 'About', languageSelector: 'Language', languageName: 'English' },
  de: { aboutTitle: 'Über uns', languageSelector: 'Sprache', languageName: 'Deutsch' },
};

forEachLanguage(['en', 'de'], TEXTS, (language, texts) => {
  const other = OTHER[language];

  test('with no stored language the route language is shown and kept', async () => {
    const { page, url } = await browser.open({ language });
    await page.goto(url(`/${language}/about`));
    await expectMainHeading(page, texts.aboutTitle);
    await expectPath(page, `/${language}/about`);
    await expectDocumentLanguage(page, language);
  });

  test('a stored language wins: the route is redirected to it', async () => {
    const { page, url } = await browser.open({ language: other, storedLanguage: language });
    await page.goto(url(`/${other}/about?ref=share`));
    await expectPath(page, `/${language}/about?ref=share`);
    await expectMainHeading(page, texts.aboutTitle);
  });

  test('an unsupported route language goes to the stored language, or to en without one', async () => {
    const { page, url } = await browser.open({ language, storedLanguage: language });
    await page.goto(url('/fr/about'));
    await expectPath(page, `/${language}/about`);
    await expectMainHeading(page, texts.aboutTitle);

    const fresh = await browser.open({ language });
    await fresh.page.goto(fresh.url('/fr/about'));
    await expectPath(fresh.page, '/en/about');
    await expectMainHeading(fresh.page, TEXTS.en.aboutTitle);
  });

  test('the language selector re-navigates to the same route with its query and remembers the choice', async () => {
    const { page, url } = await browser.open({ language });
    await page.goto(url(`/${language}/about?ref=share`));
    await expectMainHeading(page, texts.aboutTitle);

    await page.getByRole('combobox', { name: texts.languageSelector }).selectOption(other);
    await expectPath(page, `/${other}/about?ref=share`);
    await expectMainHeading(page, TEXTS[other].aboutTitle);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(other);

    // The stored choice now wins over the language in a link (step 2).
    await page.goto(url(`/${language}/about`));
    await expectPath(page, `/${other}/about`);
  });
});
