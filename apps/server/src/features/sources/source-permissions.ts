// Spec §6: who may administer a source. One rule for every write on a source and on its events
// (the events feature imports it for event writes), so the two never drift apart.
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/auth.js';
import { AppError } from '../../http/errors.js';
import { findAdministration } from './source-admins.repository.js';

/**
 * Passes for a platform admin and for an administrator of the source; 404 when the source does not
 * exist (for everyone, platform admins included), 403 for every other caller.
 */
export async function assertCanAdministerSource(db: Db, caller: Caller, sourceId: number): Promise<void> {
  const administration = await findAdministration(db, sourceId, caller.id);
  if (administration === undefined) throw new AppError('not_found', 'Source not found');
  if (!caller.admin && !administration.isAdmin) {
    throw new AppError('forbidden', 'Only administrators of this source may do this');
  }
}

/** The same rule as a question (false for anonymous callers and unknown sources), for reads that show more to administrators. */
export async function canAdministerSource(
  db: Db,
  caller: Caller | undefined,
  sourceId: number,
): Promise<boolean> {
  if (caller === undefined) return false;
  const administration = await findAdministration(db, sourceId, caller.id);
  return administration !== undefined && (caller.admin || administration.isAdmin);
}
