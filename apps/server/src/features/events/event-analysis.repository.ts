// The analysis aggregates (spec §2 "Analysis"): counts per calendar interval, a density grid and the rows of a
// query, over the same filters as the event search. Calendar terms are German (Europe/Berlin, weeks from Monday).
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { timestampText } from '../../db/timestamp-text.js';
import type { EventQuery } from './search/event-query.js';
import { applyFilters } from './search/event-search.repository.js';

export type AnalysisInterval = 'day' | 'week' | 'month' | 'year';
export type TimeBasis = 'start' | 'create';

/** A query's time window: German calendar days from `fromDay` to `toDay`, both included ('YYYY-MM-DD'). */
export interface DayWindow {
  basis: TimeBasis;
  fromDay: string;
  toDay: string;
}

const ZONE = 'Europe/Berlin';
const basisColumn = (basis: TimeBasis) =>
  basis === 'start' ? sql.ref('e.start_time') : sql.ref('e.created_at');

/** The query's public events within its window. */
function eventsInWindow(db: Db, query: EventQuery, window: DayWindow) {
  const column = basisColumn(window.basis);
  // Midnight in Berlin of the first day, and of the day after the last: summer time is the database's job.
  return applyFilters(db.selectFrom('events as e'), query)
    .where(sql<boolean>`${column} >= (${window.fromDay}::date)::timestamp at time zone ${ZONE}`)
    .where(sql<boolean>`${column} < (${window.toDay}::date + 1)::timestamp at time zone ${ZONE}`);
}

export interface IntervalCount {
  /** The first day of the interval in German time, 'YYYY-MM-DD'. */
  start: string;
  count: number;
}

/** Events per non-empty interval, in order. PostgreSQL's date_trunc('week') starts weeks on Monday. */
export async function countEventsPerInterval(
  db: Db,
  query: EventQuery,
  window: DayWindow,
  interval: AnalysisInterval,
): Promise<IntervalCount[]> {
  // Literals, not parameters: GROUP BY must repeat the selected expression's exact text. Grouped by the timestamp
  // and formatted after, so the sort compares 8-byte values rather than text (faster: decision 017).
  const bucket = sql<string>`date_trunc(${sql.lit(interval)}, ${basisColumn(window.basis)} at time zone ${sql.lit(ZONE)})`;
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

export interface DensityCell {
  latitude: number;
  longitude: number;
  weight: number;
}

export interface DensityGrid {
  cells: DensityCell[];
  /** Events counted in the window (with a first location). */
  events: number;
  /** Events without a participant number (left out when weighing by participants). */
  eventsWithoutParticipants: number;
}

export interface GridSpec {
  latStepDegrees: number;
  lonStepDegrees: number;
  weight: 'count' | 'participants';
  maxCells: number;
}

/**
 * Events summed into grid cells of the first location; each cell sits at its events' mean position so the map
 * keeps towns where they are. The heaviest `maxCells` cells are returned.
 */
export async function findDensityGrid(
  db: Db,
  query: EventQuery,
  window: DayWindow,
  grid: GridSpec,
): Promise<DensityGrid> {
  const participants = sql<number | null>`coalesce(e.participants_max, e.participants_min)`;
  const weight = grid.weight === 'count' ? sql<number>`1` : participants;
  const located = eventsInWindow(db, query, window).where('e.lat', 'is not', null);
  const cells = await db
    .with('located', () =>
      located.select([
        sql<number>`floor(e.lat / ${grid.latStepDegrees}::float8)`.as('row'),
        sql<number>`floor(e.lon / ${grid.lonStepDegrees}::float8)`.as('col'),
        'e.lat',
        'e.lon',
        weight.as('weight'),
      ]),
    )
    .selectFrom('located')
    .select([
      sql<number>`avg(lat)`.as('latitude'),
      sql<number>`avg(lon)`.as('longitude'),
      sql<string>`sum(weight)`.as('weight'),
    ])
    .where('weight', 'is not', null)
    .groupBy(['row', 'col'])
    .orderBy(sql`sum(weight)`, 'desc')
    .limit(grid.maxCells)
    .execute();
  const totals = await located
    .select([
      (eb) => eb.fn.countAll<string>().as('events'),
      sql<string>`count(*) filter (where ${participants} is null)`.as('without'),
    ])
    .executeTakeFirstOrThrow();
  return {
    cells: cells.map((c) => ({
      latitude: Number(c.latitude),
      longitude: Number(c.longitude),
      weight: Number(c.weight),
    })),
    events: Number(totals.events),
    eventsWithoutParticipants: Number(totals.without),
  };
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
