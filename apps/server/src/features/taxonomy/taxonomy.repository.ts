// Reads of topics, event types and source types. Returns rows or undefined; never throws for "not found".
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { EventType, SourceType, Topic } from './taxonomy.schemas.js';

const NAMES = ['id', 'name_en', 'name_de'] as const;
const SOURCE_TYPE_COLUMNS = [
  ...NAMES,
  'map_marker_color_default',
  'map_marker_color_selected',
  'map_marker_color_past',
] as const;

// Lists come in id order: stable across languages; the client sorts option lists by label (spec §3).
export function findTopics(db: Db): Promise<Topic[]> {
  return db.selectFrom('topics').select(NAMES).orderBy('id').execute();
}

export function findTopicById(db: Db, id: number): Promise<Topic | undefined> {
  return db.selectFrom('topics').select(NAMES).where('id', '=', id).executeTakeFirst();
}

export function findEventTypes(db: Db): Promise<EventType[]> {
  return db.selectFrom('event_types').select(NAMES).orderBy('id').execute();
}

export function findEventTypeById(db: Db, id: number): Promise<EventType | undefined> {
  return db.selectFrom('event_types').select(NAMES).where('id', '=', id).executeTakeFirst();
}

export function findSourceTypes(db: Db): Promise<SourceType[]> {
  return db.selectFrom('source_types').select(SOURCE_TYPE_COLUMNS).orderBy('id').execute();
}

export function findSourceTypeById(db: Db, id: number): Promise<SourceType | undefined> {
  return db.selectFrom('source_types').select(SOURCE_TYPE_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Of `ids`, those with no row in `table`, in the order given. */
export async function findUnknownIds(
  db: Db,
  table: 'topics' | 'event_types' | 'source_types',
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const known = await db
    .selectFrom(table)
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .execute();
  const knownIds = new Set(known.map((row) => row.id));
  return ids.filter((id) => !knownIds.has(id));
}

/** Of the topic and event type ids given, those that have a row: both kinds in one statement. */
export async function findKnownTopicAndTypeIds(
  db: Db,
  topicIds: readonly number[],
  typeIds: readonly number[],
): Promise<{ topicIds: Set<number>; typeIds: Set<number> }> {
  const known = { topicIds: new Set<number>(), typeIds: new Set<number>() };
  if (topicIds.length === 0 && typeIds.length === 0) return known;
  const rows = await db
    .selectFrom('topics')
    .select(['id', sql<boolean>`true`.as('topic')])
    .where('id', '=', sql<number>`any(${[...new Set(topicIds)]}::integer[])`)
    .unionAll(
      db
        .selectFrom('event_types')
        .select(['id', sql<boolean>`false`.as('topic')])
        .where('id', '=', sql<number>`any(${[...new Set(typeIds)]}::integer[])`),
    )
    .execute();
  for (const row of rows) (row.topic ? known.topicIds : known.typeIds).add(row.id);
  return known;
}

// The admin writes (issue 15). Names are unique per kind (migration 002); the service turns a clash into a 422.
export type TaxonomyTable = 'topics' | 'event_types' | 'source_types';

type NewSourceType = Omit<SourceType, 'id'>;

export async function insertTopic(db: Db, names: { name_en: string; name_de: string }): Promise<Topic> {
  return db.insertInto('topics').values(names).returning(NAMES).executeTakeFirstOrThrow();
}

export async function insertEventType(
  db: Db,
  names: { name_en: string; name_de: string },
): Promise<EventType> {
  return db.insertInto('event_types').values(names).returning(NAMES).executeTakeFirstOrThrow();
}

export async function insertSourceType(db: Db, values: NewSourceType): Promise<SourceType> {
  return db
    .insertInto('source_types')
    .values(values)
    .returning(SOURCE_TYPE_COLUMNS)
    .executeTakeFirstOrThrow();
}

export function updateTopic(db: Db, id: number, names: { name_en: string; name_de: string }) {
  return db.updateTable('topics').set(names).where('id', '=', id).returning(NAMES).executeTakeFirst();
}

export function updateEventType(db: Db, id: number, names: { name_en: string; name_de: string }) {
  return db.updateTable('event_types').set(names).where('id', '=', id).returning(NAMES).executeTakeFirst();
}

export function updateSourceType(db: Db, id: number, values: NewSourceType) {
  return db
    .updateTable('source_types')
    .set(values)
    .where('id', '=', id)
    .returning(SOURCE_TYPE_COLUMNS)
    .executeTakeFirst();
}

/** Which names of `names` another row of `table` (not `exceptId`) already has, letter case ignored. */
export async function findNameClashes(
  db: Db,
  table: TaxonomyTable,
  names: { name_en: string; name_de: string },
  exceptId = 0,
): Promise<{ name_en: boolean; name_de: boolean }> {
  const rows = await db
    .selectFrom(table)
    .select(['name_en', 'name_de'])
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['name_en']), '=', names.name_en.toLowerCase()),
        eb(eb.fn('lower', ['name_de']), '=', names.name_de.toLowerCase()),
      ]),
    )
    .where('id', '<>', exceptId)
    .execute();
  return {
    name_en: rows.some((row) => row.name_en.toLowerCase() === names.name_en.toLowerCase()),
    name_de: rows.some((row) => row.name_de.toLowerCase() === names.name_de.toLowerCase()),
  };
}

export interface Uses {
  events: number;
  sources: number;
}

/**
 * Deletes the row unless events or sources use it (deleted events count: their rows still point at it). The row
 * is locked first, so an event or source written meanwhile either commits before the count (and is counted) or
 * waits for the delete and then fails on its foreign key: nothing is left pointing at a deleted row, and no
 * event or source loses a topic behind the admin's back (event_topics and source_topics cascade).
 * Answers undefined when there is no such row, the uses when it is in use (nothing deleted), else none.
 */
export async function deleteUnlessUsed(
  db: Db,
  table: TaxonomyTable,
  id: number,
): Promise<Uses | 'deleted' | undefined> {
  return db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom(table)
      .select('id')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!found) return undefined;
    const uses = await countUses(trx, table, id);
    if (uses.events > 0 || uses.sources > 0) return uses;
    await trx.deleteFrom(table).where('id', '=', id).execute();
    return 'deleted';
  });
}

async function countUses(db: Db, table: TaxonomyTable, id: number): Promise<Uses> {
  const count = (rows: { count: string | number | bigint }) => Number(rows.count);
  switch (table) {
    case 'topics': {
      const events = await db
        .selectFrom('event_topics')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('topic_id', '=', id)
        .executeTakeFirstOrThrow();
      const sources = await db
        .selectFrom('source_topics')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('topic_id', '=', id)
        .executeTakeFirstOrThrow();
      return { events: count(events), sources: count(sources) };
    }
    case 'event_types': {
      const events = await db
        .selectFrom('events')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('event_type_id', '=', id)
        .executeTakeFirstOrThrow();
      return { events: count(events), sources: 0 };
    }
    case 'source_types': {
      const sources = await db
        .selectFrom('sources')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('source_type_id', '=', id)
        .executeTakeFirstOrThrow();
      return { events: 0, sources: count(sources) };
    }
  }
}
