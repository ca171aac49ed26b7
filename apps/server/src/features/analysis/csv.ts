// CSV text by RFC 4180: fields separated by commas, records ended by CRLF, a field quoted when it holds a comma,
// a quote, a line break or leading/trailing space, with its quotes doubled.
export type CsvValue = string | number | boolean | null | undefined;

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;
// A leading =, +, - or @ makes spreadsheets run the field as a formula (CSV injection); a quote prefix stops it.
const FORMULA_START = /^[=+\-@\t\r]/;

function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRecord(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
