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
import { insertEventTypes } from './event-writes.test-support.js';
import type { EventQuery } from './search/event-query.js';

// The daily counts of migration 025 against the events themselves: after any sequence of writes (inserts with
// topics, changes of type, time, topics, deletion and restoring, hard deletes, a source's approval changing or the
// source being deleted), the table holds what a recount gives, and the counts it answers equal those of counting
// each public event. Times are drawn around both summer time changes of 2026 and German midnights.

interface World {
  topicIds: number[];
  typeIds: number[];
  sourceIds: number[];
}

const HOUR = 3_600_000;
/** 20 March to 5 November 2026, in quarter hours: both summer time changes and many German midnights. */
const FIRST = Date.parse('2026-03-20T00:00:00Z');
const QUARTERS = ((Date.parse('2026-11-05T00:00:00Z') - FIRST) / HOUR) * 4;
const instant = (quarter: number) => new Date(FIRST + quarter * (HOUR / 4));

type Op =
  | { kind: 'insert'; quarter: number; created: number; type: number; topics: number[]; source: number }
  | { kind: 'retype'; pick: number; type: number }
  | { kind: 'move'; pick: number; quarter: number }
  | { kind: 'retopic'; pick: number; topics: number[] }
  | { kind: 'softDelete'; pick: number; deleted: boolean }
  | { kind: 'hardDelete'; pick: number }
  | { kind: 'approval'; source: number; status: 'approved' | 'pending' | 'rejected' }
  | { kind: 'deleteSource'; source: number }
  | { kind: 'fold' };

const quarter = fc.integer({ min: 0, max: QUARTERS - 1 });
const pick = fc.nat();
const topics = fc.uniqueArray(fc.integer({ min: 0, max: 2 }), { maxLength: 3 });
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('insert' as const),
      quarter,
      created: quarter,
      type: fc.integer({ min: 0, max: 1 }),
      topics,
      source: fc.integer({ min: 0, max: 3 }),
    }),
  },
  fc.record({ kind: fc.constant('retype' as const), pick, type: fc.integer({ min: 0, max: 1 }) }),
  fc.record({ kind: fc.constant('move' as const), pick, quarter }),
  fc.record({ kind: fc.constant('retopic' as const), pick, topics }),
  fc.record({ kind: fc.constant('softDelete' as const), pick, deleted: fc.boolean() }),
  fc.record({ kind: fc.constant('hardDelete' as const), pick }),
  fc.record({
    kind: fc.constant('approval' as const),
    source: fc.integer({ min: 0, max: 2 }),
    status: fc.constantFrom('approved' as const, 'pending' as const, 'rejected' as const),
  }),
  fc.constant({ kind: 'fold' as const }),
);

async function eventIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('events').select('id').orderBy('id').execute();
  return rows.map((r) => r.id);
}

async function apply(db: Db, world: World, step: Op): Promise<void> {
  const ids = await eventIds(db);
  const target = 'pick' in step ? ids[step.pick % Math.max(1, ids.length)] : undefined;
  const topicRows = (id: number, picks: number[]) =>
    picks.map((p) => ({ event_id: id, topic_id: world.topicIds[p] as number }));
  switch (step.kind) {
    case 'insert': {
      const { id } = await db
        .insertInto('events')
        .values({
          name: 'Assembly',
          description: 'An assembly.',
          event_type_id: world.typeIds[step.type] as number,
          start_time: instant(step.quarter),
          created_at: instant(step.created),
          // Source 3 is none: events without a source are public.
          organising_source_id: world.sourceIds[step.source] ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (step.topics.length > 0)
        await db.insertInto('event_topics').values(topicRows(id, step.topics)).execute();
      return;
    }
    case 'retype':
      if (target !== undefined)
        await db
          .updateTable('events')
          .set({ event_type_id: world.typeIds[step.type] as number })
          .where('id', '=', target)
          .execute();
      return;
    case 'move':
      if (target !== undefined)
        await db
          .updateTable('events')
          .set({ start_time: instant(step.quarter) })
          .where('id', '=', target)
          .execute();
      return;
    case 'retopic':
      if (target === undefined) return;
      await db.deleteFrom('event_topics').where('event_id', '=', target).execute();
      if (step.topics.length > 0)
        await db.insertInto('event_topics').values(topicRows(target, step.topics)).execute();
      return;
    case 'softDelete':
      if (target !== undefined)
        await db
          .updateTable('events')
          .set({ deleted_at: step.deleted ? new Date() : null })
          .where('id', '=', target)
          .execute();
      return;
    case 'hardDelete':
      if (target !== undefined) await db.deleteFrom('events').where('id', '=', target).execute();
      return;
    case 'approval': {
      const source = world.sourceIds[step.source];
      if (source !== undefined)
        await db
          .updateTable('sources')
          .set({ approval_status: step.status })
          .where('id', '=', source)
          .execute();
      return;
    }
    case 'fold':
      expect(await foldDayCountChanges(db)).toBeGreaterThanOrEqual(0);
      return;
    case 'deleteSource': {
      const source = world.sourceIds[step.source];
      if (source !== undefined) await db.deleteFrom('sources').where('id', '=', source).execute();
      return;
    }
  }
}

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
    const db = getDb();
    const taxonomy = await insertTaxonomy(db);
    const extraTopic = await db
      .insertInto('topics')
      .values({ name_en: 'Peace', name_de: 'Frieden' })
      .returning('id')
      .executeTakeFirstOrThrow();
    world = {
      topicIds: [...taxonomy.topicIds, extraTopic.id],
      typeIds: await insertEventTypes(db),
      sourceIds: [
        await insertSource(db, taxonomy),
        await insertSource(db, taxonomy, { status: 'pending' }),
        await insertSource(db, taxonomy, { status: 'rejected' }),
      ],
    };
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
      quarter: 1000,
      created: 1000,
      type: 0,
      topics: [1],
      source: 0,
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
      const insert: Op = { kind: 'insert', quarter: 2000, created: 2000, type: 0, topics: [0], source: 0 };
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
