// The spreadsheet imports (migration 029): the uploaded file and its progress, and the set-based write of one batch
// of rows (its events, their topics, their identities and the import's counts in one transaction).
import { sql } from 'kysely';
import { importSourceLockKey } from '../../db/advisory-locks.js';
import { batchesOf } from '../../db/batches.js';
import type { Db } from '../../db/database.js';
import type { EventImportKind, EventImportStatus } from '../../db/tables.js';
import type { EventWriteBody } from '../events/event-writes.schemas.js';
import type { FailedRow } from './event-import.schemas.js';

/** Failed rows kept per import with their reason (the count is complete). */
export const MAX_KEPT_FAILURES = 1_000;
/** 15 columns × 500 rows stays well below PostgreSQL's 65,535 parameters per statement. */
const EVENT_INSERT_BATCH = 500;

export interface NewImport {
  createdBy: number | null;
  fileName: string;
  kind: EventImportKind;
  file: Buffer;
  columns: string[];
  rowCount: number;
  sample: { row: number; cells: string[] }[];
}

const STATUS_COLUMNS = [
  'id',
  'file_name',
  'kind',
  'created_at',
  'columns',
  'sample',
  'row_count',
  'mapping',
  'status',
  'heartbeat_at',
  'processed_rows',
  'imported_count',
  'unchanged_count',
  'unplaced_count',
  'failed_count',
  'failures',
  'error',
  'finished_at',
] as const;

export async function insertImport(db: Db, upload: NewImport): Promise<number> {
  const { id } = await db
    .insertInto('event_imports')
    .values({
      created_by: upload.createdBy,
      file_name: upload.fileName,
      kind: upload.kind,
      file: upload.file,
      columns: JSON.stringify(upload.columns),
      sample: JSON.stringify(upload.sample),
      row_count: upload.rowCount,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function findImport(db: Db, id: number) {
  return db.selectFrom('event_imports').select(STATUS_COLUMNS).where('id', '=', id).executeTakeFirst();
}
export type ImportRow = NonNullable<Awaited<ReturnType<typeof findImport>>>;

export async function findImportFile(db: Db, id: number) {
  return db.selectFrom('event_imports').select(['kind', 'file']).where('id', '=', id).executeTakeFirst();
}

/**
 * Marks the import running with this mapping, unless a run of it is alive (its heartbeat newer than
 * `staleBefore`). The counts start again: a second run of a file counts its rows anew.
 */
export async function claimRun(
  db: Db,
  id: number,
  mapping: unknown,
  now: Date,
  staleBefore: Date,
): Promise<boolean> {
  const claimed = await db
    .updateTable('event_imports')
    .set({
      status: 'running',
      mapping: JSON.stringify(mapping),
      started_at: now,
      heartbeat_at: now,
      finished_at: null,
      processed_rows: 0,
      imported_count: 0,
      unchanged_count: 0,
      unplaced_count: 0,
      failed_count: 0,
      failures: '[]',
      error: null,
    })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('status', '<>', 'running'), eb('heartbeat_at', '<', staleBefore)]))
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}

export async function finishRun(
  db: Db,
  id: number,
  status: EventImportStatus,
  error: string | null,
  now: Date,
) {
  await db
    .updateTable('event_imports')
    .set({ status, error, finished_at: now, heartbeat_at: now })
    .where('id', '=', id)
    .execute();
}

export interface BatchRow {
  row: number;
  body: EventWriteBody;
  rowKey: string;
  placed: boolean;
}

export interface BatchOutcome {
  imported: number;
  unchanged: number;
}

/**
 * Writes one batch in one transaction: the events of rows whose content this source has not imported before,
 * their topics and identities, and the import's progress. A crash leaves the batch whole or absent.
 */
export async function writeBatch(
  db: Db,
  importId: number,
  rows: readonly BatchRow[],
  failures: readonly FailedRow[],
  processedRows: number,
  now: Date,
  /** Runs in the batch's transaction with the events it inserted (the groups of duplicates, decision 048). */
  afterInsert: (db: Db, eventIds: readonly number[]) => Promise<void>,
): Promise<BatchOutcome> {
  return db.transaction().execute(async (trx) => {
    const sourceId = rows[0]?.body.organising_source_id;
    const fresh: BatchRow[] = [];
    if (sourceId !== undefined) {
      await sql`SELECT pg_advisory_xact_lock(${importSourceLockKey(sourceId)})`.execute(trx);
      const known = new Set(
        (
          await trx
            .selectFrom('imported_events')
            .select('row_key')
            .where('source_id', '=', sourceId)
            .where(
              'row_key',
              'in',
              rows.map((r) => r.rowKey),
            )
            .execute()
        ).map((r) => r.row_key),
      );
      for (const row of rows) {
        if (known.has(row.rowKey)) continue;
        known.add(row.rowKey); // the same content twice in one file is one event
        fresh.push(row);
      }
    }
    const ids: number[] = [];
    for (const batch of batchesOf(fresh, EVENT_INSERT_BATCH)) {
      const inserted = await trx
        .insertInto('events')
        .values(
          batch.map(({ body }) => ({
            name: body.name,
            description: body.description,
            short_description: body.short_description ?? null,
            url: body.url ?? null,
            event_type_id: body.event_type_id,
            // Already what the event_topics below make it (sorted, unique): the sync trigger leaves it (migration 030).
            topic_ids: body.topic_ids,
            start_time: body.start_time,
            end_time: body.end_time ?? null,
            locations: JSON.stringify(body.locations),
            raw_location: body.raw_location ?? null,
            raw_participants: body.raw_participants ?? null,
            raw_organiser: body.raw_organiser ?? null,
            organising_source_id: body.organising_source_id,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning('id')
        .execute();
      ids.push(...inserted.map((r) => r.id));
    }
    if (ids.length > 0) {
      const topicRows = fresh.flatMap((row, index) =>
        row.body.topic_ids.map((topic_id) => ({ event_id: ids[index] as number, topic_id })),
      );
      for (const batch of batchesOf(topicRows, 5_000))
        await trx.insertInto('event_topics').values(batch).execute();
      for (const batch of batchesOf(
        fresh.map((row, index) => ({
          source_id: row.body.organising_source_id,
          row_key: row.rowKey,
          event_id: ids[index] as number,
          import_id: importId,
        })),
        5_000,
      )) {
        await trx.insertInto('imported_events').values(batch).execute();
      }
    }
    await afterInsert(trx, ids);
    const unplaced = fresh.filter((row) => !row.placed).length;
    await sql`
      UPDATE event_imports SET
        processed_rows = ${processedRows},
        imported_count = imported_count + ${fresh.length},
        unchanged_count = unchanged_count + ${rows.length - fresh.length},
        unplaced_count = unplaced_count + ${unplaced},
        failed_count = failed_count + ${failures.length},
        failures = (
          SELECT coalesce(jsonb_agg(f.value ORDER BY f.n), '[]'::jsonb)
          FROM jsonb_array_elements(failures || ${JSON.stringify(failures.slice(0, MAX_KEPT_FAILURES))}::jsonb)
            WITH ORDINALITY AS f(value, n)
          WHERE f.n <= ${MAX_KEPT_FAILURES}
        ),
        heartbeat_at = ${now}
      WHERE id = ${importId}
    `.execute(trx);
    return { imported: fresh.length, unchanged: rows.length - fresh.length };
  });
}
