// SQL of the cleanup jobs (decision 044): each job's rule over its table (alias x), its count, sample, batched
// delete, and the log of runs in maintenance_runs.
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { MaintenanceRunStatus } from '../../db/tables.js';
import type { MaintenanceJob } from './maintenance-jobs.js';

export interface Cutoffs {
  asOf: Date;
  /** as_of less the job's retention. */
  cutoff: Date;
}

interface Rule {
  /** Table and key column: constants of this file, never input. */
  table: string;
  key: string;
  where: (c: Cutoffs) => RawBuilder<unknown>;
  /** id, label and at of a sample row. */
  sample: RawBuilder<unknown>;
}

const RULES: Record<MaintenanceJob, Rule> = {
  expired_account_tokens: {
    table: 'account_tokens',
    key: 'token_hash',
    where: ({ cutoff }) => sql`x.expires_at < ${cutoff}`,
    sample: sql`left(x.token_hash, 12) AS id, x.purpose || ' · user ' || x.user_id AS label, x.expires_at AS at`,
  },
  // Each feed's last finished run and last successful run stay whatever their age: Feeds and the crawler's
  // "0 rows where there were many" read them.
  crawl_runs: {
    table: 'crawl_runs',
    key: 'id',
    where: ({ asOf, cutoff }) => {
      const later = (status: RawBuilder<unknown>) => sql`EXISTS (
        SELECT 1 FROM crawl_runs r
        WHERE r.feed = x.feed AND ${status} AND r.started_at <= ${asOf} AND (r.started_at, r.id) > (x.started_at, x.id)
      )`;
      return sql`x.status <> 'running' AND x.started_at < ${cutoff}
        AND ${later(sql`r.status <> 'running'`)}
        AND (x.status <> 'ok' OR ${later(sql`r.status = 'ok'`)})`;
    },
    sample: sql`x.id::text AS id, x.feed || ' · ' || x.status AS label, x.started_at AS at`,
  },
  // The public history ("Time changed on …") of an event that has not ended long ago stays.
  event_changes: {
    table: 'event_changes',
    key: 'id',
    where: ({ cutoff }) => sql`x.changed_at < ${cutoff} AND EXISTS (
      SELECT 1 FROM events e WHERE e.id = x.event_id AND coalesce(e.end_time, e.start_time) < ${cutoff}
    )`,
    sample: sql`x.id::text AS id, 'event ' || x.event_id || ' · ' || x.field AS label, x.changed_at AS at`,
  },
  // An event someone reported stays until an admin has handled the report. Its feed item keeps it from being
  // crawled again (event_id becomes null: the crawler leaves such an item alone), its import identity from being
  // imported again (migration 033).
  deleted_events: {
    table: 'events',
    key: 'id',
    where: ({ cutoff }) => sql`x.deleted_at < ${cutoff} AND NOT EXISTS (
      SELECT 1 FROM event_reports r WHERE r.event_id = x.id AND NOT r.handled
    )`,
    sample: sql`x.id::text AS id, x.name AS label, x.deleted_at AS at`,
  },
  // Only items the crawler no longer tracks (retired: the feed stopped listing them) and that stand for no live
  // event. An item the feed still lists stays, even for a deleted event: it stops the crawler creating it again.
  orphaned_feed_items: {
    table: 'feed_items',
    key: 'id',
    where: ({ cutoff }) => sql`x.retired_at < ${cutoff} AND (x.event_id IS NULL OR EXISTS (
      SELECT 1 FROM events e WHERE e.id = x.event_id AND e.deleted_at IS NOT NULL
    ))`,
    sample: sql`x.id::text AS id, x.feed || ' · ' || x.item_key AS label, x.retired_at AS at`,
  },
};

const from = (rule: Rule) => sql`${sql.table(rule.table)} AS x`;

export async function countMatching(db: Db, job: MaintenanceJob, cutoffs: Cutoffs): Promise<number> {
  const rule = RULES[job];
  const { rows } = await sql<{ n: string }>`
    SELECT count(*) AS n FROM ${from(rule)} WHERE ${rule.where(cutoffs)}
  `.execute(db);
  return Number(rows[0]?.n ?? 0);
}

export interface SampleRow {
  id: string;
  label: string;
  at: Date;
}

/** The oldest few rows the job would remove. */
export async function findSample(
  db: Db,
  job: MaintenanceJob,
  cutoffs: Cutoffs,
  limit: number,
): Promise<SampleRow[]> {
  const rule = RULES[job];
  const { rows } = await sql<SampleRow>`
    SELECT ${rule.sample} FROM ${from(rule)} WHERE ${rule.where(cutoffs)} ORDER BY at, id LIMIT ${limit}
  `.execute(db);
  return rows;
}

/**
 * Removes the next `limit` matching rows after the key `after` (in key order, so each batch starts where the last
 * ended instead of reading the removed rows' space again) and adds them to the run's count, in one transaction.
 * The rule is checked again on each row as it is locked. Answers how many went and the last key.
 */
export async function deleteBatch(
  db: Db,
  job: MaintenanceJob,
  runId: number,
  cutoffs: Cutoffs,
  after: string | number | undefined,
  limit: number,
): Promise<{ removed: number; last: string | number | undefined }> {
  const rule = RULES[job];
  const key = sql.ref(`x.${rule.key}`);
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ n: string; last: string | number | null }>`
      WITH batch AS (
        SELECT ${key} AS key FROM ${from(rule)}
        WHERE ${rule.where(cutoffs)} ${after === undefined ? sql`` : sql`AND ${key} > ${after}`}
        ORDER BY ${key} LIMIT ${limit}
        FOR UPDATE OF x
      ), gone AS (
        DELETE FROM ${from(rule)} USING batch WHERE ${key} = batch.key RETURNING ${key} AS key
      )
      SELECT count(*) AS n, max(key) AS last FROM gone
    `.execute(trx);
    const removed = Number(rows[0]?.n ?? 0);
    await trx
      .updateTable('maintenance_runs')
      .set((eb) => ({ rows: eb('rows', '+', removed), heartbeat_at: new Date() }))
      .where('id', '=', runId)
      .execute();
    return { removed, last: rows[0]?.last ?? undefined };
  });
}

export interface NewRun extends Cutoffs {
  job: MaintenanceJob;
  userId: number;
}

/** A dry run's line in the log: what it found, finished at once. */
export async function insertDryRun(db: Db, run: NewRun, rows: number): Promise<number> {
  const now = new Date();
  const { id } = await db
    .insertInto('maintenance_runs')
    .values({
      job: run.job,
      dry_run: true,
      as_of: run.asOf,
      cutoff: run.cutoff,
      started_by: run.userId,
      started_at: now,
      finished_at: now,
      status: 'done',
      rows,
      error: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Starts a run's line unless one of the job is running (the partial unique index decides, across server copies);
 * a running line whose heartbeat is older than `staleBefore` belonged to a process that died and is closed first.
 */
export async function claimRun(db: Db, run: NewRun, staleBefore: Date): Promise<number | undefined> {
  await db
    .updateTable('maintenance_runs')
    .set({ status: 'failed', finished_at: new Date(), error: 'The server stopped during the run' })
    .where('job', '=', run.job)
    .where('status', '=', 'running')
    .where('heartbeat_at', '<', staleBefore)
    .execute();
  const row = await db
    .insertInto('maintenance_runs')
    .values({
      job: run.job,
      dry_run: false,
      as_of: run.asOf,
      cutoff: run.cutoff,
      started_by: run.userId,
      status: 'running',
      error: null,
    })
    .onConflict((oc) => oc.column('job').where('status', '=', 'running').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function finishRun(
  db: Db,
  id: number,
  status: Exclude<MaintenanceRunStatus, 'running'>,
  error: string | null,
): Promise<void> {
  await db
    .updateTable('maintenance_runs')
    .set({ status, error, finished_at: new Date() })
    .where('id', '=', id)
    .execute();
}

const RUN_COLUMNS = [
  'r.id',
  'r.job',
  'r.dry_run',
  'r.as_of',
  'r.cutoff',
  'r.started_at',
  'r.finished_at',
  'r.status',
  'r.rows',
  'r.error',
  'u.username as started_by',
] as const;

export function findRuns(db: Db, limit: number) {
  return db
    .selectFrom('maintenance_runs as r')
    .leftJoin('users as u', 'u.id', 'r.started_by')
    .select(RUN_COLUMNS)
    .orderBy('r.started_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
}

export function findRun(db: Db, id: number) {
  return db
    .selectFrom('maintenance_runs as r')
    .leftJoin('users as u', 'u.id', 'r.started_by')
    .select(RUN_COLUMNS)
    .where('r.id', '=', id)
    .executeTakeFirstOrThrow();
}
