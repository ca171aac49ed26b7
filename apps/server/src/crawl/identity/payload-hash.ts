// A stable digest of everything a draft says, to tell "unchanged" from "edited" in one comparison.
import { createHash } from 'node:crypto';
import type { EventDraft } from '../feed.js';

export function hashDraft(draft: EventDraft): string {
  // Facets are derived from the other fields, so they add nothing to the digest.
  const { facets: _facets, start_time, end_time, ...rest } = draft;
  const json = JSON.stringify([rest, start_time.getTime(), end_time?.getTime() ?? null]);
  return createHash('sha256').update(json).digest('base64url').slice(0, 32);
}

export function hashRaw(raw: string): string {
  return createHash('sha256').update(raw).digest('base64url').slice(0, 32);
}

/**
 * A new item's key. The first-seen time is part of it, so a row that comes back after its item was
 * retired (cancelled, past) starts a new item instead of colliding with the old key.
 */
export function newItemKey(draft: EventDraft, hash: string, firstSeen: Date): string {
  return createHash('sha256')
    .update(`${JSON.stringify(draft.facets)}\n${hash}\n${firstSeen.toISOString()}`)
    .digest('base64url')
    .slice(0, 24);
}
