import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { describeEachDatabase } from '../../db/test-databases.js';
import { apply, insertCountsWorld, type Op, op, type World } from '../events/event-counts.test-support.js';
import { countEventsBySource } from './statistics.repository.js';

// The per-source counts of migration 031 against the events themselves: after any sequence of the shared random
// writes (inserts, moves to another source or none, deletion and restoring, hard deletes, folds) and of a source's
// deletion, what the statistics read equals a recount of the events that are not deleted.

/** The shared writes, and now and then a source deleted (its events then have none). */
const opOrSourceDeletion: fc.Arbitrary<Op> = fc.oneof(
  { weight: 12, arbitrary: op },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('deleteSource' as const),
      source: fc.integer({ min: 0, max: 2 }),
    }),
  },
);

describeEachDatabase('event counts per source', (getDb) => {
  let world: World;

  beforeAll(async () => {
    world = await insertCountsWorld(getDb());
  });

  async function recount(db: Db) {
    const rows = await db
      .selectFrom('events')
      .select(['organising_source_id as source_id', (eb) => eb.fn.countAll<string>().as('count')])
      .where('deleted_at', 'is', null)
      .groupBy('organising_source_id')
      .execute();
    return rows.map((row) => ({ source_id: row.source_id, count: Number(row.count) }));
  }

  const bySource = (rows: { source_id: number | null; count: number }[]) =>
    rows.toSorted((a, b) => (a.source_id ?? 0) - (b.source_id ?? 0));

  it('equals a recount of the events that are not deleted, after any writes', async () => {
    const db = getDb();
    await fc.assert(
      fc.asyncProperty(fc.array(opOrSourceDeletion, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const step of steps) await apply(db, world, step);
        expect(bySource(await countEventsBySource(db))).toEqual(bySource(await recount(db)));
      }),
      { numRuns: 15 },
    );
    // The sequences above did delete and restore events and sources.
    expect((await recount(db)).length).toBeGreaterThan(0);
  }, 120_000);
});
