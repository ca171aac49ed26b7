// Why a spreadsheet row cannot be imported (issue 15 "Excel Upload"): the problem as a code for clients
// (RowProblem) and as a reason in the admin's English, at the mapped field and column it is about.
import type { FieldSource, MappedField, RowProblem } from './event-import.schemas.js';
import { CellProblem, type CellProblemCode } from './spreadsheet-reader.js';

export const FIELD_LABELS: Readonly<Record<MappedField, string>> = {
  name: 'Event name',
  short_description: 'Short description',
  description: 'Description',
  url: 'URL',
  start_time: 'Start time',
  end_time: 'End time',
  country: 'Country',
  city: 'City',
  street: 'Street',
  zip_code: 'Zip code',
  raw_location: 'Raw location',
  raw_participants: 'Raw estimated participants',
  raw_organiser: 'Raw organiser',
};

/** 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/** The field and its column letter, when the mapping reads it from a column. */
export function fieldAt(
  field: MappedField,
  source: FieldSource | undefined,
): Pick<RowProblem, 'field' | 'column'> {
  return source && 'column' in source ? { field, column: columnLetter(source.column) } : { field };
}

/** A problem in the admin's English: the field named as the form names it, with its column. */
export function reasonOf(problem: RowProblem): string {
  const label = problem.field ? FIELD_LABELS[problem.field] : 'Event';
  const where = problem.column === undefined ? label : `${label} (column ${problem.column})`;
  const { code } = problem;
  switch (code) {
    case 'missing':
      return `${where} missing`;
    case 'end_before_start':
      return 'End time is before start time';
    case 'not_a_time':
      return `${where}: "${problem.value}" is not a time in the format ${problem.format}`;
    case 'not_a_country':
      return `${where}: "${problem.value}" is not a two-letter code such as DE`;
    case 'invalid_url':
      return `${where}: should start with http:// or https:// and hold no spaces`;
    case 'too_long':
      return `${where}: longer than ${(problem.limit ?? 0).toLocaleString('en')} characters`;
    case 'not_one_line':
      return `${where}: should be one line of text, not blank`;
    case 'invalid':
      return `${where}: not a valid value`;
    default:
      return `${where}: ${new CellProblem(cellProblemOf(code), problem.error).reason}`;
  }
}

type CellRowProblemCode = Extract<RowProblem['code'], `cell_${string}`>;
const cellProblemOf = (code: CellRowProblemCode) => code.slice('cell_'.length) as CellProblemCode;

/** A row that cannot be imported: `message` is the English reason, `problem` the same for clients. */
export class RowFailure extends Error {
  constructor(readonly problem: RowProblem) {
    super(reasonOf(problem));
  }
}

/** The row fails because of the cell the mapping reads for the field. */
export function cellFailure(
  field: MappedField,
  source: FieldSource | undefined,
  cell: CellProblem,
): RowFailure {
  return new RowFailure({
    code: `cell_${cell.code}`,
    ...fieldAt(field, source),
    ...(cell.error !== undefined && { error: cell.error }),
  });
}
