// Official list statuses mapped onto events.status (spec: scheduled | cancelled) and the authority's word.
import type { AuthorityStatus, EventStatus } from '../../db/tables.js';

export interface MappedStatus {
  status: EventStatus;
  authority_status: AuthorityStatus | null;
}

/**
 * Dresden (fixtures/sources/dresden-stadt README): angemeldet = notified to the authority (registered),
 * beschieden = the authority has issued its decision (confirmed), abgemeldet = withdrawn by the organiser,
 * verboten = prohibited. Cancelled ones stay listed, so they stay visible as cancelled.
 */
export function mapAuthorityStatus(raw: string | null | undefined): MappedStatus {
  const word = (raw ?? '').trim().toLowerCase();
  if (word.startsWith('angemeldet')) return { status: 'scheduled', authority_status: 'registered' };
  if (word.startsWith('beschieden') || word.startsWith('bestätigt')) {
    return { status: 'scheduled', authority_status: 'confirmed' };
  }
  if (word.startsWith('abgemeldet') || word.startsWith('abgesagt')) {
    return { status: 'cancelled', authority_status: 'cancelled' };
  }
  if (word.startsWith('verboten') || word.startsWith('untersagt')) {
    return { status: 'cancelled', authority_status: 'prohibited' };
  }
  return { status: 'scheduled', authority_status: null };
}
