// The analysis density grid (spec §2 "Analysis"): a query's located public events summed into cells. A query of
// every topic and type with cells of 5 km or a multiple reads the cell counts the triggers keep (migration 032,
// decision 042); any other counts its events one by one. Both give the same cells.
import { type Expression, type RawBuilder, sql } from 'kysely';
import { CELL_COUNTS_FOLD_LOCK_KEY } from '../../db/advisory-locks.js';
import type { Db } from '../../db/database.js';
import { CELL_LAT_DEGREES, CELL_LON_DEGREES } from '../../db/migrations/032-event-cell-counts.js';
import {
  countedFold,
  type DayWindow,
  eventsInWindow,
  foldUnderLock,
  inWindow,
  selectsByTopicsAndTypesAlone,
} from './event-analysis.repository.js';
import { coverWindow } from './period-cover.js';
import type { EventQuery } from './search/event-query.js';

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
  /** Edge of a cell in km. */
  cellKm: number;
  weight: 'count' | 'participants';
  maxCells: number;
}

/** Degrees of latitude per km, and of longitude at Germany's middle (51° N), where the product's events are. */
const KM_PER_DEGREE_LAT = 111.32;
const LON_SCALE_AT_GERMANY = Math.cos((51 * Math.PI) / 180);
/** The edge of the cells migration 032 keeps; a grid of a multiple of it is made of whole stored cells. */
export const STORED_CELL_KM = 5;

/** How many stored cells make one edge of a cell of `cellKm`, if a whole number. */
function storedCellsPerEdge(cellKm: number): number | undefined {
  const perEdge = cellKm / STORED_CELL_KM;
  return Number.isInteger(perEdge) && perEdge >= 1 ? perEdge : undefined;
}

/** Whether the stored cell counts answer the grid: every topic and type, no keyword, no area, 5 km or a multiple. */
export function usesCellCounts(query: EventQuery, grid: Pick<GridSpec, 'cellKm'>): boolean {
  return (
    storedCellsPerEdge(grid.cellKm) !== undefined &&
    query.topicIds.length === 0 &&
    query.typeIds.length === 0 &&
    selectsByTopicsAndTypesAlone(query)
  );
}

export function findDensityGrid(
  db: Db,
  query: EventQuery,
  window: DayWindow,
  grid: GridSpec,
): Promise<DensityGrid> {
  return findDensityGridBy(db, query, window, grid, usesCellCounts(query, grid) ? 'counts' : 'events');
}

/** The grid from the stored counts or from the events (tests and the bench compare the two). */
export async function findDensityGridBy(
  db: Db,
  query: EventQuery,
  window: DayWindow,
  grid: GridSpec,
  way: 'counts' | 'events',
): Promise<DensityGrid> {
  if (way === 'counts' && !usesCellCounts(query, grid))
    throw new Error('the cell counts cannot answer this query');
  const rows =
    way === 'counts' ? await cellsFromCounts(db, window, grid) : await cellsOfEvents(db, query, window, grid);
  // The first row is the window's totals (the grouping set of no columns), then the cells, heaviest first.
  const totals = (rows[0]?.total ?? 0) > 0 ? rows[0] : undefined;
  const cells: DensityCell[] = [];
  for (const row of totals ? rows.slice(1) : rows) {
    if (row.weight === null) break; // cells of no known participant number sort last
    cells.push({ latitude: row.latitude, longitude: row.longitude, weight: row.weight });
  }
  return {
    cells,
    events: totals ? Number(totals.events) : 0,
    eventsWithoutParticipants: totals ? Number(totals.without) : 0,
  };
}

/** A cell, or with `total` above 0 (a bit per column not grouped by) the sums over every cell. float8 columns, so the driver reads them as numbers. */
interface CellRow {
  latitude: number;
  longitude: number;
  weight: number | null;
  events: string;
  without: string;
  total: number;
}

/** Positions to a millionth of a degree (about 0.1 m), the precision the counts keep. */
const microDegrees = (value: RawBuilder<unknown>) => sql<number>`round(${value} * 1000000) / 1000000`;

/**
 * The row and column of an event's cell. A multiple of the stored cell is a block of whole stored cells (the row of
 * the stored cell divided and floored), so both ways of counting put each event in the same cell.
 */
function cellOf(grid: GridSpec): { row: RawBuilder<number>; col: RawBuilder<number> } {
  const perEdge = storedCellsPerEdge(grid.cellKm);
  if (perEdge !== undefined) {
    const stored = storedCellOf(sql.ref('e.lat'), sql.ref('e.lon'));
    return { row: widen(stored.row, perEdge), col: widen(stored.col, perEdge) };
  }
  const latStep = grid.cellKm / KM_PER_DEGREE_LAT;
  return {
    row: sql<number>`floor(e.lat / ${latStep}::float8)`,
    col: sql<number>`floor(e.lon / ${latStep / LON_SCALE_AT_GERMANY}::float8)`,
  };
}

/** The stored cell of a position, written as migration 032's triggers write it. */
const storedCellOf = (lat: Expression<unknown>, lon: Expression<unknown>) => ({
  row: sql<number>`floor(${lat} / ${sql.raw(CELL_LAT_DEGREES)}::float8)::integer`,
  col: sql<number>`floor(${lon} / ${sql.raw(CELL_LON_DEGREES)}::float8)::integer`,
});

const widen = (stored: RawBuilder<number>, perEdge: number) =>
  perEdge === 1 ? stored : sql<number>`floor(${stored} / ${sql.lit(perEdge)}::float8)`;

/**
 * Events summed into grid cells of the first location; each cell sits at its events' mean position so the map
 * keeps towns where they are. The heaviest `maxCells` cells are returned.
 */
async function cellsOfEvents(
  db: Db,
  query: EventQuery,
  window: DayWindow,
  grid: GridSpec,
): Promise<CellRow[]> {
  const participants = sql<number | null>`coalesce(e.participants_max, e.participants_min)`;
  const weight = grid.weight === 'count' ? sql<number>`1` : participants;
  const cell = cellOf(grid);
  const cellKey = sql.join([sql.ref('row'), sql.ref('col')]);
  // One pass over the events: the totals are the grouping set of no columns, so cells whose events all lack a
  // participant number (weight null) still count; they sort last and are dropped.
  const grouped = (trx: Db) =>
    trx
      .with('located', () =>
        eventsInWindow(trx, query, window)
          .where('e.lat', 'is not', null)
          .where('e.lon', 'is not', null)
          .select([
            cell.row.as('row'),
            cell.col.as('col'),
            'e.lat',
            'e.lon',
            weight.as('weight'),
            participants.as('participants'),
          ]),
      )
      .selectFrom('located')
      .select([
        microDegrees(sql`avg(lat)`).as('latitude'),
        microDegrees(sql`avg(lon)`).as('longitude'),
        sql<number | null>`sum(weight)::float8`.as('weight'),
        sql<string>`count(*)`.as('events'),
        sql<string>`count(*) - count(participants)`.as('without'),
        sql<number>`grouping(${cellKey})`.as('total'),
      ])
      .groupBy(sql`grouping sets ((${cellKey}), ())`)
      .orderBy(sql`grouping(${cellKey}) desc, sum(weight) desc nulls last`)
      .limit(grid.maxCells + 1);
  // The planner cannot know how few cells the floors make (it guesses one per event) and sorts the events by
  // cell, spilling to disk; hashing them is 1.5× faster at 1M events (decision 028). Local to this transaction.
  return db.transaction().execute(async (trx) => {
    await sql`set local work_mem = '64MB'`.execute(trx);
    await sql`set local enable_sort = off`.execute(trx);
    return grouped(trx).execute();
  });
}

/**
 * The stored counts of the blocks covering the window (months, quarters, years), the changes appended since the
 * last fold, and the window's edge days counted from the events (added, or taken off a month read whole). The
 * counts hold every located event that is not deleted; the events of sources that are not approved (few, found by
 * their source) are taken off.
 */
async function cellsFromCounts(db: Db, window: DayWindow, grid: GridSpec): Promise<CellRow[]> {
  const perEdge = storedCellsPerEdge(grid.cellKm) ?? 1;
  const basis = window.basis === 'start' ? 's' : 'c';
  const cover = coverWindow(window.fromDay, window.toDay);
  const sign = (value: 1 | -1) => sql.lit(value);
  const fromEvents = (range: DayWindow, by: 1 | -1) => {
    const cell = storedCellOf(sql.ref('e.lat'), sql.ref('e.lon'));
    return inWindow(db.selectFrom('events as e'), range)
      .where('e.deleted_at', 'is', null)
      .where('e.lat', 'is not', null)
      .where('e.lon', 'is not', null)
      .select([
        cell.row.as('cell_row'),
        cell.col.as('cell_col'),
        sql<number>`${sign(by)}`.as('events'),
        sql<string>`${sign(by)} * round(e.lat * 1000000)::bigint`.as('lat_e6'),
        sql<string>`${sign(by)} * round(e.lon * 1000000)::bigint`.as('lon_e6'),
        sql<string>`${sign(by)} * coalesce(e.participants_max, e.participants_min, 0)::bigint`.as(
          'participants',
        ),
        sql<number>`${sign(by)} * (coalesce(e.participants_max, e.participants_min) IS NOT NULL)::integer`.as(
          'with_participants',
        ),
      ]);
  };
  const parts = [
    ...cover.days.map((range) => fromEvents({ basis: window.basis, ...range }, range.sign)),
    fromEvents(window, -1).where('e.organising_source_id', 'in', (eb) =>
      eb.selectFrom('sources as s').select('s.id').where('s.approval_status', '<>', 'approved'),
    ),
  ];
  if (cover.blocks.length > 0) {
    const blocks = sql.join(cover.blocks.map((b) => sql`(${sql.lit(b.kind)}::"char", ${b.start}::date)`));
    for (const table of ['event_cell_counts', 'event_cell_count_changes'] as const) {
      parts.unshift(
        db
          .selectFrom(table)
          .select(['cell_row', 'cell_col', 'events', 'lat_e6', 'lon_e6', 'participants', 'with_participants'])
          .where('basis', '=', basis)
          .where(sql<boolean>`(period_kind, period) IN (${blocks})`) as unknown as (typeof parts)[number],
      );
    }
  }
  const [firstPart, ...otherParts] = parts as [(typeof parts)[number], ...typeof parts];
  const counted = otherParts.reduce((union, part) => union.unionAll(part), firstPart);
  const row = widen(sql<number>`c.cell_row`, perEdge);
  const col = widen(sql<number>`c.cell_col`, perEdge);
  const weight =
    grid.weight === 'count'
      ? sql<number>`sum(c.events)::float8`
      : sql<number | null>`CASE WHEN sum(c.with_participants) > 0 THEN sum(c.participants)::float8 END`;
  // Millionths of a degree in, a position to a millionth out: the mean rounded once.
  const mean = (sum: string) => sql<number>`round(sum(${sql.ref(sum)})::float8 / sum(c.events)) / 1000000`;
  return db
    .selectFrom(counted.as('c'))
    .select([
      mean('c.lat_e6').as('latitude'),
      mean('c.lon_e6').as('longitude'),
      weight.as('weight'),
      sql<string>`sum(c.events)`.as('events'),
      sql<string>`sum(c.events) - sum(c.with_participants)`.as('without'),
      sql<number>`grouping(${row}, ${col})`.as('total'),
    ])
    .groupBy(sql`grouping sets ((${row}, ${col}), ())`)
    .having(sql<boolean>`sum(c.events) > 0`)
    .orderBy(sql`grouping(${row}, ${col}) desc, weight desc nulls last`)
    .limit(grid.maxCells + 1)
    .execute();
}

/**
 * Folds the changes the triggers appended into event_cell_counts and empties them, in one statement of a short
 * transaction, as foldDayCountChanges does for the daily counts. Returns the number of change rows folded, or
 * undefined when another fold held the lock.
 */
export function foldCellCountChanges(db: Db): Promise<number | undefined> {
  return foldUnderLock(
    db,
    CELL_COUNTS_FOLD_LOCK_KEY,
    sql<{ changes: string }>`
      WITH moved AS (
        DELETE FROM event_cell_count_changes
        RETURNING basis, period_kind, period, cell_row, cell_col, events, lat_e6, lon_e6, participants,
          with_participants
      ),
      summed AS (
        SELECT basis, period_kind, period, cell_row, cell_col, sum(events)::integer AS events,
          sum(lat_e6)::bigint AS lat_e6, sum(lon_e6)::bigint AS lon_e6, sum(participants)::bigint AS participants,
          sum(with_participants)::integer AS with_participants, count(*) AS changes
        FROM moved GROUP BY basis, period_kind, period, cell_row, cell_col
      ),
      written AS (
        INSERT INTO event_cell_counts AS c
          (basis, period_kind, period, cell_row, cell_col, events, lat_e6, lon_e6, participants, with_participants)
        SELECT basis, period_kind, period, cell_row, cell_col, events, lat_e6, lon_e6, participants, with_participants
        FROM summed
        WHERE events <> 0 OR lat_e6 <> 0 OR lon_e6 <> 0 OR participants <> 0 OR with_participants <> 0
        ORDER BY basis, period_kind, period, cell_row, cell_col
        ON CONFLICT (basis, period_kind, period, cell_row, cell_col) DO UPDATE SET
          events = c.events + excluded.events,
          lat_e6 = c.lat_e6 + excluded.lat_e6,
          lon_e6 = c.lon_e6 + excluded.lon_e6,
          participants = c.participants + excluded.participants,
          with_participants = c.with_participants + excluded.with_participants
      ),
      ${countedFold('cell')}
      SELECT coalesce(sum(changes), 0) AS changes FROM summed`,
  );
}
