// The figures of the admin section "Statistics" (issue 15). Events by type and month come from the daily counts
// the triggers on events keep (migrations 025, 028; decision 028), not from the events: a million rows are too
// many to count per request; events by source likewise from the counts migration 031 keeps. Everything else
// counts small tables.
import { sql } from 'kysely';
import { SOURCE_COUNTS_FOLD_LOCK_KEY } from '../../db/advisory-locks.js';
import type { Db } from '../../db/database.js';

export interface MonthTypeRow {
  month: string;
  event_type_id: number;
  /** Whether these days are today (German time) or later. */
  upcoming: boolean;
  count: number;
}

/**
 * Stored events that are not deleted, by German start month, type and whether they start today or later: the
 * counts as of the last fold plus the changes appended since, read as the analysis reads them. Events of sources
 * that are not approved are counted too (they are stored, just not public).
 */
export async function countEventsByMonthAndType(db: Db, now: Date): Promise<MonthTypeRow[]> {
  const { rows } = await sql<{ month: string; event_type_id: number; upcoming: boolean; count: string }>`
    WITH d AS (
      SELECT day, event_type_id, events FROM event_day_counts WHERE basis = 's' AND topic_id = 0
      UNION ALL
      SELECT day, event_type_id, events FROM event_day_count_changes WHERE basis = 's' AND topic_id = 0
    )
    SELECT to_char(date_trunc('month', day::timestamp), 'YYYY-MM') AS month, event_type_id,
           day >= (${now.toISOString()}::timestamptz AT TIME ZONE 'Europe/Berlin')::date AS upcoming,
           sum(events) AS count
    FROM d
    GROUP BY 1, 2, 3
    HAVING sum(events) <> 0
  `.execute(db);
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

export async function findEventTypes(db: Db) {
  return db.selectFrom('event_types').select(['id', 'name_en', 'name_de']).orderBy('id').execute();
}

/**
 * Events that are not deleted per organising source (null: none): the counts as of the last fold plus the changes
 * appended since (migration 031).
 */
export async function countEventsBySource(db: Db): Promise<{ source_id: number | null; count: number }[]> {
  const { rows } = await sql<{ source_id: number; count: string }>`
    SELECT source_id, sum(events) AS count
    FROM (
      SELECT source_id, events FROM event_source_counts
      UNION ALL
      SELECT source_id, events FROM event_source_count_changes
    ) d
    GROUP BY source_id
    HAVING sum(events) <> 0
  `.execute(db);
  return rows.map((row) => ({
    source_id: row.source_id === 0 ? null : row.source_id,
    count: Number(row.count),
  }));
}

/**
 * Folds the appended source-count changes into event_source_counts, in one statement of a short transaction, as
 * the daily counts are folded (decision 028): readers see a change either appended or folded, never both. Returns
 * the number of change rows folded, or undefined when another fold held the lock.
 */
export async function foldSourceCountChanges(db: Db): Promise<number | undefined> {
  const fold = async (trx: Db) => {
    const { rows } = await sql<{ locked: boolean }>`
      SELECT pg_try_advisory_xact_lock(${SOURCE_COUNTS_FOLD_LOCK_KEY}) AS locked`.execute(trx);
    if (!rows[0]?.locked) return undefined;
    const { rows: folded } = await sql<{ changes: string }>`
      WITH moved AS (
        DELETE FROM event_source_count_changes RETURNING source_id, events
      ),
      summed AS (
        SELECT source_id, sum(events)::integer AS events, count(*) AS changes FROM moved GROUP BY source_id
      ),
      written AS (
        INSERT INTO event_source_counts AS c (source_id, events)
        SELECT source_id, events FROM summed
        WHERE events <> 0
        ORDER BY source_id
        ON CONFLICT (source_id) DO UPDATE SET events = c.events + excluded.events
      )
      SELECT coalesce(sum(changes), 0) AS changes FROM summed`.execute(trx);
    return Number(folded[0]?.changes ?? 0);
  };
  return db.isTransaction ? fold(db) : db.transaction().execute(fold);
}

export async function findSourceNames(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('sources as s')
    .leftJoin('feeds as f', 'f.source_id', 's.id')
    .select(['s.id', 's.name', 'f.name as feed'])
    .where('s.id', 'in', ids)
    .execute();
}

export async function countSourcesByApproval(db: Db) {
  const rows = await db
    .selectFrom('sources')
    .select(['approval_status', (eb) => eb.fn.countAll<string>().as('count')])
    .groupBy('approval_status')
    .execute();
  return rows.map((row) => ({ approval_status: row.approval_status, count: Number(row.count) }));
}

export async function countAccountsAndQueues(db: Db) {
  const { rows } = await sql<Record<string, string>>`
    SELECT
      (SELECT count(*) FROM users) AS registered,
      (SELECT count(*) FROM users WHERE verified) AS verified,
      (SELECT count(*) FROM users WHERE admin) AS admins,
      (SELECT count(*) FROM alerts) AS account_alerts,
      (SELECT count(*) FROM push_subscriptions) AS push_subscriptions,
      (SELECT count(*) FROM event_reports WHERE NOT handled) AS reports_waiting
  `.execute(db);
  const row = rows[0] ?? {};
  const count = (key: string) => Number(row[key] ?? 0);
  return {
    registered: count('registered'),
    verified: count('verified'),
    admins: count('admins'),
    account_alerts: count('account_alerts'),
    push_subscriptions: count('push_subscriptions'),
    reports_waiting: count('reports_waiting'),
  };
}

/** Finished crawl runs since `since`, per feed: how many, and how many failed. */
export async function countRecentRuns(db: Db, since: Date) {
  const rows = await db
    .selectFrom('crawl_runs')
    .select([
      'feed',
      (eb) => eb.fn.countAll<string>().as('runs'),
      sql<string>`count(*) FILTER (WHERE status = 'failed')`.as('failed'),
    ])
    .where('started_at', '>=', since)
    .where('status', '<>', 'running')
    .groupBy('feed')
    .execute();
  return new Map(rows.map((row) => [row.feed, { runs: Number(row.runs), failed: Number(row.failed) }]));
}
