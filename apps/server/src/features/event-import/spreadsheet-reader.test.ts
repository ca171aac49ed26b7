import { setTimeout as wait } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildXlsx } from './event-import.test-support.js';
import { cellText, readRows, type SheetRow } from './spreadsheet-reader.js';

/** Every row as text, read the way the import reads them: awaiting between rows as a database write does. */
async function rowsAsText(file: Buffer, pauseEvery = 1): Promise<string[][]> {
  const rows: SheetRow[] = [];
  for await (const row of readRows(file, 'xlsx')) {
    rows.push(row);
    if (rows.length % pauseEvery === 0) await wait(Math.floor(Math.random() * 3));
  }
  return rows.map((row) => row.cells.map(cellText));
}

describe('reading an .xlsx', () => {
  it('reads every row and shared string each time, while the reader of the rows awaits between them (exceljs#3064)', async () => {
    const rows = [['Name', 'Ort'], ...Array.from({ length: 40 }, (_, i) => [`Demo ${i}`, `Platz ${i % 7}`])];
    const file = await buildXlsx(rows);
    // exceljs writes xl/workbook.xml last; its streaming reader lost it now and then and failed the upload.
    for (let read = 0; read < 20; read += 1) {
      expect(await rowsAsText(file)).toEqual(rows);
    }
  });

  it("reads the workbook's first tab, which need not be sheet1.xml", async () => {
    const workbook = new ExcelJS.Workbook();
    const notes = workbook.addWorksheet('Notes');
    notes.addRow(['only notes here']);
    const events = workbook.addWorksheet('Events');
    events.addRow(['Name']);
    events.addRow(['Mahnwache am Rathaus']);
    // The tab order, Events first, though its part is sheet2.xml (exceljs' writer orders tabs by orderNo, a field
    // its typings leave out).
    (events as ExcelJS.Worksheet & { orderNo: number }).orderNo = 0;
    (notes as ExcelJS.Worksheet & { orderNo: number }).orderNo = 1;
    const file = Buffer.from(await workbook.xlsx.writeBuffer());

    expect(await rowsAsText(file)).toEqual([['Name'], ['Mahnwache am Rathaus']]);
  });

  it('reads no rows from a workbook whose only sheet is empty', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Empty');
    expect(await rowsAsText(Buffer.from(await workbook.xlsx.writeBuffer()))).toEqual([]);
  });
});
