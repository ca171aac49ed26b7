import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { describeEachDatabase } from '../../db/test-databases.js';
import { insertEventTypes } from '../events/event-writes.test-support.js';
import { insertSource, insertTaxonomy } from '../sources/sources.test-support.js';
import { countEventsBySource, foldSourceCountChanges } from './statistics.repository.js';

// The per-source counts of migration 031 against the events themselves: after any sequence of writes (inserts,
// moves to another source or none, deletion and restoring, hard deletes, a source's deletion, folds), what the
// statistics read equals a recount of the events that are not deleted.

type Op =
  | { kind: 'insert'; source: number; count: number }
  | { kind: 'move'; pick: number; source: number }
  | { kind: 'softDelete'; pick: number; deleted: boolean }
  | { kind: 'hardDelete'; pick: number }
  | { kind: 'deleteSource'; source: number }
  | { kind: 'fold' };

const source = fc.integer({ min: 0, max: 3 });
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('insert' as const),
      source,
      count: fc.integer({ min: 1, max: 4 }),
    }),
  },
  fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), source }),
  fc.record({ kind: fc.constant('softDelete' as const), pick: fc.nat(), deleted: fc.boolean() }),
  fc.record({ kind: fc.constant('hardDelete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('deleteSource' as const), source }),
  fc.constant({ kind: 'fold' as const }),
);

describeEachDatabase('event counts per source', (getDb) => {
  let typeId: number;
  let sourceIds: (number | null)[];

  beforeAll(async () => {
    const db = getDb();
    const taxonomy = await insertTaxonomy(db);
    [typeId] = await insertEventTypes(db);
    // Index 3 is no source.
    sourceIds = [
      await insertSource(db, taxonomy),
      await insertSource(db, taxonomy, { status: 'pending' }),
      await insertSource(db, taxonomy),
      null,
    ];
  });

  async function apply(db: Db, step: Op): Promise<void> {
    const ids = (await db.selectFrom('events').select('id').orderBy('id').execute()).map((r) => r.id);
    const target = 'pick' in step ? ids[step.pick % Math.max(1, ids.length)] : undefined;
    // A deleted source is gone from the list: its events then have none.
    const existing = async (index: number) => {
      const id = sourceIds[index] ?? null;
      if (id === null) return null;
      const found = await db.selectFrom('sources').select('id').where('id', '=', id).executeTakeFirst();
      return found?.id ?? null;
    };
    switch (step.kind) {
      case 'insert': {
        const organising_source_id = await existing(step.source);
        await db
          .insertInto('events')
          .values(
            Array.from({ length: step.count }, () => ({
              name: 'Assembly',
              description: 'An assembly.',
              event_type_id: typeId,
              start_time: new Date(),
              organising_source_id,
            })),
          )
          .execute();
        return;
      }
      case 'move':
        if (target !== undefined)
          await db
            .updateTable('events')
            .set({ organising_source_id: await existing(step.source) })
            .where('id', '=', target)
            .execute();
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
      case 'deleteSource': {
        const id = sourceIds[step.source];
        if (id !== undefined && id !== null) await db.deleteFrom('sources').where('id', '=', id).execute();
        return;
      }
      case 'fold':
        expect(await foldSourceCountChanges(db)).toBeGreaterThanOrEqual(0);
        return;
    }
  }

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
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const step of steps) await apply(db, step);
        expect(bySource(await countEventsBySource(db))).toEqual(bySource(await recount(db)));
      }),
      { numRuns: 15 },
    );
    // The sequences above did delete and restore events and sources.
    expect((await recount(db)).length).toBeGreaterThan(0);
  }, 120_000);
});
