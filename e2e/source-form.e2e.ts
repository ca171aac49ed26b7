// Issue 20 items 3 and 6: the source form keeps nothing without its required image (spec §5) and
// says why a file was refused; saving a source says 'Source updated.' (spec §2, §8).
import { expect, test } from 'vitest';
import { basicAuth, newAccount, register } from './support/accounts.js';
import { getJson } from './support/api.js';
import { useBrowser } from './support/browser.js';
import { expectMainHeading } from './support/expect-page.js';
import { forEachLanguage } from './support/languages.js';
import { logInThroughApi, sourceAdministratorOf } from './support/source-admin.js';
import { fillSourceForm, required, SOURCE_FORM_LABELS } from './support/source-form.js';

const browser = useBrowser();

const TEXTS = {
  en: {
    ...SOURCE_FORM_LABELS.en,
    notAnImage: 'The file is not a PNG, JPEG, WebP or GIF image.',
    sourceCreated: 'Source created.',
    saveChanges: 'Save Changes',
    sourceUpdated: 'Source updated.',
  },
  de: {
    ...SOURCE_FORM_LABELS.de,
    notAnImage: 'Die Datei ist kein PNG-, JPEG-, WebP- oder GIF-Bild.',
    sourceCreated: 'Quelle erstellt.',
    saveChanges: 'Änderungen speichern',
    sourceUpdated: 'Quelle aktualisiert.',
  },
};

forEachLanguage(['en', 'de'], TEXTS, (language, texts) => {
  test('a file named .png that is no image is refused with its reason and no source is created', async () => {
    // The browser logs the refused upload (422) to the console.
    const { page, baseUrl, url } = await browser.open({ language, expectedErrors: [/status of 422/] });
    const owner = newAccount(`e2e-image-${language}`);
    await register(baseUrl, owner);
    const [sourceType] = await getJson<{ id: number }[]>(baseUrl, '/v1/source_type/');
    const [topic] = await getJson<{ id: number; name_en: string; name_de: string }[]>(baseUrl, '/v1/topic/');
    if (sourceType === undefined || topic === undefined)
      throw new Error('the demo data has types and topics');
    await logInThroughApi(page, baseUrl, language, owner);

    await page.goto(url(`/${language}/sources/create`));
    await expectMainHeading(page, texts.createSource);
    const sourceName = `Bildlos ${owner.username}`;
    await fillSourceForm(page, language, {
      name: sourceName,
      sourceTypeId: sourceType.id,
      topic,
      description: 'An invented initiative without a logo.',
      contact: owner.email,
      image: { name: '.png', mimeType: 'image/png', buffer: Buffer.from('this is not an image') },
    });
    await page.getByRole('button', { name: texts.createSource, exact: true }).click();

    await page.getByText(texts.notAnImage, { exact: true }).waitFor();
    await expectMainHeading(page, texts.createSource);
    expect(await page.getByRole('status').filter({ hasText: texts.sourceCreated }).count()).toBe(0);
    const response = await fetch(new URL('/v1/user/me/sources', baseUrl), {
      headers: { authorization: basicAuth(owner) },
      signal: AbortSignal.timeout(15_000),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  test('saving a source says Source updated.', async () => {
    const { page, baseUrl, url } = await browser.open({ language });
    const { owner, sourceId } = await sourceAdministratorOf(baseUrl, `e2e-updated-${language}`);
    await logInThroughApi(page, baseUrl, language, owner);
    await page.goto(url(`/${language}/sources/${sourceId}/edit`));
    await expectMainHeading(page, texts.editSource);
    const description = page.getByLabel(required(texts.description));
    await expect.poll(() => description.inputValue()).not.toBe('');
    await description.fill('An invented initiative, now described anew.');
    await page.getByRole('button', { name: texts.saveChanges, exact: true }).click();
    await page.getByRole('status').filter({ hasText: texts.sourceUpdated }).waitFor();
    const saved = await fetch(new URL(`/v1/source/${sourceId}`, baseUrl), {
      signal: AbortSignal.timeout(15_000),
    });
    expect(((await saved.json()) as { description: string }).description).toBe(
      'An invented initiative, now described anew.',
    );
  });
});
