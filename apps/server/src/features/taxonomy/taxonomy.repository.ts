// Reads of topics, event types and source types. Returns rows or undefined; never throws for "not found".
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
