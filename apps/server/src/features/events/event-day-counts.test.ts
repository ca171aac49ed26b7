import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { describeEachDatabase } from '../../db/test-databases.js';
import { insertSource, insertTaxonomy } from '../sources/sources.test-support.js';
import {
  type AnalysisInterval,
  countEventRows,
  countFromDayCounts,
  type DayWindow,
  foldDayCountChanges,
  usesDayCounts,
} from './event-analysis.repository.js';
import { apply, insertCountsWorld, type Op, op, type World } from './event-counts.test-support.js';
import type { EventQuery } from './search/event-query.js';

// The daily counts of migration 025 against the events themselves: after any sequence of writes (inserts with
// topics, changes of type, time, topics, deletion and restoring, hard deletes, a source's approval changing or the
// source being deleted), the table holds what a recount gives, and the counts it answers equal those of counting
// each public event. Times are drawn around both summer time changes of 2026 and German midnights.

/** The rows of the counts plus the appended changes that differ from a recount (empty when the triggers kept them). */
async function driftFromRecount(db: Db): Promise<unknown[]> {
  const { rows } = await sql<Record<string, unknown>>`
    WITH recount AS (
      SELECT b.basis, t.topic_id,
        ((CASE b.basis WHEN 's' THEN e.start_time ELSE e.created_at END) AT TIME ZONE 'Europe/Berlin')::date AS day,
        e.event_type_id, count(*)::integer AS events
      FROM events e
      CROSS JOIN (VALUES ('s'::"char"), ('c'::"char")) b (basis)
      CROSS JOIN LATERAL unnest(array_prepend(0, e.topic_ids)) t (topic_id)
      WHERE e.deleted_at IS NULL
      GROUP BY 1, 2, 3, 4
    ),
    kept AS (
      SELECT basis, topic_id, day, event_type_id, sum(events)::integer AS events
      FROM (SELECT basis, topic_id, day, event_type_id, events FROM event_day_counts
            UNION ALL SELECT basis, topic_id, day, event_type_id, events FROM event_day_count_changes) both_tables
      GROUP BY 1, 2, 3, 4 HAVING sum(events) <> 0
    )
    (SELECT 'missing' AS side, * FROM recount EXCEPT SELECT 'missing', * FROM kept)
    UNION ALL
    (SELECT 'extra', * FROM kept EXCEPT SELECT 'extra', * FROM recount)
  `.execute(db);
  return rows;
}

const query = (topicIds: number[], typeIds: number[]): EventQuery => ({ words: [], topicIds, typeIds });
const WINDOWS: DayWindow[] = [
  { basis: 'start', fromDay: '2026-03-22', toDay: '2026-11-01' },
  { basis: 'create', fromDay: '2026-03-29', toDay: '2026-10-25' },
];
const INTERVALS: AnalysisInterval[] = ['day', 'week', 'month', 'year'];

describeEachDatabase('analysis daily counts', (getDb, kind) => {
  let world: World;

  beforeAll(async () => {
    world = await insertCountsWorld(getDb());
  });

  it('only answers queries of at most one topic without keyword or area', () => {
    expect(usesDayCounts(query([], []))).toBe(true);
    expect(usesDayCounts(query([1], [1, 2]))).toBe(true);
    expect(usesDayCounts(query([1, 2], []))).toBe(false);
    expect(usesDayCounts({ ...query([], []), words: ['demo'] })).toBe(false);
  });

  it('keeps counts equal to a recount, and to counting each public event, after any writes', async () => {
    const db = getDb();
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const step of steps) await apply(db, world, step);
        expect(await driftFromRecount(db)).toEqual([]);
        const window = WINDOWS[steps.length % WINDOWS.length] as DayWindow;
        const interval = INTERVALS[steps.length % INTERVALS.length] as AnalysisInterval;
        for (const q of [
          query([], []),
          query([world.topicIds[0] as number], []),
          query([world.topicIds[2] as number], [world.typeIds[1] as number]),
        ]) {
          expect(await countFromDayCounts(db, q, window, interval)).toEqual(
            await countEventRows(db, q, window, interval),
          );
        }
      }),
      { numRuns: 12 },
    );
  }, 120_000);

  it('moves the events of a deleted source into the public counts', async () => {
    const db = getDb();
    const taxonomy = await insertTaxonomy(db);
    const source = await insertSource(db, taxonomy, { status: 'pending' });
    const world2 = { ...world, sourceIds: [source] };
    const window = WINDOWS[0] as DayWindow;
    const before = await countFromDayCounts(db, query([], []), window, 'year');
    await apply(db, world2, {
      kind: 'insert',
      count: 1,
      quarter: 1000,
      created: 1000,
      type: 0,
      topics: [1],
      source: 0,
      at: 1,
      participants: { min: null, max: null },
    });
    expect(await countFromDayCounts(db, query([], []), window, 'year')).toEqual(before);
    await apply(db, world2, { kind: 'deleteSource', source: 0 });
    expect(await driftFromRecount(db)).toEqual([]);
    const after = await countFromDayCounts(db, query([], []), window, 'year');
    expect(after[0]?.count).toBe((before[0]?.count ?? 0) + 1);
    expect(after).toEqual(await countEventRows(db, query([], []), window, 'year'));
  });

  // Migration 025 added to the counts in the writer's transaction, so a second writer of the same day and type
  // waited for the first to commit (and two could deadlock); since migration 028 writers only append.
  it.runIf(kind === 'postgres')(
    'lets a writer of the same day and type go on while another has not committed',
    async () => {
      const db = getDb();
      const insert: Op = {
        kind: 'insert',
        count: 1,
        quarter: 2000,
        created: 2000,
        type: 0,
        topics: [0],
        source: 0,
        at: 1,
        participants: { min: null, max: null },
      };
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let signalInserted = () => {};
      const inserted = new Promise<void>((resolve) => {
        signalInserted = resolve;
      });
      const first = db.transaction().execute(async (trx) => {
        await apply(trx, world, insert);
        signalInserted();
        await held;
      });
      try {
        await inserted;
        await db.transaction().execute(async (trx) => {
          await sql`SET LOCAL lock_timeout = '2s'`.execute(trx);
          await apply(trx, world, insert);
        });
        // A fold neither waits for the open transaction nor takes its change rows.
        await db.transaction().execute(async (trx) => {
          await sql`SET LOCAL lock_timeout = '2s'`.execute(trx);
          expect(await foldDayCountChanges(trx)).toBeGreaterThan(0);
        });
      } finally {
        release();
        await first;
      }
      expect(await driftFromRecount(db)).toEqual([]);
    },
  );
});
