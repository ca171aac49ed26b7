// Random writes to events for the tests of the counts the triggers keep (daily counts, migrations 025/028; cell
// counts, migration 032; counts per source, migration 031): inserts of one to three events in one statement, with
// topics, a position and participants, changes of type, time, topics, position, participants and source (or none),
// deletion and restoring, hard deletes, a source's approval changing or the source being deleted, and folds of
// every count. Times are drawn around both summer time changes of 2026 and German midnights.
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Db } from '../../db/database.js';
import { insertSource, insertTaxonomy } from '../sources/sources.test-support.js';
import { foldSourceCountChanges } from '../statistics/statistics.repository.js';
import { foldDayCountChanges } from './event-analysis.repository.js';
import { foldCellCountChanges } from './event-density.repository.js';
import { insertEventTypes } from './event-writes.test-support.js';

export interface World {
  topicIds: number[];
  typeIds: number[];
  /** Index 3 (or any other beyond them) is no source: events without a source are public. */
  sourceIds: number[];
}

/** Three topics, two types, and an approved, a pending and a rejected source. */
export async function insertCountsWorld(db: Db): Promise<World> {
  const taxonomy = await insertTaxonomy(db);
  const extraTopic = await db
    .insertInto('topics')
    .values({ name_en: 'Peace', name_de: 'Frieden' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    topicIds: [...taxonomy.topicIds, extraTopic.id],
    typeIds: await insertEventTypes(db),
    sourceIds: [
      await insertSource(db, taxonomy),
      await insertSource(db, taxonomy, { status: 'pending' }),
      await insertSource(db, taxonomy, { status: 'rejected' }),
    ],
  };
}

const HOUR = 3_600_000;
/** 20 March to 5 November 2026, in quarter hours: both summer time changes and many German midnights. */
const FIRST = Date.parse('2026-03-20T00:00:00Z');
const QUARTERS = ((Date.parse('2026-11-05T00:00:00Z') - FIRST) / HOUR) * 4;
export const instant = (quarter: number) => new Date(FIRST + quarter * (HOUR / 4));

/** [lon, lat] or none: Köln, Berlin, both sides of a 5 km cell's edge, and west of Greenwich (negative cells). */
const BOUNDARY_LAT = 1134 * 0.044915558749550846;
export const POSITIONS: ([number, number] | null)[] = [
  null,
  [6.9583, 50.9413],
  [13.405, 52.52],
  [7.1, BOUNDARY_LAT - 1e-6],
  [7.1, BOUNDARY_LAT + 1e-6],
  [-9.1393, 38.7223],
];
const locationsAt = (at: number) => {
  const position = POSITIONS[at % POSITIONS.length];
  return position ? JSON.stringify([{ geography: { type: 'Point', coordinates: position } }]) : undefined;
};

interface Participants {
  min: number | null;
  max: number | null;
}

export type Op =
  | {
      kind: 'insert';
      /** Events written by the one statement, all alike. */
      count: number;
      quarter: number;
      created: number;
      type: number;
      topics: number[];
      source: number;
      at: number;
      participants: Participants;
    }
  | { kind: 'relocate'; pick: number; at: number }
  | { kind: 'participants'; pick: number; participants: Participants }
  | { kind: 'retype'; pick: number; type: number }
  | { kind: 'move'; pick: number; quarter: number }
  | { kind: 'retopic'; pick: number; topics: number[] }
  | { kind: 'reassign'; pick: number; source: number }
  | { kind: 'softDelete'; pick: number; deleted: boolean }
  | { kind: 'hardDelete'; pick: number }
  | { kind: 'approval'; source: number; status: 'approved' | 'pending' | 'rejected' }
  | { kind: 'deleteSource'; source: number }
  | { kind: 'fold' };

const quarter = fc.integer({ min: 0, max: QUARTERS - 1 });
/** Index 3 is no source. */
const sourcePick = fc.integer({ min: 0, max: 3 });
const pick = fc.nat();
const topics = fc.uniqueArray(fc.integer({ min: 0, max: 2 }), { maxLength: 3 });
const at = fc.nat({ max: POSITIONS.length - 1 });
const participants: fc.Arbitrary<Participants> = fc.oneof(
  fc.constant({ min: null, max: null }),
  fc.integer({ min: 0, max: 5000 }).map((n) => ({ min: n, max: null })),
  fc
    .tuple(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 5000 }))
    .map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) })),
);
export const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('insert' as const),
      count: fc.integer({ min: 1, max: 3 }),
      quarter,
      created: quarter,
      type: fc.integer({ min: 0, max: 1 }),
      topics,
      source: sourcePick,
      at,
      participants,
    }),
  },
  fc.record({ kind: fc.constant('relocate' as const), pick, at }),
  fc.record({ kind: fc.constant('participants' as const), pick, participants }),
  fc.record({ kind: fc.constant('retype' as const), pick, type: fc.integer({ min: 0, max: 1 }) }),
  fc.record({ kind: fc.constant('move' as const), pick, quarter }),
  fc.record({ kind: fc.constant('retopic' as const), pick, topics }),
  fc.record({ kind: fc.constant('reassign' as const), pick, source: sourcePick }),
  fc.record({ kind: fc.constant('softDelete' as const), pick, deleted: fc.boolean() }),
  fc.record({ kind: fc.constant('hardDelete' as const), pick }),
  fc.record({
    kind: fc.constant('approval' as const),
    source: fc.integer({ min: 0, max: 2 }),
    status: fc.constantFrom('approved' as const, 'pending' as const, 'rejected' as const),
  }),
  fc.constant({ kind: 'fold' as const }),
);

export async function eventIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('events').select('id').orderBy('id').execute();
  return rows.map((r) => r.id);
}

/** The source at this index while it exists; none once deleted (its events then have none). */
async function sourceAt(db: Db, world: World, index: number): Promise<number | null> {
  const id = world.sourceIds[index];
  if (id === undefined) return null;
  const found = await db.selectFrom('sources').select('id').where('id', '=', id).executeTakeFirst();
  return found?.id ?? null;
}

export async function apply(db: Db, world: World, step: Op): Promise<void> {
  const ids = await eventIds(db);
  const target = 'pick' in step ? ids[step.pick % Math.max(1, ids.length)] : undefined;
  const topicRows = (id: number, picks: number[]) =>
    picks.map((p) => ({ event_id: id, topic_id: world.topicIds[p] as number }));
  switch (step.kind) {
    case 'insert': {
      const row = {
        name: 'Assembly',
        description: 'An assembly.',
        event_type_id: world.typeIds[step.type] as number,
        start_time: instant(step.quarter),
        created_at: instant(step.created),
        organising_source_id: await sourceAt(db, world, step.source),
        locations: locationsAt(step.at),
        participants_min: step.participants.min,
        participants_max: step.participants.max,
      };
      const inserted = await db
        .insertInto('events')
        .values(Array.from({ length: step.count }, () => row))
        .returning('id')
        .execute();
      if (step.topics.length > 0)
        await db
          .insertInto('event_topics')
          .values(inserted.flatMap(({ id }) => topicRows(id, step.topics)))
          .execute();
      return;
    }
    case 'relocate':
      if (target !== undefined)
        await db
          .updateTable('events')
          .set({ locations: locationsAt(step.at) ?? '[]' })
          .where('id', '=', target)
          .execute();
      return;
    case 'participants':
      if (target !== undefined)
        await db
          .updateTable('events')
          .set({ participants_min: step.participants.min, participants_max: step.participants.max })
          .where('id', '=', target)
          .execute();
      return;
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
    case 'reassign':
      if (target !== undefined)
        await db
          .updateTable('events')
          .set({ organising_source_id: await sourceAt(db, world, step.source) })
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
      expect(await foldCellCountChanges(db)).toBeGreaterThanOrEqual(0);
      expect(await foldSourceCountChanges(db)).toBeGreaterThanOrEqual(0);
      return;
    case 'deleteSource': {
      const source = world.sourceIds[step.source];
      if (source !== undefined) await db.deleteFrom('sources').where('id', '=', source).execute();
      return;
    }
  }
}
