// The rows of a workbook's first worksheet, streamed. exceljs' streaming WorkbookReader walks the zip's entries in
// one unzipper pass, and that pass loses entries when the one reading the rows awaits between them (exceljs#3064,
// unzipper#234): an upload then failed at random with "Cannot read properties of undefined (reading 'sheets')"
// (xl/workbook.xml, which exceljs stores last, arrived empty), and a lost sheet or shared-strings part could have
// read as fewer rows or blank cells. Here each part is opened through the zip's central directory (yauzl; the zip
// guard has already bounded what it inflates to) and handed to exceljs' own parsers in the order they need.
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type yauzl from 'yauzl';
import { openZip } from './zip-guard.js';

/** The parts of exceljs 4.4's WorkbookReader that this file drives; its typings leave them out. */
interface WorkbookParsers {
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { rId: string }[] };
  _parseRels(part: Readable): Promise<void>;
  _parseWorkbook(part: Readable): Promise<void>;
  _parseSharedStrings(part: Readable): AsyncGenerator<unknown>;
  _parseStyles(part: Readable): Promise<void>;
  _parseWorksheet(
    part: AsyncIterable<unknown>,
    sheetNo: string,
  ): Generator<{ eventType: string; value: unknown }>;
}

/** Where exceljs looks for these parts (it reads no others for cell values). */
const RELATIONS = 'xl/_rels/workbook.xml.rels';
const WORKBOOK = 'xl/workbook.xml';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const STYLES = 'xl/styles.xml';

export class WorkbookUnreadable extends Error {}

function entriesByName(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, yauzl.Entry>();
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

function openPart(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) reject(error ?? new WorkbookUnreadable(`${entry.fileName} cannot be read`));
      else resolve(stream);
    });
  });
}

/** The zip path of the first sheet in the workbook's own order (the tab a person sees first). */
function firstSheetPath(parsers: WorkbookParsers): string | undefined {
  const rId = parsers.model?.sheets?.[0]?.rId;
  const target = parsers.workbookRels?.find((relation) => relation.Id === rId)?.Target;
  if (target === undefined) return undefined;
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

export type WorkbookOptions = ConstructorParameters<typeof ExcelJS.stream.xlsx.WorkbookReader>[1];

/** The first worksheet's rows; a workbook without worksheets has none. */
export async function* firstWorksheetRows(
  file: Buffer,
  options: WorkbookOptions,
): AsyncGenerator<ExcelJS.Row> {
  const zip = await openZip(file);
  try {
    const entries = await entriesByName(zip);
    const part = (name: string) => {
      const entry = entries.get(name);
      return entry === undefined ? undefined : openPart(zip, entry);
    };
    // The reader's input is never read: its parsers are given the parts directly.
    const parsers = new ExcelJS.stream.xlsx.WorkbookReader(
      Readable.from([]),
      options,
    ) as unknown as WorkbookParsers;
    const relations = await part(RELATIONS);
    if (relations) await parsers._parseRels(relations);
    const workbook = await part(WORKBOOK);
    if (!workbook) throw new WorkbookUnreadable(`${WORKBOOK} is missing`);
    await parsers._parseWorkbook(workbook);
    const sharedStrings = await part(SHARED_STRINGS);
    if (sharedStrings) {
      for await (const _ of parsers._parseSharedStrings(sharedStrings)) {
        // With sharedStrings: 'cache' the parser keeps the strings and yields nothing; it runs by being iterated.
      }
    }
    const styles = await part(STYLES);
    if (styles) await parsers._parseStyles(styles);

    const sheetPath = firstSheetPath(parsers);
    const sheet = sheetPath === undefined ? undefined : await part(sheetPath);
    if (!sheetPath || !sheet) return;
    // exceljs matches the sheet's relation by this number only to name it; rows do not depend on it.
    const sheetNo = /(\d+)\.xml$/.exec(sheetPath)?.[1] ?? '1';
    for (const { eventType, value } of parsers._parseWorksheet(sheet, sheetNo)) {
      if (eventType === 'worksheet') yield* value as AsyncIterable<ExcelJS.Row>;
    }
  } finally {
    zip.close();
  }
}
