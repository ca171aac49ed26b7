import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { describeEachDatabase } from '../../db/test-databases.js';
import type { DayWindow } from './event-analysis.repository.js';
import { apply, insertCountsWorld, op, type World } from './event-counts.test-support.js';
import {
  type DensityGrid,
  findDensityGridBy,
  foldCellCountChanges,
  type GridSpec,
  usesCellCounts,
} from './event-density.repository.js';
import type { EventQuery } from './search/event-query.js';

// The cell counts of migration 032 against the events themselves: after any sequence of writes (inserts with a
// position and participants, moves in time and space, changes of participants, type and topics, deletion and
// restoring, hard deletes, a source's approval changing or the source being deleted, folds), the table holds what a
// recount gives, and the density grid it answers equals the grid of counting each public event, for windows of
// whole months, quarters and years and for windows whose edge days are added or taken off a month.

/** The rows of the counts plus the appended changes that differ from a recount (empty when the triggers kept them). */
async function driftFromRecount(db: Db): Promise<unknown[]> {
  const { rows } = await sql<Record<string, unknown>>`
    WITH recount AS (
      SELECT b.basis, p.kind AS period_kind,
        date_trunc(p.unit, (CASE b.basis WHEN 's' THEN e.start_time ELSE e.created_at END)
          AT TIME ZONE 'Europe/Berlin')::date AS period,
        floor(e.lat / 0.044915558749550846)::integer AS cell_row,
        floor(e.lon / 0.07137152933281303)::integer AS cell_col,
        count(*)::integer AS events, sum(round(e.lat * 1000000))::bigint AS lat_e6,
        sum(round(e.lon * 1000000))::bigint AS lon_e6,
        coalesce(sum(coalesce(e.participants_max, e.participants_min)), 0)::bigint AS participants,
        count(coalesce(e.participants_max, e.participants_min))::integer AS with_participants
      FROM events e
      CROSS JOIN (VALUES ('s'::"char"), ('c'::"char")) b (basis)
      CROSS JOIN (VALUES ('m'::"char", 'month'), ('q'::"char", 'quarter'), ('y'::"char", 'year')) p (kind, unit)
      WHERE e.deleted_at IS NULL AND e.lat IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5
    ),
    kept AS (
      SELECT basis, period_kind, period, cell_row, cell_col, sum(events)::integer AS events,
        sum(lat_e6)::bigint AS lat_e6, sum(lon_e6)::bigint AS lon_e6, sum(participants)::bigint AS participants,
        sum(with_participants)::integer AS with_participants
      FROM (SELECT * FROM event_cell_counts UNION ALL SELECT * FROM event_cell_count_changes) both_tables
      GROUP BY 1, 2, 3, 4, 5 HAVING sum(events) <> 0
    )
    (SELECT 'missing' AS side, * FROM recount EXCEPT SELECT 'missing', * FROM kept)
    UNION ALL
    (SELECT 'extra', * FROM kept EXCEPT SELECT 'extra', * FROM recount)
  `.execute(db);
  return rows;
}

const EVERY_EVENT: EventQuery = { words: [], topicIds: [], typeIds: [] };
const WINDOWS: DayWindow[] = [
  { basis: 'start', fromDay: '2026-01-01', toDay: '2026-12-31' }, // a year
  { basis: 'start', fromDay: '2026-03-29', toDay: '2026-10-25' }, // days added in March, taken off October
  { basis: 'create', fromDay: '2026-03-02', toDay: '2026-09-30' }, // a day taken off March, then Q2 and Q3
  { basis: 'start', fromDay: '2026-10-24', toDay: '2026-10-26' }, // days only
];
const GRIDS: GridSpec[] = [
  { cellKm: 5, weight: 'count', maxCells: 1000 },
  { cellKm: 15, weight: 'participants', maxCells: 1000 },
  { cellKm: 100, weight: 'count', maxCells: 1000 },
];

/** The grids are equal, positions within a millionth of a degree (both round to one; the counts keep millionths). */
function expectSameGrid(actual: DensityGrid, expected: DensityGrid): void {
  const inOrder = (grid: DensityGrid) =>
    [...grid.cells].sort((a, b) => a.latitude - b.latitude || a.longitude - b.longitude);
  const [cells, expectedCells] = [inOrder(actual), inOrder(expected)];
  expect({ ...actual, cells: cells.length }).toEqual({ ...expected, cells: expectedCells.length });
  cells.forEach((cell, i) => {
    const other = expectedCells[i];
    expect(cell.weight).toBe(other?.weight);
    expect(Math.abs(cell.latitude - (other?.latitude ?? Number.NaN))).toBeLessThan(1.5e-6);
    expect(Math.abs(cell.longitude - (other?.longitude ?? Number.NaN))).toBeLessThan(1.5e-6);
  });
}

describeEachDatabase('analysis cell counts', (getDb) => {
  let world: World;

  beforeAll(async () => {
    world = await insertCountsWorld(getDb());
  });

  it('only answers queries of every topic and type, without keyword or area, in cells of 5 km or a multiple', () => {
    expect(usesCellCounts(EVERY_EVENT, { cellKm: 5 })).toBe(true);
    expect(usesCellCounts(EVERY_EVENT, { cellKm: 35 })).toBe(true);
    expect(usesCellCounts(EVERY_EVENT, { cellKm: 7.5 })).toBe(false);
    expect(usesCellCounts(EVERY_EVENT, { cellKm: 2.5 })).toBe(false);
    expect(usesCellCounts({ ...EVERY_EVENT, topicIds: [1] }, { cellKm: 5 })).toBe(false);
    expect(usesCellCounts({ ...EVERY_EVENT, typeIds: [1] }, { cellKm: 5 })).toBe(false);
    expect(usesCellCounts({ ...EVERY_EVENT, words: ['demo'] }, { cellKm: 5 })).toBe(false);
  });

  it('keeps counts equal to a recount, and a grid equal to counting each public event, after any writes', async () => {
    const db = getDb();
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const step of steps) await apply(db, world, step);
        expect(await driftFromRecount(db)).toEqual([]);
        const window = WINDOWS[steps.length % WINDOWS.length] as DayWindow;
        for (const grid of GRIDS) {
          const fromCounts = await findDensityGridBy(db, EVERY_EVENT, window, grid, 'counts');
          const fromEvents = await findDensityGridBy(db, EVERY_EVENT, window, grid, 'events');
          expectSameGrid(fromCounts, fromEvents);
        }
      }),
      { numRuns: 12 },
    );
    expect(await foldCellCountChanges(db)).toBeGreaterThanOrEqual(0);
    expect(await driftFromRecount(db)).toEqual([]);
  }, 120_000);
});
