// Issue 15 "Topics, Event Types, Source Types": a platform admin adds a topic in the admin area, after a
// confirmation, and finds it at once among the public topic filter of Find Events, named in the page's language.
import { expect, test } from 'vitest';
import { openAdminSection } from './support/admin-area.js';
import { getJson } from './support/api.js';
import { useBrowser } from './support/browser.js';
import { forEachLanguage } from './support/languages.js';

const browser = useBrowser();

const TEXTS = {
  en: {
    topics: 'Topics',
    addTopic: 'Add a topic',
    nameEn: 'English name',
    nameDe: 'German name',
    add: 'Add',
    added: 'Added.',
  },
  de: {
    topics: 'Themen',
    addTopic: 'Thema hinzufügen',
    nameEn: 'Englischer Name',
    nameDe: 'Deutscher Name',
    add: 'Hinzufügen',
    added: 'Hinzugefügt.',
  },
};

forEachLanguage(['en', 'de'], TEXTS, (language, texts) => {
  test('a platform admin adds a topic and it is offered in the public topic filter', async () => {
    const { page, baseUrl } = await browser.open({ language, storedLanguage: language });
    const suffix = `${language}-${Date.now().toString(36)}`;
    const names = { en: `Urban gardening ${suffix}`, de: `Stadtgärten ${suffix}` };

    await openAdminSection(page, baseUrl, language, texts.topics);
    const form = page.getByRole('form', { name: texts.addTopic });
    await form.getByRole('textbox', { name: texts.nameEn }).fill(names.en);
    await form.getByRole('textbox', { name: texts.nameDe }).fill(names.de);
    await form.getByRole('button', { name: texts.add, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: texts.add, exact: true }).click();
    await page.getByRole('status').filter({ hasText: texts.added }).waitFor();

    const stored = await getJson<{ name_en: string; name_de: string }[]>(baseUrl, '/v1/topic/');
    expect(stored).toContainEqual(expect.objectContaining({ name_en: names.en, name_de: names.de }));

    await page.goto(new URL(`/${language}/events`, baseUrl).href);
    await page.getByRole('group', { name: texts.topics, exact: true }).getByRole('button').click();
    await page.getByRole('checkbox', { name: names[language], exact: true }).waitFor();
  });
});
