// The reports of events (table event_reports, migration 004): the open ones newest first, and marking them handled.
import type { Db } from '../../db/database.js';
import type { EventReport } from './event-reports.schemas.js';

export async function findOpenReports(db: Db, limit: number): Promise<EventReport[]> {
  const rows = await db
    .selectFrom('event_reports as r')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .select([
      'r.id',
      'r.event_id',
      'e.name as event_name',
      'e.deleted_at',
      'r.reason',
      'r.contact_email',
      'r.created_at',
    ])
    .where('r.handled', '=', false)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(({ deleted_at, created_at, ...row }) => ({
    ...row,
    event_hidden: deleted_at !== null,
    created_at: new Date(created_at).toISOString(),
  }));
}

export function findReport(db: Db, id: number) {
  return db
    .selectFrom('event_reports')
    .select(['id', 'event_id', 'handled'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function markHandled(db: Db, id: number): Promise<void> {
  await db.updateTable('event_reports').set({ handled: true }).where('id', '=', id).execute();
}

/**
 * Unlists the event (as its deletion does: the link answers 410) and closes every open report of it. Run it in a
 * transaction.
 */
export async function hideEvent(db: Db, eventId: number, now: Date): Promise<void> {
  await db
    .updateTable('events')
    .set({ deleted_at: now })
    .where('id', '=', eventId)
    .where('deleted_at', 'is', null)
    .execute();
  await db
    .updateTable('event_reports')
    .set({ handled: true })
    .where('event_id', '=', eventId)
    .where('handled', '=', false)
    .execute();
}
