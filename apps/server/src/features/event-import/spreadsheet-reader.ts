// Reads an uploaded spreadsheet row by row (issue 15 "Excel Upload"): .xlsx with exceljs' streaming reader (DESIGN
// §3), .csv with csv-parse. What the file is comes from its content, never its name. Only the first worksheet is
// read; row 1 names the columns.
import { Readable } from 'node:stream';
import { parse as parseCsv } from 'csv-parse';
import type ExcelJS from 'exceljs';
import { fileTypeFromBuffer } from 'file-type';
import type { EventImportKind } from '../../db/tables.js';
import type { ImportIssueContext, ImportIssueType } from './event-import.schemas.js';
import { firstWorksheetRows } from './xlsx-worksheet.js';
import { checkZip, ZipRejected } from './zip-guard.js';

/** Data rows (below the header) in one file. Larger lists are split into several files. */
export const MAX_DATA_ROWS = 50_000;
/** Columns read per row; cells further right are ignored. */
export const MAX_COLUMNS = 100;
/** The characters of one cell that are kept (the longest event field, a description, allows 20,000). */
const MAX_CELL_CHARS = 20_001;

export type CellProblemCode =
  | 'invalid_date'
  | 'unreadable'
  | 'error'
  | 'formula_without_result'
  | 'formula_error';

const CELL_PROBLEM_TEXTS: Readonly<Record<CellProblemCode, (error: string | undefined) => string>> = {
  invalid_date: () => 'the cell holds an invalid date',
  unreadable: () => 'the cell cannot be read',
  error: (error) => `the cell holds the error ${error}`,
  formula_without_result: () => 'the cell holds a formula without a stored result',
  formula_error: (error) => `the cell's formula gives the error ${error}`,
};

/** A cell whose value cannot be used: the row that needs it fails with this problem. */
export class CellProblem {
  constructor(
    readonly code: CellProblemCode,
    /** The spreadsheet's error value (#DIV/0!…) of the codes error and formula_error. */
    readonly error?: string,
  ) {}

  /** In English, as the row's reason words it. */
  get reason(): string {
    return CELL_PROBLEM_TEXTS[this.code](this.error);
  }
}

/** Excel dates are Dates whose UTC fields are the wall time written in the sheet. */
export type Cell = string | number | boolean | Date | CellProblem | null;

export interface SheetRow {
  /** 1-based, as the spreadsheet numbers it (the header is row 1). */
  row: number;
  cells: Cell[];
}

/** The file is not something to import: the English message, and the 422's type and ctx for clients. */
export class SpreadsheetRejected extends Error {
  constructor(
    message: string,
    readonly type: ImportIssueType,
    readonly ctx?: ImportIssueContext,
  ) {
    super(message);
  }
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** What the file is, by its content: an .xlsx workbook, a CSV text, or neither (rejected). */
export async function detectKind(file: Buffer): Promise<EventImportKind> {
  if (file.length === 0) throw new SpreadsheetRejected('The file is empty', 'file_empty');
  if (file.subarray(0, 4).equals(ZIP_MAGIC)) {
    let names: string[];
    try {
      names = await checkZip(file);
    } catch (error) {
      if (error instanceof ZipRejected) {
        throw new SpreadsheetRejected(
          `The file is refused: ${error.message}`,
          error.code,
          error.limit === undefined ? undefined : { limit: error.limit },
        );
      }
      throw error;
    }
    if (!names.includes('xl/workbook.xml')) {
      throw new SpreadsheetRejected('The file is a zip archive, not an .xlsx workbook', 'file_zip_not_xlsx');
    }
    return 'xlsx';
  }
  const detected = await fileTypeFromBuffer(file);
  if (detected) {
    const fileType = detected.ext.toUpperCase();
    if (detected.ext === 'cfb' || detected.ext === 'xls') {
      throw new SpreadsheetRejected(
        `The file is ${fileType}, not .xlsx or .csv (save old .xls files as .xlsx)`,
        'file_old_excel',
      );
    }
    throw new SpreadsheetRejected(`The file is ${fileType}, not .xlsx or .csv`, 'file_other_type', {
      file_type: fileType,
    });
  }
  const head = file.subarray(0, 65_536);
  if (head.includes(0)) throw new SpreadsheetRejected('The file is binary, not .xlsx or .csv', 'file_binary');
  if (/^\s*</.test(decodeText(head))) {
    throw new SpreadsheetRejected('The file is HTML or XML, not .xlsx or .csv', 'file_markup');
  }
  return 'csv';
}

/** UTF-8 (with or without BOM), else Windows-1252, which German Excel writes CSV in. */
function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function capped(text: string): string {
  return text.length > MAX_CELL_CHARS ? text.slice(0, MAX_CELL_CHARS) : text;
}

type ExcelValue = ExcelJS.CellValue | undefined;

/** exceljs' cell values (rich text, formulas, hyperlinks, errors) as plain cells. */
export function toCell(value: ExcelValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value === '' ? null : capped(value);
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? new CellProblem('invalid_date') : value;
  }
  if (typeof value !== 'object') return new CellProblem('unreadable');
  if ('richText' in value) return toCell(value.richText.map((part) => part.text).join(''));
  if ('error' in value) return new CellProblem('error', String(value.error));
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: unknown }).result;
    if (result === undefined) return new CellProblem('formula_without_result');
    if (typeof result === 'object' && result !== null && 'error' in result) {
      return new CellProblem('formula_error', String((result as { error: unknown }).error));
    }
    return toCell(result as ExcelValue);
  }
  if ('text' in value && typeof value.text === 'string') return toCell(value.text);
  return new CellProblem('unreadable');
}

async function* xlsxRows(file: Buffer): AsyncGenerator<SheetRow> {
  // styles: 'cache' lets exceljs turn date-formatted numbers into Dates; shared strings are bounded by the
  // zip guard's inflated-size cap.
  const rows = firstWorksheetRows(file, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  try {
    for await (const row of rows) {
      const values = row.values as ExcelValue[];
      const cells: Cell[] = [];
      const width = Math.min(values.length - 1, MAX_COLUMNS);
      for (let column = 1; column <= width; column += 1) cells.push(toCell(values[column]));
      yield { row: row.number, cells };
    }
  } catch (error) {
    if (error instanceof SpreadsheetRejected) throw error;
    throw new SpreadsheetRejected(
      `The workbook cannot be read (${(error as Error).message})`,
      'file_workbook_unreadable',
    );
  }
}

/** The separator German (;), English (,) or tab-separated exports use: the most frequent in the first line. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [';', ',', '\t'].map((d) => [d, firstLine.split(d).length - 1] as const);
  counts.sort((a, b) => b[1] - a[1]);
  return counts[0]?.[1] ? counts[0][0] : ',';
}

async function* csvRows(file: Buffer): AsyncGenerator<SheetRow> {
  const text = decodeText(file);
  const parser = Readable.from([text]).pipe(
    parseCsv({
      delimiter: delimiterOf(text),
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      max_record_size: MAX_CELL_CHARS * 4,
    }),
  );
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      row += 1;
      yield {
        row,
        cells: record.slice(0, MAX_COLUMNS).map((value) => (value === '' ? null : capped(value))),
      };
    }
  } catch (error) {
    throw new SpreadsheetRejected(
      `The CSV file cannot be read (${(error as Error).message})`,
      'file_csv_unreadable',
    );
  } finally {
    parser.destroy();
  }
}

export function readRows(file: Buffer, kind: EventImportKind): AsyncGenerator<SheetRow> {
  return kind === 'xlsx' ? xlsxRows(file) : csvRows(file);
}

export function isEmptyRow(cells: readonly Cell[]): boolean {
  return cells.every((cell) => cell === null || (typeof cell === 'string' && cell.trim() === ''));
}

/** A cell as the admin sees it in the column list and sample (dates as the sheet shows them, in ISO form). */
export function cellText(cell: Cell): string {
  if (cell === null) return '';
  if (cell instanceof CellProblem) return `(${cell.reason})`;
  if (cell instanceof Date)
    return cell
      .toISOString()
      .replace(/:00\.000Z$|\.000Z$/, '')
      .replace('T00:00', '');
  return String(cell);
}

export interface SpreadsheetSummary {
  kind: EventImportKind;
  /** The header row's names, one per column (empty for an unnamed column). */
  columns: string[];
  /** Non-empty rows below the header. */
  rowCount: number;
  /** The first non-empty data rows, as text. */
  sample: { row: number; cells: string[] }[];
}

/** Reads the whole file once: its kind, header, size and first rows; rejects what cannot be imported. */
export async function summarise(file: Buffer, sampleRows = 5): Promise<SpreadsheetSummary> {
  const kind = await detectKind(file);
  let columns: string[] | undefined;
  let rowCount = 0;
  const sample: SpreadsheetSummary['sample'] = [];
  for await (const { row, cells } of readRows(file, kind)) {
    if (columns === undefined) {
      if (isEmptyRow(cells)) continue;
      columns = cells.map((cell) => cellText(cell).trim());
      continue;
    }
    if (isEmptyRow(cells)) continue;
    rowCount += 1;
    if (rowCount > MAX_DATA_ROWS) {
      throw new SpreadsheetRejected(
        `The file has more than ${MAX_DATA_ROWS.toLocaleString('en')} rows`,
        'file_too_many_rows',
        { limit: MAX_DATA_ROWS },
      );
    }
    if (sample.length < sampleRows) sample.push({ row, cells: cells.map(cellText) });
  }
  if (columns === undefined || columns.length === 0) {
    throw new SpreadsheetRejected('The file has no header row', 'file_no_header');
  }
  const width = Math.max(columns.length, ...sample.map((s) => s.cells.length));
  while (columns.length < width) columns.push('');
  return { kind, columns, rowCount, sample };
}
