// Who may read an event that is not public: the admins of its pending source and platform admins (the
// edit form loads the event, spec §6 "Event editor"; their own event page shows its organiser and
// neighbours too). Everyone else gets today's answer (404 or 410).
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/auth.js';
import { AppError } from '../../http/errors.js';
import { canAdministerSource } from '../sources/source-permissions.js';
import { toEvent } from './event-rows.js';
import { findEventById } from './event-writes.repository.js';
import { type EventLookup, findPublicEventById } from './events.repository.js';
import type { Event } from './events.schemas.js';

export type ViewerLookup = () => Promise<Caller | undefined>;

export interface VisibleEvent extends EventLookup {
  /** False for an event of a source under review, read by one of its administrators. */
  isPublic: boolean;
}

const notFound = () => new AppError('not_found', 'Event not found');
const gone = () => new AppError('gone', 'The event is gone.');

/**
 * The event when this viewer may read it: a public one for everyone, one of a pending source for its
 * administrators. 404 otherwise, 410 when deleted. The caller is looked up only when the event is not
 * public, so a stale token never breaks a public page.
 */
export async function findVisibleEvent(db: Db, id: number, viewer?: ViewerLookup): Promise<VisibleEvent> {
  const found = await findPublicEventById(db, id);
  if (found) {
    if (found.deleted) throw gone();
    return { ...found, isPublic: true };
  }
  if (viewer === undefined) throw notFound();
  const stored = await findEventById(db, id);
  const sourceId = stored?.row.organising_source_id;
  if (!stored || sourceId == null || !(await canAdministerSource(db, await viewer(), sourceId))) {
    throw notFound();
  }
  if (stored.deleted) throw gone();
  const [lon, lat] = stored.row.locations[0]?.geography.coordinates ?? [];
  return { ...stored, lat: lat ?? null, lon: lon ?? null, isPublic: false };
}

/** GET /v1/event/{id} for this viewer. */
export async function getEventForViewer(db: Db, id: number, viewer: ViewerLookup): Promise<Event> {
  return toEvent((await findVisibleEvent(db, id, viewer)).row);
}
