// SQL for event_changes (migration 010), the history behind "Time changed on …" (issue 5). The crawler
// writes its own rows in crawl/feed-items.repository.ts; this file writes the rows of user edits.
import type { Db } from '../../db/database.js';

export interface EventChangeRecord {
  field: string;
  old_value: string | null;
  new_value: string | null;
}

export interface EventChangeRow extends EventChangeRecord {
  changed_at: Date;
}

/** A user edit: crawl_run_id stays null. */
export async function insertUserEventChanges(
  db: Db,
  eventId: number,
  changes: readonly EventChangeRecord[],
): Promise<void> {
  if (changes.length === 0) return;
  await db
    .insertInto('event_changes')
    .values(changes.map((change) => ({ ...change, event_id: eventId, crawl_run_id: null })))
    .execute();
}

/** The event's changes of the given fields, newest first. */
export async function findEventChanges(
  db: Db,
  eventId: number,
  fields: readonly string[],
  limit: number,
): Promise<EventChangeRow[]> {
  return db
    .selectFrom('event_changes')
    .select(['field', 'old_value', 'new_value', 'changed_at'])
    .where('event_id', '=', eventId)
    .where('field', 'in', [...fields])
    .orderBy('changed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
