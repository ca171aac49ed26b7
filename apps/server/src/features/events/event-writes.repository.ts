// Writes of single events by their source's admins (spec §6 "Event editor"), and the unfiltered read the
// edit rules start from. Returns rows or undefined; the rules live in event-writes.service.ts.
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { EventLocation, EventStatus } from '../../db/tables.js';
import { type EventRow, eventColumns } from './event-rows.js';

export interface StoredEvent {
  row: EventRow;
  deleted: boolean;
}

/** Any event by id, whatever its source's approval and whether deleted. */
export async function findEventById(db: Db, id: number): Promise<StoredEvent | undefined> {
  const found = await db
    .selectFrom('events as e')
    .select(eventColumns)
    .select('e.deleted_at')
    .where('e.id', '=', id)
    .executeTakeFirst();
  if (!found) return undefined;
  const { deleted_at, ...row } = found;
  return { row: row as EventRow, deleted: deleted_at !== null };
}

/** The editable columns, as the service has checked them. */
export interface EventFields {
  name: string;
  description: string;
  short_description: string | null;
  url: string | null;
  event_type_id: number;
  locations: EventLocation[];
  raw_location: string | null;
  start_time: Date;
  end_time: Date | null;
  raw_participants: string | null;
  raw_organiser: string | null;
  organising_source_id: number;
  status: EventStatus;
}

function columns(fields: EventFields) {
  return { ...fields, locations: JSON.stringify(fields.locations) };
}

async function replaceTopics(db: Db, eventId: number, topicIds: readonly number[]) {
  await db.deleteFrom('event_topics').where('event_id', '=', eventId).execute();
  await db
    .insertInto('event_topics')
    .values(topicIds.map((topic_id) => ({ event_id: eventId, topic_id })))
    .execute();
}

/** Inserts the event and its topics; call inside a transaction. */
export async function insertEvent(db: Db, fields: EventFields, topicIds: readonly number[]): Promise<number> {
  const { id } = await db
    .insertInto('events')
    .values(columns(fields))
    .returning('id')
    .executeTakeFirstOrThrow();
  await replaceTopics(db, id, topicIds);
  return id;
}

/**
 * Replaces the event's fields and topics; call inside a transaction. updated_at always moves, by at least
 * a second (decision 008: a crawl leaves an event alone once updated_at differs from what it wrote; and a
 * change of topics alone would not fire migration 009's trigger).
 */
export async function updateEvent(db: Db, id: number, fields: EventFields, topicIds: readonly number[]) {
  await db
    .updateTable('events')
    .set({
      ...columns(fields),
      updated_at: sql<Date>`greatest(now(), updated_at + interval '1 second')`,
    })
    .where('id', '=', id)
    .execute();
  await replaceTopics(db, id, topicIds);
}

/** Soft delete: the row stays so its id answers 410 (DESIGN §4.8). */
export async function markEventDeleted(db: Db, id: number, now: Date) {
  await db.updateTable('events').set({ deleted_at: now }).where('id', '=', id).execute();
}
