// The analysis aggregates (spec §2 "Analysis"): counts per calendar interval, a density grid and the rows of a
// query, over the same filters as the event search. Calendar terms are German (Europe/Berlin, weeks from Monday).
import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { DAY_COUNTS_FOLD_LOCK_KEY } from '../../db/advisory-locks.js';
import type { Db } from '../../db/database.js';
import { timestampText } from '../../db/timestamp-text.js';
import type { EventsDb } from './event-rows.js';
import { EVENT_TIME_ZONE } from './event-time-zone.js';
import { applyFilters } from './search/event-filters.js';
import type { EventQuery } from './search/event-query.js';

export type AnalysisInterval = 'day' | 'week' | 'month' | 'year';
export type TimeBasis = 'start' | 'create';

/** A query's time window: German calendar days from `fromDay` to `toDay`, both included ('YYYY-MM-DD'). */
export interface DayWindow {
  basis: TimeBasis;
  fromDay: string;
  toDay: string;
}

const basisColumn = (basis: TimeBasis) =>
  basis === 'start' ? sql.ref('e.start_time') : sql.ref('e.created_at');
/** The basis as wall-clock time in the events' zone, where calendar days and weeks are counted. */
const berlinTime = (basis: TimeBasis) => sql`${basisColumn(basis)} at time zone ${sql.lit(EVENT_TIME_ZONE)}`;

/** Events whose basis lies in the window: from midnight in Berlin of the first day to that of the day after the
 * last, so summer time is the database's job. */
export function inWindow<O>(qb: SelectQueryBuilder<EventsDb, 'e', O>, window: DayWindow) {
  const column = basisColumn(window.basis);
  return qb
    .where(sql<boolean>`${column} >= (${window.fromDay}::date)::timestamp at time zone ${EVENT_TIME_ZONE}`)
    .where(sql<boolean>`${column} < (${window.toDay}::date + 1)::timestamp at time zone ${EVENT_TIME_ZONE}`);
}

/** The query's public events within its window. */
export function eventsInWindow(db: Db, query: EventQuery, window: DayWindow) {
  return inWindow(applyFilters(db.selectFrom('events as e'), query), window);
}

export interface IntervalCount {
  /** The first day of the interval in German time, 'YYYY-MM-DD'. */
  start: string;
  count: number;
}

/**
 * Events per non-empty interval, in order. PostgreSQL's date_trunc('week') starts weeks on Monday. A query of
 * topics and types alone (at most one topic, no keyword, no area) reads the daily counts (migration 025), every
 * other one counts its events.
 */
export async function countEventsPerInterval(
  db: Db,
  query: EventQuery,
  window: DayWindow,
  interval: AnalysisInterval,
): Promise<IntervalCount[]> {
  return usesDayCounts(query)
    ? countFromDayCounts(db, query, window, interval)
    : countEventRows(db, query, window, interval);
}

/** Whether the daily counts answer the query: they are kept per type and per single topic (decision 028). */
export function usesDayCounts(query: EventQuery): boolean {
  return query.topicIds.length <= 1 && selectsByTopicsAndTypesAlone(query);
}

/** No keyword, area, source or time filter: what the kept counts (daily, per cell) can answer. */
export function selectsByTopicsAndTypesAlone(query: EventQuery): boolean {
  return (
    query.words.length === 0 &&
    query.circle === undefined &&
    query.sourceId === undefined &&
    query.startFrom === undefined &&
    query.startUntil === undefined &&
    query.startBefore === undefined &&
    query.createdAfter === undefined
  );
}

/** Literals, not parameters: GROUP BY must repeat the selected expression's exact text. */
const truncated = (interval: AnalysisInterval, value: ReturnType<typeof sql>) =>
  sql<string>`date_trunc(${sql.lit(interval)}, ${value})`;

/** Counts each event of the query: for keywords, areas and several topics. */
export async function countEventRows(
  db: Db,
  query: EventQuery,
  window: DayWindow,
  interval: AnalysisInterval,
): Promise<IntervalCount[]> {
  // Grouped by the timestamp and formatted after, so the sort compares 8-byte values rather than text (faster:
  // decision 017).
  const bucket = truncated(interval, berlinTime(window.basis));
  const counts = eventsInWindow(db, query, window)
    .select([bucket.as('bucket'), (eb) => eb.fn.countAll<string>().as('count')])
    .groupBy(bucket);
  const rows = await db
    .selectFrom(counts.as('c'))
    .select([sql<string>`to_char(c.bucket, 'YYYY-MM-DD')`.as('start'), 'c.count'])
    .orderBy('c.bucket')
    .execute();
  return rows.map((row) => ({ start: row.start, count: Number(row.count) }));
}

/**
 * The daily counts hold every event that is not deleted, whatever its source's approval (which changes without
 * touching the events): the events of sources that are not approved, few and found by their source, are
 * counted and taken off. Empty intervals are left out as in countEventRows.
 */
export async function countFromDayCounts(
  db: Db,
  query: EventQuery,
  window: DayWindow,
  interval: AnalysisInterval,
): Promise<IntervalCount[]> {
  const topicId = query.topicIds[0] ?? 0;
  const typeIds = [...query.typeIds];
  const kept = truncated(interval, sql`d.day::timestamp`);
  // The counts as of the last fold, and the changes appended since (migration 028); the conditions below reach
  // into both sides of the union, each read by its index.
  const columns = ['basis', 'topic_id', 'day', 'event_type_id', 'events'] as const;
  const counted = db
    .selectFrom('event_day_counts')
    .select(columns)
    .unionAll(db.selectFrom('event_day_count_changes').select(columns));
  const daily = db
    .selectFrom(counted.as('d'))
    .where('d.basis', '=', window.basis === 'start' ? 's' : 'c')
    .where('d.topic_id', '=', topicId)
    .where(sql<boolean>`d.day >= ${window.fromDay}::date`)
    .where(sql<boolean>`d.day <= ${window.toDay}::date`)
    .$if(typeIds.length > 0, (q) => q.where('d.event_type_id', 'in', typeIds))
    .select([kept.as('bucket'), sql<string>`sum(d.events)`.as('count')])
    .groupBy(kept);
  const unlisted = truncated(interval, berlinTime(window.basis));
  const ofUnapprovedSources = inWindow(db.selectFrom('events as e'), window)
    .where('e.deleted_at', 'is', null)
    .where('e.organising_source_id', 'in', (eb) =>
      eb.selectFrom('sources as s').select('s.id').where('s.approval_status', '<>', 'approved'),
    )
    .$if(typeIds.length > 0, (q) => q.where('e.event_type_id', 'in', typeIds))
    .$if(topicId !== 0, (q) =>
      q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('event_topics as et')
            .select(sql`1`.as('one'))
            .whereRef('et.event_id', '=', 'e.id')
            .where('et.topic_id', '=', topicId),
        ),
      ),
    )
    .select([unlisted.as('bucket'), sql<string>`-count(*)`.as('count')])
    .groupBy(unlisted);
  const rows = await db
    .selectFrom(daily.unionAll(ofUnapprovedSources).as('c'))
    .select([sql<string>`to_char(c.bucket, 'YYYY-MM-DD')`.as('start'), sql<string>`sum(c.count)`.as('count')])
    .groupBy('c.bucket')
    .having(sql<boolean>`sum(c.count) > 0`)
    .orderBy('c.bucket')
    .execute();
  return rows.map((row) => ({ start: row.start, count: Number(row.count) }));
}

/**
 * Folds the changes the triggers appended into event_day_counts and empties them, in one statement of a short
 * transaction: readers see the changes either appended or folded, never both. Rows a writer has not committed yet
 * are not seen, so they stay for the next fold. One fold at a time; a reader finding one under way reads both
 * tables instead. Returns the number of change rows folded, or undefined when another fold held the lock.
 */
export function foldDayCountChanges(db: Db): Promise<number | undefined> {
  return foldUnderLock(
    db,
    DAY_COUNTS_FOLD_LOCK_KEY,
    sql<{ changes: string }>`
      WITH moved AS (
        DELETE FROM event_day_count_changes RETURNING basis, topic_id, day, event_type_id, events
      ),
      summed AS (
        SELECT basis, topic_id, day, event_type_id, sum(events)::integer AS events, count(*) AS changes
        FROM moved GROUP BY basis, topic_id, day, event_type_id
      ),
      written AS (
        INSERT INTO event_day_counts AS c (basis, topic_id, day, event_type_id, events)
        SELECT basis, topic_id, day, event_type_id, events FROM summed
        WHERE events <> 0
        ORDER BY basis, topic_id, day, event_type_id
        ON CONFLICT (basis, topic_id, day, event_type_id) DO UPDATE SET events = c.events + excluded.events
      ),
      ${countedFold('day')}
      SELECT coalesce(sum(changes), 0) AS changes FROM summed`,
  );
}

/**
 * A fold statement's last part: one more fold of `counts` when it moved any change, in the same transaction, so
 * the version of the counts (findCountsVersion) never comes back to an earlier value (migration 035).
 */
export const countedFold = (counts: 'day' | 'cell') => sql`
      folded AS (
        UPDATE count_folds SET folds = folds + 1 WHERE counts = ${counts} AND EXISTS (SELECT FROM moved)
      )`;

/**
 * Runs a fold statement (which answers the number of change rows it folded) in a short transaction of its own,
 * or in `db` when it is one, if the fold's advisory lock is free; undefined when another fold holds it.
 */
export async function foldUnderLock(
  db: Db,
  lockKey: number,
  statement: RawBuilder<{ changes: string }>,
): Promise<number | undefined> {
  const fold = async (trx: Db) => {
    const { rows } = await sql<{ locked: boolean }>`
      SELECT pg_try_advisory_xact_lock(${lockKey}) AS locked`.execute(trx);
    if (!rows[0]?.locked) return undefined;
    const { rows: folded } = await statement.execute(trx);
    return Number(folded[0]?.changes ?? 0);
  };
  return db.isTransaction ? fold(db) : db.transaction().execute(fold);
}

export interface AnalysisEventRow {
  id: number;
  name: string;
  start_time: string;
  end_time: string | null;
  created_at: string;
  event_type_id: number;
  topic_ids: number[];
  city: string | null;
  zip_code: string | null;
  country: string | null;
  lat: number | null;
  lon: number | null;
  participants_min: number | null;
  participants_max: number | null;
  url: string | null;
  organising_source_id: number | null;
}

/** One batch of a query's events by id after `afterId` (keyset paging, so a long CSV never holds the table). */
export async function findEventBatch(
  db: Db,
  query: EventQuery,
  window: DayWindow,
  afterId: number,
  limit: number,
): Promise<AnalysisEventRow[]> {
  return eventsInWindow(db, query, window)
    .where('e.id', '>', afterId)
    .select([
      'e.id',
      'e.name',
      timestampText('e.start_time').as('start_time'),
      timestampText('e.end_time').as('end_time'),
      timestampText('e.created_at').as('created_at'),
      'e.event_type_id',
      'e.topic_ids',
      'e.city',
      'e.zip_code',
      'e.country',
      'e.lat',
      'e.lon',
      'e.participants_min',
      'e.participants_max',
      'e.url',
      'e.organising_source_id',
    ])
    .orderBy('e.id')
    .limit(limit)
    .execute();
}
