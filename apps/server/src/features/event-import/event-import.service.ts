// Issue 15 "Excel Upload": upload a spreadsheet (checked and summarised, stored), preview its first rows as they
// will be imported, and import it in the background in batches of rows, each batch one transaction.

import type { MultipartFile } from '@fastify/multipart';
import { createLocator } from '../../crawl/geocode/locate-places.js';
import type { Db } from '../../db/database.js';
import { AppError, throwIfIssues, type ValidationIssue, validationError } from '../../http/errors.js';
import { fileBytes } from '../../http/multipart-bytes.js';
import { regroupDuplicates } from '../events/duplicates/event-duplicates.service.js';
import { unknownIdIssues } from '../taxonomy/taxonomy.service.js';
import * as repository from './event-import.repository.js';
import {
  type EventImport,
  type FailedRow,
  type ImportMapping,
  type ImportPreview,
  MAPPED_FIELDS,
  type MappedField,
} from './event-import.schemas.js';
import { mapRow } from './row-mapping.js';
import { columnLetter, FIELD_LABELS, RowFailure } from './row-problems.js';
import { parseTime } from './row-time.js';
import { isEmptyRow, readRows, SpreadsheetRejected, summarise } from './spreadsheet-reader.js';

/** Rows the preview shows. */
export const PREVIEW_ROWS = 10;
/** A run whose heartbeat (one per batch) is older than this died with its process. */
export const STALE_RUN_MS = 2 * 60_000;
export const FILE_MISSING = 'File missing';

const notFound = () => new AppError('not_found', 'Import not found');

function safeFileName(name: string | undefined): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const cleaned = (name ?? '').replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '').trim();
  return cleaned.slice(0, 200) || 'upload';
}

function toWire(row: repository.ImportRow, now: Date): EventImport {
  const stale =
    row.status === 'running' &&
    row.heartbeat_at !== null &&
    now.getTime() - row.heartbeat_at.getTime() > STALE_RUN_MS;
  return {
    id: row.id,
    file_name: row.file_name,
    kind: row.kind,
    created_at: row.created_at.toISOString(),
    columns: row.columns as string[],
    row_count: row.row_count,
    sample: row.sample as EventImport['sample'],
    status: stale ? 'failed' : row.status,
    processed_rows: row.processed_rows,
    imported: row.imported_count,
    unchanged: row.unchanged_count,
    unplaced: row.unplaced_count,
    failed: row.failed_count,
    failures: row.failures as EventImport['failures'],
    error: stale
      ? 'The import stopped (the server was restarted). Run it again: rows already imported are not imported twice.'
      : row.error,
    error_code: stale ? 'stopped' : row.error === null ? null : 'failed',
    finished_at: row.finished_at?.toISOString() ?? null,
  };
}

export async function getImport(db: Db, id: number, now = new Date()): Promise<EventImport> {
  const row = await repository.findImport(db, id);
  if (!row) throw notFound();
  return toWire(row, now);
}

/** Stores the upload when it is a spreadsheet that can be imported; 422 with the reason otherwise. */
export async function uploadImport(
  db: Db,
  callerId: number,
  file: MultipartFile | undefined,
): Promise<EventImport> {
  if (file === undefined) throw validationError(['body', 'file'], FILE_MISSING, 'missing');
  const content = await fileBytes(file);
  let summary: Awaited<ReturnType<typeof summarise>>;
  try {
    summary = await summarise(content);
  } catch (error) {
    if (!(error instanceof SpreadsheetRejected)) throw error;
    const issue = { loc: ['body', 'file'], msg: error.message, type: error.type };
    throw new AppError('validation', error.message, [error.ctx ? { ...issue, ctx: error.ctx } : issue]);
  }
  const id = await repository.insertImport(db, {
    createdBy: callerId,
    fileName: safeFileName(file.filename),
    kind: summary.kind,
    file: content,
    columns: summary.columns,
    rowCount: summary.rowCount,
    sample: summary.sample,
  });
  return getImport(db, id);
}

/** The mapping against this file and the database: 422 with every problem at its field. */
async function checkMapping(db: Db, columns: readonly string[], mapping: ImportMapping): Promise<void> {
  const issues: ValidationIssue[] = [];
  const usedBy = new Map<number, MappedField>();
  for (const field of MAPPED_FIELDS) {
    const source = mapping.fields[field];
    if (source === undefined) continue;
    const loc = ['body', 'fields', field];
    if ('column' in source) {
      const letter = columnLetter(source.column);
      if (source.column >= columns.length) {
        issues.push({
          loc,
          msg: `The file has no column ${letter}`,
          type: 'column_absent',
          ctx: { column: letter },
        });
        continue;
      }
      const earlier = usedBy.get(source.column);
      if (earlier !== undefined) {
        issues.push({
          loc,
          msg: `Column ${letter} is already mapped to ${FIELD_LABELS[earlier]}; map each column to one field`,
          type: 'column_mapped_twice',
          ctx: { column: letter, field: earlier },
        });
        continue;
      }
      usedBy.set(source.column, field);
    } else if (
      (field === 'start_time' || field === 'end_time') &&
      parseTime(source.value, mapping.time_format, mapping.input_language) === undefined
    ) {
      issues.push({
        loc,
        msg: `Not a time in the format ${mapping.time_format}`,
        type: 'time_format',
        ctx: { format: mapping.time_format },
      });
    }
  }
  const source = await db
    .selectFrom('sources')
    .select('id')
    .where('id', '=', mapping.source_id)
    .executeTakeFirst();
  if (!source) issues.push({ loc: ['body', 'source_id'], msg: 'Unknown source', type: 'value_error' });
  issues.push(...(await unknownIdIssues(db, 'event type', ['body', 'event_type_id'], mapping.event_type_id)));
  issues.push(...(await unknownIdIssues(db, 'topic', ['body', 'topic_ids'], mapping.topic_ids)));
  throwIfIssues(issues);
}

async function loadForMapping(db: Db, id: number, mapping: ImportMapping) {
  const found = await repository.findImport(db, id);
  if (!found) throw notFound();
  await checkMapping(db, found.columns as string[], mapping);
  const file = await repository.findImportFile(db, id);
  if (!file) throw notFound();
  return file;
}

/** The data rows of a file: below the first non-empty row (the header), empty rows left out. */
async function* dataRows(file: { kind: 'xlsx' | 'csv'; file: Buffer }) {
  let header = false;
  for await (const sheetRow of readRows(file.file, file.kind)) {
    if (isEmptyRow(sheetRow.cells)) continue;
    if (!header) {
      header = true;
      continue;
    }
    yield sheetRow;
  }
}

/** The first rows as they will be imported, or why each fails. Writes nothing. */
export async function previewImport(db: Db, id: number, mapping: ImportMapping): Promise<ImportPreview> {
  const file = await loadForMapping(db, id, mapping);
  const locator = createLocator({});
  const rows: ImportPreview['rows'] = [];
  for await (const { row, cells } of dataRows(file)) {
    try {
      const mapped = await mapRow(db, locator, mapping, cells);
      rows.push({ row, event: mapped.body, reason: null, problem: null });
    } catch (error) {
      if (!(error instanceof RowFailure)) throw error;
      rows.push({ row, event: null, reason: error.message, problem: error.problem });
    }
    if (rows.length >= PREVIEW_ROWS) break;
  }
  return { rows };
}

export interface ImportLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface ImportRunner {
  /** Checks the mapping, claims the import (409 while it runs) and imports it in the background. */
  start(id: number, mapping: ImportMapping): Promise<EventImport>;
  /** Waits for the imports this process started (server shutdown). */
  settle(): Promise<void>;
}

/**
 * Imports every data row of the file: good rows `batchRows` at a time, each batch one transaction (a crash loses at
 * most one batch's work, which the next run redoes), failed rows listed with their reason.
 */
export async function runImport(db: Db, id: number, mapping: ImportMapping, batchRows: number) {
  const file = await repository.findImportFile(db, id);
  if (!file) throw notFound();
  // Offline only, as the feeds without GEOCODER_URL: an external geocoder's 1 request/s would make 10,000 rows
  // take hours.
  const locator = createLocator({});
  let batch: repository.BatchRow[] = [];
  let failures: FailedRow[] = [];
  let processed = 0;
  const flush = async () => {
    await repository.writeBatch(db, id, batch, failures, processed, new Date(), regroupDuplicates);
    batch = [];
    failures = [];
  };
  for await (const { row, cells } of dataRows(file)) {
    processed += 1;
    try {
      const mapped = await mapRow(db, locator, mapping, cells);
      batch.push({ row, ...mapped });
    } catch (error) {
      if (!(error instanceof RowFailure)) throw error;
      failures.push({ row, reason: error.message, problem: error.problem });
    }
    if (processed % batchRows === 0) await flush();
  }
  await flush();
}

export function createImportRunner(db: Db, log: ImportLog, batchRows: number): ImportRunner {
  const running = new Set<Promise<void>>();
  return {
    async start(id, mapping) {
      await loadForMapping(db, id, mapping);
      const now = new Date();
      if (!(await repository.claimRun(db, id, mapping, now, new Date(now.getTime() - STALE_RUN_MS)))) {
        throw new AppError('conflict', 'This file is being imported already');
      }
      const task = runImport(db, id, mapping, batchRows)
        .then(
          () => repository.finishRun(db, id, 'done', null, new Date()),
          async (error: unknown) => {
            const message =
              error instanceof SpreadsheetRejected
                ? error.message
                : 'The import failed; the server log says why';
            log.error({ err: error, importId: id }, 'event import failed');
            await repository.finishRun(db, id, 'failed', message, new Date());
          },
        )
        .then(async () =>
          log.info(
            {
              importId: id,
              ...(await getImport(db, id)),
              columns: undefined,
              sample: undefined,
              failures: undefined,
            },
            'event import',
          ),
        )
        // STYLE §4: nobody awaits this request any more; the failure is logged.
        .catch((err: unknown) => log.error({ err, importId: id }, 'event import could not finish'))
        .finally(() => running.delete(task));
      running.add(task);
      return getImport(db, id);
    },
    async settle() {
      await Promise.all(running);
    },
  };
}
