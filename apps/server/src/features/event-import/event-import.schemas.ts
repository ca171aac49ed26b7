// Wire shapes of the admin's spreadsheet import (issue 15 "Excel Upload", spec §3 "Event import mapping").
import { type Static, Type } from 'typebox';
import { EventWriteBodySchema, MAX_EVENT_TOPICS } from '../events/event-writes.schemas.js';
import { MAX_COLUMNS } from './spreadsheet-reader.js';

const Id = (description: string) => Type.Integer({ minimum: 1, maximum: 2_147_483_647, description });

/** Spec §3 "Event import mapping": the fields the admin maps, named as the event form names them. */
export const MAPPED_FIELDS = [
  'name',
  'short_description',
  'description',
  'url',
  'start_time',
  'end_time',
  'country',
  'city',
  'street',
  'zip_code',
  'raw_location',
  'raw_participants',
  'raw_organiser',
] as const;
export type MappedField = (typeof MAPPED_FIELDS)[number];
export const REQUIRED_FIELDS: readonly MappedField[] = ['name', 'description', 'start_time'];

const FieldSourceSchema = Type.Union(
  [
    Type.Object(
      {
        column: Type.Integer({
          minimum: 0,
          maximum: MAX_COLUMNS - 1,
          description: 'The column, counted from 0 (A = 0), as listed in the upload’s columns.',
        }),
      },
      { additionalProperties: false },
    ),
    Type.Object(
      {
        value: Type.String({
          minLength: 1,
          maxLength: 20_000,
          description: 'The same value for every row (times in the time format).',
        }),
      },
      { additionalProperties: false },
    ),
  ],
  { description: 'A spreadsheet column or a fixed value.' },
);
export type FieldSource = Static<typeof FieldSourceSchema>;

export const ImportMappingSchema = Type.Object(
  {
    fields: Type.Object(
      {
        name: FieldSourceSchema,
        short_description: Type.Optional(FieldSourceSchema),
        description: FieldSourceSchema,
        url: Type.Optional(FieldSourceSchema),
        start_time: FieldSourceSchema,
        end_time: Type.Optional(FieldSourceSchema),
        country: Type.Optional(FieldSourceSchema),
        city: Type.Optional(FieldSourceSchema),
        street: Type.Optional(FieldSourceSchema),
        zip_code: Type.Optional(FieldSourceSchema),
        raw_location: Type.Optional(FieldSourceSchema),
        raw_participants: Type.Optional(FieldSourceSchema),
        raw_organiser: Type.Optional(FieldSourceSchema),
      },
      {
        additionalProperties: false,
        description: 'For each field a column or a fixed value; an absent optional field stays empty.',
      },
    ),
    time_format: Type.String({
      minLength: 1,
      maxLength: 100,
      description:
        'How time cells written as text read, in Luxon tokens, e.g. dd.MM.yyyy HH:mm or d MMMM yyyy h:mm a. ' +
        'ISO 8601 text and date cells are read whatever the format. Times are Europe/Berlin.',
    }),
    source_id: Id('The source the events are published for.'),
    input_language: Type.Union([Type.Literal('en'), Type.Literal('de')], {
      description: 'The language of the sheet: month and day names in times are read in it.',
    }),
    event_type_id: Id('The event type of every imported event.'),
    topic_ids: Type.Array(Id('A topic id.'), {
      minItems: 1,
      maxItems: MAX_EVENT_TOPICS,
      description: 'The topics of every imported event.',
    }),
  },
  { additionalProperties: false },
);
export type ImportMapping = Static<typeof ImportMappingSchema>;

export const ImportParamsSchema = Type.Object({ import_id: Id('Import id.') });

export const ImportStatusSchema = Type.Union(
  [Type.Literal('uploaded'), Type.Literal('running'), Type.Literal('done'), Type.Literal('failed')],
  {
    description:
      'uploaded: waiting for a mapping; running; done; failed: the import stopped (error says why; ' +
      'the batches before it are written, running it again adds only what is missing).',
  },
);

export const FailedRowSchema = Type.Object({
  row: Type.Integer({ description: 'The row number in the spreadsheet (the header is row 1).' }),
  reason: Type.String(),
});

export const EventImportSchema = Type.Object({
  id: Type.Integer(),
  file_name: Type.String(),
  kind: Type.Union([Type.Literal('xlsx'), Type.Literal('csv')]),
  created_at: Type.String({ format: 'date-time' }),
  columns: Type.Array(Type.String(), { description: 'The header row, one name per column (A, B, …).' }),
  row_count: Type.Integer({ description: 'Non-empty rows below the header.' }),
  sample: Type.Array(Type.Object({ row: Type.Integer(), cells: Type.Array(Type.String()) }), {
    description: 'The first rows as text, to choose the columns by.',
  }),
  status: ImportStatusSchema,
  processed_rows: Type.Integer({ description: 'Rows of the file handled so far (progress).' }),
  imported: Type.Integer({ description: 'Events created.' }),
  unchanged: Type.Integer({ description: 'Rows that an earlier import of this source already created.' }),
  unplaced: Type.Integer({ description: 'Events created without a point on the map (place not found).' }),
  failed: Type.Integer({ description: 'Rows not imported; the first 1,000 are in failures.' }),
  failures: Type.Array(FailedRowSchema),
  error: Type.Union([Type.String(), Type.Null()]),
  finished_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type EventImport = Static<typeof EventImportSchema>;

export const PreviewRowSchema = Type.Object({
  row: Type.Integer({ description: 'The row number in the spreadsheet.' }),
  event: Type.Union([EventWriteBodySchema, Type.Null()], {
    description: 'The event as it will be imported (geocoded); null when the row fails.',
  }),
  reason: Type.Union([Type.String(), Type.Null()], { description: 'Why the row fails, or null.' }),
});

export const ImportPreviewSchema = Type.Object({
  rows: Type.Array(PreviewRowSchema, {
    description: 'The first rows of the file, as they will be imported.',
  }),
});
export type ImportPreview = Static<typeof ImportPreviewSchema>;

// Documents the multipart form for the OpenAPI document; the handler streams the file.
export const ImportUploadFormSchema = Type.Unsafe<Record<string, never>>({
  type: 'object',
  properties: {
    file: {
      type: 'string',
      contentMediaType: 'application/octet-stream',
      description: 'An .xlsx workbook (first sheet) or a .csv file; row 1 names the columns.',
    },
  },
  description: 'multipart/form-data with one file field.',
});
