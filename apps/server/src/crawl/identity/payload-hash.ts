// A stable digest of everything a draft says, to tell "unchanged" from "edited" in one comparison.
import { createHash } from 'node:crypto';
import type { EventDraft } from '../feed.js';

export function hashDraft(draft: EventDraft): string {
  const json = JSON.stringify(draft, (_key, value: unknown) =>
    value instanceof Date ? value.toISOString() : value,
  );
  return createHash('sha256').update(json).digest('base64url').slice(0, 32);
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
