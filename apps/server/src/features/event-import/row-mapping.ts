// One spreadsheet row → the body POST /v1/event/new takes, checked by the same schema and rules (issue 15 "Excel
// Upload"), or the reason the row fails. Places are geocoded offline as the feeds' are (crawl/geocode).
import { createHash } from 'node:crypto';
import { DateTime } from 'luxon';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';
import type { Locator } from '../../crawl/geocode/locate-places.js';
import { berlinLocalToUtc } from '../../crawl/normalise/local-time.js';
import type { Db } from '../../db/database.js';
import { type EventWriteBody, EventWriteBodySchema } from '../events/event-writes.schemas.js';
import {
  type FieldSource,
  type ImportMapping,
  MAPPED_FIELDS,
  type MappedField,
  type RowProblem,
} from './event-import.schemas.js';
import { type Cell, CellProblem, type CellProblemCode, cellText } from './spreadsheet-reader.js';

/** DESIGN §4.10: local times of German lists are Europe/Berlin. */
const ZONE = 'Europe/Berlin';

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
function at(field: MappedField, source: FieldSource | undefined): Pick<RowProblem, 'field' | 'column'> {
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

function cellFailure(field: MappedField, source: FieldSource | undefined, cell: CellProblem): RowFailure {
  return new RowFailure({
    code: `cell_${cell.code}`,
    ...at(field, source),
    ...(cell.error !== undefined && { error: cell.error }),
  });
}

/** An import's decided event, and what identifies its content per source. */
export interface MappedRow {
  body: EventWriteBody;
  rowKey: string;
  placed: boolean;
}

function cellOf(source: FieldSource | undefined, cells: readonly Cell[]): Cell {
  if (source === undefined) return null;
  if ('value' in source) return source.value;
  return cells[source.column] ?? null;
}

function textOf(field: MappedField, mapping: ImportMapping, cells: readonly Cell[]): string | null {
  const cell = cellOf(mapping.fields[field], cells);
  if (cell instanceof CellProblem) throw cellFailure(field, mapping.fields[field], cell);
  const text = cell instanceof Date ? cellText(cell) : cell === null ? '' : String(cell);
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** A wall time in Berlin as ISO 8601 with its offset, e.g. 2030-03-12T18:00:00+01:00 (undefined if no such day). */
function berlinIso(year: number, month: number, day: number, hour: number, minute: number, second: number) {
  if (year < 1900 || year > 2999 || hour > 23 || minute > 59 || second > 59) return undefined;
  const wall = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  if (wall.getUTCMonth() !== month - 1 || wall.getUTCDate() !== day) return undefined;
  const dayText = wall.toISOString().slice(0, 10);
  const utc = berlinLocalToUtc(dayText, { hour, minute }).getTime() + second * 1_000;
  const offset = Math.round((wall.getTime() - utc) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');
  // A time skipped by the spring change reads as the hour after it (crawl/normalise/local-time.ts).
  const shown = new Date(utc + offset * 60_000);
  return `${shown.toISOString().slice(0, 19)}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

const NUMERIC_TOKENS: Record<string, string> = {
  yyyy: 'year',
  yy: 'year2',
  MM: 'month',
  M: 'month',
  dd: 'day',
  d: 'day',
  HH: 'hour',
  H: 'hour',
  mm: 'minute',
  m: 'minute',
  ss: 'second',
  s: 'second',
};

/**
 * A format of numbers only (dd.MM.yyyy HH:mm and the like) as one regular expression: Luxon's fromFormat builds
 * its parser anew on every call (~100 µs, a second per 10,000 rows). Other formats (month names, AM/PM) go to
 * Luxon. undefined when the format has other tokens.
 */
function numericParser(format: string): ((text: string) => string | undefined) | undefined {
  const parts: string[] = [];
  const groups: string[] = [];
  // Runs of one letter are tokens (MMMM is a month name, not MM twice), quoted text and the rest are literals.
  const pattern = /([A-Za-z])\1*|'[^']*'|[^A-Za-z']+/g;
  for (const [token] of format.matchAll(pattern)) {
    const name = NUMERIC_TOKENS[token];
    if (name) {
      groups.push(name);
      // Lenient on padding: a sheet's 1.3.2030 is meant as 01.03.2030.
      parts.push(token === 'yyyy' ? '(\\d{4})' : '(\\d{1,2})');
    } else if (/^[A-Za-z]/.test(token)) {
      return undefined;
    } else {
      const literal = token.startsWith("'") ? token.slice(1, -1) : token;
      parts.push(literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s*'));
    }
  }
  if (!groups.includes('year') && !groups.includes('year2')) return undefined;
  const regex = new RegExp(`^${parts.join('')}$`);
  return (text) => {
    const match = regex.exec(text);
    if (!match) return undefined;
    const value: Record<string, number> = { month: 1, day: 1, hour: 0, minute: 0, second: 0 };
    groups.forEach((name, index) => {
      value[name] = Number(match[index + 1]);
    });
    const year = value.year ?? 2000 + (value.year2 ?? 0);
    return berlinIso(
      year,
      value.month ?? 1,
      value.day ?? 1,
      value.hour ?? 0,
      value.minute ?? 0,
      value.second ?? 0,
    );
  };
}

const parsers = new Map<string, ((text: string) => string | undefined) | undefined>();

/** A time as ISO 8601 with offset: a date cell, text in the format, or ISO text; local to Europe/Berlin. */
export function parseTime(cell: Cell, format: string, language: 'en' | 'de'): string | undefined {
  if (cell instanceof Date) {
    // exceljs gives the sheet's wall time in the Date's UTC fields.
    return berlinIso(
      cell.getUTCFullYear(),
      cell.getUTCMonth() + 1,
      cell.getUTCDate(),
      cell.getUTCHours(),
      cell.getUTCMinutes(),
      cell.getUTCSeconds(),
    );
  }
  if (typeof cell !== 'string') return undefined;
  const text = cell.trim().replace(/\s+/g, ' ');
  if (!parsers.has(format)) {
    if (parsers.size > 100) parsers.clear();
    parsers.set(format, numericParser(format));
  }
  const fast = parsers.get(format);
  const quick = fast?.(text);
  if (quick !== undefined) return quick;
  const locale = language === 'de' ? 'de-DE' : 'en-US';
  const formatted = fast
    ? DateTime.invalid('numeric')
    : DateTime.fromFormat(text, format, { zone: ZONE, locale });
  const parsed = formatted.isValid ? formatted : DateTime.fromISO(text, { zone: ZONE, setZone: true });
  if (!parsed.isValid || parsed.year < 1900 || parsed.year > 2999) return undefined;
  return parsed.toISO({ suppressMilliseconds: true }) ?? undefined;
}

function timeOf(
  field: 'start_time' | 'end_time',
  mapping: ImportMapping,
  cells: readonly Cell[],
): string | null {
  const source = mapping.fields[field];
  const cell = cellOf(source, cells);
  if (cell === null || (typeof cell === 'string' && cell.trim() === '')) return null;
  if (cell instanceof CellProblem) throw cellFailure(field, source, cell);
  const time = parseTime(cell, mapping.time_format, mapping.input_language);
  if (time === undefined) {
    throw new RowFailure({
      code: 'not_a_time',
      ...at(field, source),
      value: cellText(cell).slice(0, 60),
      format: mapping.time_format,
    });
  }
  return time;
}

/** What the event schema's first complaint means for this row, at the mapped field it is about. */
const eventBodyCheck = Compile(EventWriteBodySchema);

const isMappedField = (name: string | undefined): name is MappedField =>
  (MAPPED_FIELDS as readonly (string | undefined)[]).includes(name);

function schemaProblem(body: EventWriteBody, mapping: ImportMapping): RowProblem | undefined {
  // The compiled check first: the error walk costs ~20 times as much and is needed only for a failing row.
  if (eventBodyCheck.Check(body)) return undefined;
  const [first] = Value.Errors(EventWriteBodySchema, body);
  if (!first) return undefined;
  // A place's parts (locations/0/city) are the mapped fields they come from.
  const path = first.instancePath.split('/').filter(Boolean);
  const name = [path[0], path.at(-1)].find(isMappedField);
  const where = name === undefined ? {} : at(name, mapping.fields[name]);
  if (name === 'url') return { code: 'invalid_url', ...where };
  if (first.keyword === 'maxLength') {
    return { code: 'too_long', ...where, limit: (first.params as { limit: number }).limit };
  }
  if (first.keyword === 'pattern') return { code: 'not_one_line', ...where };
  return { code: 'invalid', ...where };
}

/** The row's event, or a RowFailure with its reason. `locator` places it as a feed row would be. */
export async function mapRow(
  db: Db,
  locator: Locator,
  mapping: ImportMapping,
  cells: readonly Cell[],
): Promise<MappedRow> {
  const missing = (field: MappedField) =>
    new RowFailure({ code: 'missing', ...at(field, mapping.fields[field]) });
  const name = textOf('name', mapping, cells);
  const description = textOf('description', mapping, cells);
  if (name === null) throw missing('name');
  if (description === null) throw missing('description');
  const start = timeOf('start_time', mapping, cells);
  if (start === null) throw missing('start_time');
  const end = timeOf('end_time', mapping, cells);
  if (end !== null && new Date(end) < new Date(start)) throw new RowFailure({ code: 'end_before_start' });

  const country = textOf('country', mapping, cells);
  if (country !== null && !/^[A-Za-z]{2}$/.test(country)) {
    throw new RowFailure({
      code: 'not_a_country',
      ...at('country', mapping.fields.country),
      value: country.slice(0, 40),
    });
  }
  const city = textOf('city', mapping, cells);
  const street = textOf('street', mapping, cells);
  const zipCode = textOf('zip_code', mapping, cells);
  const placeCountry = (country ?? 'DE').toUpperCase();
  const hasPlace = city !== null || zipCode !== null || street !== null;
  const locations = hasPlace
    ? await locator.locate(db, [
        {
          label: street ?? [zipCode, city].filter(Boolean).join(' '),
          street,
          house_number: null,
          zip_code: zipCode,
          city,
          country: placeCountry,
        },
      ])
    : [];

  const body: EventWriteBody = {
    name,
    description,
    short_description: textOf('short_description', mapping, cells),
    url: textOf('url', mapping, cells),
    event_type_id: mapping.event_type_id,
    topic_ids: [...new Set(mapping.topic_ids)].sort((a, b) => a - b),
    locations: locations.map((location) => ({
      geography: location.geography,
      country: location.country,
      city: location.city,
      zip_code: location.zip_code,
      street: location.street,
      house_number: location.house_number,
    })),
    raw_location: textOf('raw_location', mapping, cells),
    start_time: start,
    end_time: end,
    raw_participants: textOf('raw_participants', mapping, cells),
    raw_organiser: textOf('raw_organiser', mapping, cells),
    organising_source_id: mapping.source_id,
  };
  const problem = schemaProblem(body, mapping);
  if (problem) throw new RowFailure(problem);
  // The row's content, not its position: the same row in another file, or the same file again, is the same event.
  const rowKey = createHash('sha256')
    .update(
      JSON.stringify([
        body.name,
        body.description,
        body.short_description,
        body.url,
        new Date(body.start_time).toISOString(),
        body.end_time ? new Date(body.end_time).toISOString() : null,
        placeCountry,
        city,
        street,
        zipCode,
        body.raw_location,
        body.raw_participants,
        body.raw_organiser,
      ]),
    )
    .digest('base64url');
  return { body, rowKey, placed: locations.length > 0 };
}
