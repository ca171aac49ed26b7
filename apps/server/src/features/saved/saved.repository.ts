// SQL for an account's saved events and sources (migration 005).
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { SavedItems } from './saved.schemas.js';

export async function findSavedItems(db: Db, userId: number): Promise<SavedItems> {
  const [events, sources] = await Promise.all([
    db
      .selectFrom('saved_events')
      .select('event_id')
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('event_id')
      .execute(),
    db
      .selectFrom('saved_sources')
      .select('source_id')
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('source_id')
      .execute(),
  ]);
  return { saved_events: events.map((r) => r.event_id), saved_sources: sources.map((r) => r.source_id) };
}

/** Removes every saved id not in `kept`; the kept ones keep their place in the order saved. */
export async function deleteSavedItemsExcept(db: Db, userId: number, kept: SavedItems): Promise<void> {
  await db
    .deleteFrom('saved_events')
    .where('user_id', '=', userId)
    .where(sql<boolean>`not (event_id = any(${kept.saved_events}::int[]))`)
    .execute();
  await db
    .deleteFrom('saved_sources')
    .where('user_id', '=', userId)
    .where(sql<boolean>`not (source_id = any(${kept.saved_sources}::int[]))`)
    .execute();
}

/** Adds the ids that name an existing event or source; ids already saved stay as they were. */
export async function insertSavedItems(db: Db, userId: number, items: SavedItems): Promise<void> {
  if (items.saved_events.length > 0) {
    await db
      .insertInto('saved_events')
      .columns(['user_id', 'event_id'])
      .expression(
        db
          .selectFrom('events')
          .select([sql<number>`${userId}::int`.as('user_id'), 'id'])
          .where(sql<boolean>`id = any(${items.saved_events}::int[])`),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  if (items.saved_sources.length > 0) {
    await db
      .insertInto('saved_sources')
      .columns(['user_id', 'source_id'])
      .expression(
        db
          .selectFrom('sources')
          .select([sql<number>`${userId}::int`.as('user_id'), 'id'])
          .where(sql<boolean>`id = any(${items.saved_sources}::int[])`),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
