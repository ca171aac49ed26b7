// Wire shapes of the admin's spreadsheet import (issue 15 "Excel Upload", spec §3 "Event import mapping").
import { type Static, Type } from 'typebox';
import { validationErrorSchemaWith } from '../../http/error-schemas.js';
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

/** The values a row's problem and an issue of the import's own type are worded with. */
const PROBLEM_VALUES = {
  field: Type.Optional(Type.Enum(MAPPED_FIELDS, { description: 'The mapped field it is about.' })),
  column: Type.Optional(Type.String({ description: 'A column letter (A, B, …, AA).' })),
  format: Type.Optional(Type.String({ description: 'The time format.' })),
  limit: Type.Optional(
    Type.Integer({ description: 'The limit it goes over (characters, rows, entries, MiB).' }),
  ),
};

/**
 * Why a row fails, as a stable code with what a client needs to word it in its own language (the English
 * `reason` beside it says the same). Codes: missing (a required field is empty), end_before_start, not_a_time
 * (value, format), not_a_country (value), invalid_url, too_long (limit), not_one_line, invalid; cell_invalid_date,
 * cell_unreadable, cell_error (error), cell_formula_without_result, cell_formula_error (error).
 */
export const ROW_PROBLEM_CODES = [
  'missing',
  'end_before_start',
  'not_a_time',
  'not_a_country',
  'invalid_url',
  'too_long',
  'not_one_line',
  'invalid',
  'cell_invalid_date',
  'cell_unreadable',
  'cell_error',
  'cell_formula_without_result',
  'cell_formula_error',
] as const;

export const RowProblemSchema = Type.Object(
  {
    code: Type.Enum(ROW_PROBLEM_CODES, { description: 'What is wrong (see RowProblem).' }),
    ...PROBLEM_VALUES,
    value: Type.Optional(
      Type.String({ description: 'The text that could not be read (at most 60 characters).' }),
    ),
    error: Type.Optional(Type.String({ description: 'The spreadsheet error the cell holds, e.g. #DIV/0!.' })),
  },
  { additionalProperties: false, description: 'Why a row fails, for a client to word it (RowProblem).' },
);
export type RowProblem = Static<typeof RowProblemSchema>;

export const FailedRowSchema = Type.Object({
  row: Type.Integer({ description: 'The row number in the spreadsheet (the header is row 1).' }),
  reason: Type.String({ description: 'Why the row failed, in English.' }),
  // Optional only for the failures of imports run before rows had codes (stored as they were).
  problem: Type.Optional(RowProblemSchema),
});
export type FailedRow = Static<typeof FailedRowSchema>;

/**
 * The import's own 422 types, beside the schema's (missing, too_short…): file_* at ['body', 'file'] for a file
 * that is refused, and column_absent, column_mapped_twice, time_format at ['body', 'fields', field]. `ctx` holds
 * what a client needs to word them: column and field (the field the column is mapped to already), format,
 * file_type (what the file is instead, e.g. PDF) and limit (rows, entries or MiB).
 */
export const IMPORT_ISSUE_TYPES = [
  'file_empty',
  'file_zip_too_large',
  'file_zip_too_many_entries',
  'file_zip_damaged',
  'file_zip_not_xlsx',
  'file_other_type',
  'file_old_excel',
  'file_binary',
  'file_markup',
  'file_workbook_unreadable',
  'file_csv_unreadable',
  'file_too_many_rows',
  'file_no_header',
  'column_absent',
  'column_mapped_twice',
  'time_format',
] as const;
export type ImportIssueType = (typeof IMPORT_ISSUE_TYPES)[number];

export const ImportIssueContextSchema = Type.Object(
  {
    ...PROBLEM_VALUES,
    file_type: Type.Optional(Type.String({ description: 'What the file is, e.g. PDF.' })),
  },
  { additionalProperties: false },
);
export type ImportIssueContext = Static<typeof ImportIssueContextSchema>;

export const ImportValidationErrorSchema = validationErrorSchemaWith(
  ImportIssueContextSchema,
  'Validation Error: one entry per problem, located by `loc`; `type` is the schema’s or one of the ' +
    `import’s own (${IMPORT_ISSUE_TYPES.join(', ')}), worded for clients by \`ctx\`.`,
);

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
  error: Type.Union([Type.String(), Type.Null()], { description: 'Why the import stopped, in English.' }),
  error_code: Type.Union([Type.Literal('stopped'), Type.Literal('failed'), Type.Null()], {
    description:
      'stopped: the server running it stopped (run it again); failed: it failed (the server log says why); ' +
      'null while it has not failed.',
  }),
  finished_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type EventImport = Static<typeof EventImportSchema>;

export const PreviewRowSchema = Type.Object({
  row: Type.Integer({ description: 'The row number in the spreadsheet.' }),
  event: Type.Union([EventWriteBodySchema, Type.Null()], {
    description: 'The event as it will be imported (geocoded); null when the row fails.',
  }),
  reason: Type.Union([Type.String(), Type.Null()], {
    description: 'Why the row fails, in English, or null.',
  }),
  problem: Type.Union([RowProblemSchema, Type.Null()], { description: 'Why the row fails, or null.' }),
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
