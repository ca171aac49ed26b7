// Issue 15 "Excel Upload": a platform admin uploads a spreadsheet with three bad rows, maps its columns, picks the
// source by typing part of its name, sees the preview, imports it and reads the three failed rows with their numbers
// and reasons in the page's language after 'The following rows failed:'.
import ExcelJS from 'exceljs';
import { expect, test } from 'vitest';
import { openAdminSection } from './support/admin-area.js';
import { getJson } from './support/api.js';
import { useBrowser } from './support/browser.js';
import { forEachLanguage } from './support/languages.js';

const browser = useBrowser();

const TEXTS = {
  en: {
    section: 'Excel Upload',
    file: 'Spreadsheet (.xlsx or .csv)',
    upload: 'Upload',
    name: 'Event name *',
    description: 'Description *',
    start: 'Start time *',
    zip: 'Zip code',
    source: 'Source',
    eventType: 'Event type',
    preview: 'Preview',
    import: 'Import',
    progress: 'Import progress',
    failed: 'The following rows failed:',
    summary: /Imported: 3\. Already imported before: 0\. Failed: 3\./,
    failures: [
      'Row 3: Event name (column A) missing',
      'Row 5: Start time (column C): "March 14th" is not a time in the format dd.MM.yyyy HH:mm',
      'Row 6: End time is before start time',
    ],
  },
  de: {
    section: 'Excel-Upload',
    file: 'Tabelle (.xlsx oder .csv)',
    upload: 'Hochladen',
    name: 'Name der Veranstaltung *',
    description: 'Beschreibung *',
    start: 'Beginn *',
    zip: 'Postleitzahl',
    source: 'Quelle',
    eventType: 'Veranstaltungsart',
    preview: 'Vorschau',
    import: 'Importieren',
    progress: 'Fortschritt des Imports',
    failed: 'Die folgenden Zeilen sind fehlgeschlagen:',
    summary: /Importiert: 3\. Schon früher importiert: 0\. Fehlgeschlagen: 3\./,
    failures: [
      'Zeile 3: Name der Veranstaltung (Spalte A) fehlt',
      'Zeile 5: Beginn (Spalte C): „March 14th“ ist keine Zeit im Format dd.MM.yyyy HH:mm',
      'Zeile 6: Das Ende liegt vor dem Beginn',
    ],
  },
};

/**
 * Three good rows and three bad ones (no name, a time in another format, the end before the start). The places
 * (Passau, Konstanz) lie outside every other journey's search area: the journeys share one server, and a search
 * journey that checks its count against its list (Berlin, Rhine-Ruhr) must not see these events arrive midway.
 */
async function spreadsheet(tag: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Termine');
  sheet.addRow(['Titel', 'Beschreibung', 'Beginn', 'Ende', 'PLZ']);
  sheet.addRow([`Mahnwache ${tag}`, 'Kerzen am Abend', '12.03.2031 18:00', '', '94032']);
  sheet.addRow(['', 'Ohne Namen', '12.03.2031 18:00', '', '']);
  sheet.addRow([`Kundgebung ${tag}`, 'Vor dem Rathaus', '13.03.2031 11:00', '', '78462']);
  sheet.addRow([`Falsches Datum ${tag}`, 'Text', 'March 14th', '', '']);
  sheet.addRow([`Ende vor Beginn ${tag}`, 'Text', '15.03.2031 10:00', '15.03.2031 09:00', '']);
  sheet.addRow([`Fahrraddemo ${tag}`, 'Rund um den See', '16.03.2031 10:00', '', '']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

forEachLanguage(['en', 'de'], TEXTS, (language, texts) => {
  test('a platform admin imports a spreadsheet with three bad rows and sees them listed', async () => {
    const { page, baseUrl } = await browser.open({ language, storedLanguage: language });
    const tag = `${language}-${Date.now().toString(36)}`;
    const [sourceId] = await getJson<number[]>(baseUrl, '/v1/source/?approved=approved&limit=1');
    const source = await getJson<{ name: string; city: string }>(baseUrl, `/v1/source/${sourceId}`);

    await openAdminSection(page, baseUrl, language, texts.section);
    await page.getByLabel(texts.file).setInputFiles({
      name: 'termine.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await spreadsheet(tag),
    });
    await page.getByRole('button', { name: texts.upload, exact: true }).click();

    await page.getByRole('combobox', { name: texts.name }).selectOption({ label: 'A · Titel' });
    await page.getByRole('combobox', { name: texts.description }).selectOption({ label: 'B · Beschreibung' });
    await page.getByRole('combobox', { name: texts.start }).selectOption({ label: 'C · Beginn' });
    await page.getByRole('combobox', { name: /^(End time|Ende)$/ }).selectOption({ label: 'D · Ende' });
    await page.getByRole('combobox', { name: texts.zip }).selectOption({ label: 'E · PLZ' });
    // The source picker: part of the name typed, the source chosen from the matches (named with its city).
    const picker = page.getByRole('combobox', { name: texts.source, exact: true });
    const typed = source.name.split(' ').slice(0, 2).join(' ').toLowerCase();
    await picker.pressSequentially(typed);
    // Each key sends a lookup, and the answers to the shorter texts arrive while the list is open: pick once the
    // list answers the whole text (every match holds every typed word), so the option is not moving under the
    // pointer.
    const options = page.getByRole('listbox').getByRole('option');
    const words = typed.split(' ');
    await expect
      .poll(async () => {
        const shown = (await options.allTextContents()).map((text) => text.toLowerCase());
        return shown.length > 0 && shown.every((text) => words.every((word) => text.includes(word)));
      })
      .toBe(true);
    await options.filter({ hasText: source.name }).filter({ hasText: source.city }).first().click();
    await expect.poll(() => picker.inputValue()).toBe(source.name);
    await page.getByRole('combobox', { name: texts.eventType }).selectOption({ index: 1 });
    await page.getByRole('checkbox').first().check();

    await page.getByRole('button', { name: texts.preview, exact: true }).click();
    const preview = page.getByRole('table');
    await preview.getByRole('cell', { name: `Mahnwache ${tag}`, exact: true }).waitFor();
    await expect.poll(() => preview.getByRole('row').count()).toBe(7);

    await page.getByRole('button', { name: texts.import, exact: true }).click();
    await page.getByRole('progressbar', { name: texts.progress }).waitFor();
    await page.getByRole('status').filter({ hasText: texts.summary }).waitFor();
    const failed = page.getByRole('list', { name: texts.failed });
    await page.getByRole('heading', { name: texts.failed }).waitFor();
    // The reasons in the page's language, worded from the server's codes.
    expect(await failed.getByRole('listitem').allTextContents()).toEqual(texts.failures);

    const events = await getJson<number[]>(baseUrl, `/v1/source/${sourceId}/future_events`);
    expect(events.length).toBeGreaterThanOrEqual(3);
  });
});
