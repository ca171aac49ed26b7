// Issue 15 "Files": a platform admin uploads a PDF in the admin area, and a visitor finds it on the Data page
// and downloads it: the same bytes, named after its display name.
import { readFile } from 'node:fs/promises';
import { expect, test } from 'vitest';
import { minimalPdf } from '../apps/server/src/features/documents/documents.test-support.js';
import { openAdminSection } from './support/admin-area.js';
import { useBrowser } from './support/browser.js';
import { expectMainHeading } from './support/expect-page.js';
import { forEachLanguage } from './support/languages.js';

const browser = useBrowser();

const TEXTS = {
  en: {
    files: 'Files',
    form: 'Upload a PDF',
    file: 'File',
    displayName: 'Display Name',
    type: 'Type',
    legal: 'Law and rulings',
    upload: 'Upload',
    uploaded: 'File uploaded',
    data: 'Data',
    documents: 'Documents',
  },
  de: {
    files: 'Dateien',
    form: 'PDF hochladen',
    file: 'Datei',
    displayName: 'Anzeigename',
    type: 'Art',
    legal: 'Recht und Urteile',
    upload: 'Hochladen',
    uploaded: 'Datei hochgeladen',
    data: 'Daten',
    documents: 'Dokumente',
  },
};

forEachLanguage(['en', 'de'], TEXTS, (language, texts) => {
  test('a platform admin uploads a PDF and a visitor downloads it from the Data page', async () => {
    const admin = await browser.open({ language, storedLanguage: language });
    const name = `Assembly law ${language} ${Date.now().toString(36)}`;
    const pdf = minimalPdf(name);

    await openAdminSection(admin.page, admin.baseUrl, language, texts.files);
    const form = admin.page.getByRole('form', { name: texts.form });
    // The file control is named by its label 'File *' / 'Datei *'.
    await form
      .getByLabel(`${texts.file} *`, { exact: true })
      .setInputFiles({ name: 'upload.pdf', mimeType: 'application/pdf', buffer: pdf });
    await form.getByRole('textbox', { name: texts.displayName }).fill(name);
    await form.getByRole('combobox', { name: texts.type }).selectOption({ label: texts.legal });
    await form.getByRole('button', { name: texts.upload, exact: true }).click();
    await admin.page.getByRole('status').filter({ hasText: texts.uploaded }).waitFor();

    const visitor = await browser.open({ language });
    await visitor.page.goto(new URL(`/${language}/data`, visitor.baseUrl).href);
    await expectMainHeading(visitor.page, texts.data);
    const [download] = await Promise.all([
      visitor.page.waitForEvent('download'),
      visitor.page
        .getByRole('region', { name: texts.documents, exact: true })
        .getByRole('link', { name, exact: true })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${name}.pdf`);
    expect((await readFile((await download.path()) as string)).equals(pdf)).toBe(true);
  });
});
