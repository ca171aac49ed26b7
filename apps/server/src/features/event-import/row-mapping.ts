// One spreadsheet row → the body POST /v1/event/new takes, checked by the same schema and rules (issue 15 "Excel
// Upload"), or the reason the row fails. Places are geocoded offline as the feeds' are (crawl/geocode).
import { createHash } from 'node:crypto';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';
import type { Locator } from '../../crawl/geocode/locate-places.js';
import type { Db } from '../../db/database.js';
import { type EventWriteBody, EventWriteBodySchema } from '../events/event-writes.schemas.js';
import {
  type FieldSource,
  type ImportMapping,
  MAPPED_FIELDS,
  type MappedField,
  type RowProblem,
} from './event-import.schemas.js';
import { cellFailure, fieldAt, RowFailure } from './row-problems.js';
import { parseTime } from './row-time.js';
import { type Cell, CellProblem, cellText } from './spreadsheet-reader.js';

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
      ...fieldAt(field, source),
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
  const where = name === undefined ? {} : fieldAt(name, mapping.fields[name]);
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
    new RowFailure({ code: 'missing', ...fieldAt(field, mapping.fields[field]) });
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
      ...fieldAt('country', mapping.fields.country),
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
