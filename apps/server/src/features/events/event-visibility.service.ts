// Who may read an event that is not public: the admins of its pending source and platform admins (the
// edit form loads the event, spec §6 "Event editor"). Everyone else gets today's answer (404 or 410).
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/auth.js';
import { AppError } from '../../http/errors.js';
import { canAdministerSource } from '../sources/source-permissions.js';
import { toEvent } from './event-rows.js';
import { findEventById } from './event-writes.repository.js';
import type { Event } from './events.schemas.js';
import { getEvent } from './events.service.js';

/**
 * GET /v1/event/{id} for this viewer. The caller is looked up only when the event is not public, so a
 * stale token never breaks a public page.
 */
export async function getEventForViewer(
  db: Db,
  id: number,
  viewer: () => Promise<Caller | undefined>,
): Promise<Event> {
  try {
    return await getEvent(db, id);
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'not_found')) throw error;
    const found = await findEventById(db, id);
    const sourceId = found?.row.organising_source_id;
    if (!found || sourceId == null || !(await canAdministerSource(db, await viewer(), sourceId))) throw error;
    if (found.deleted) throw new AppError('gone', 'The event is gone.');
    return toEvent(found.row);
  }
}
