// What changed between the draft a feed item last had and the new one, field by field, for the event's
// change history (issue 5: "Time changed on …").
import type { EventDraft } from '../feed.js';

/** A draft as stored in feed_items.payload: JSON, so instants are ISO strings. */
export type StoredDraft = Omit<EventDraft, 'start_time' | 'end_time'> & {
  start_time: string;
  end_time: string | null;
};

export function storeDraft(draft: EventDraft): StoredDraft {
  return {
    ...draft,
    start_time: draft.start_time.toISOString(),
    end_time: draft.end_time?.toISOString() ?? null,
  };
}

export interface DraftChange {
  field: string;
  old_value: string | null;
  new_value: string | null;
}

/** The event columns a crawl writes, in the order a reader cares about them. */
const TRACKED_FIELDS = [
  'start_time',
  'end_time',
  'all_day',
  'status',
  'authority_status',
  'name',
  'raw_location',
  'description',
  'raw_participants',
  'raw_organiser',
  'series',
  'event_type',
  'url',
] as const;

function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

export function diffDrafts(old: StoredDraft, next: EventDraft): DraftChange[] {
  const stored = storeDraft(next);
  const changes: DraftChange[] = [];
  for (const field of TRACKED_FIELDS) {
    const before = text(old[field]);
    const after = text(stored[field]);
    if (before !== after) changes.push({ field, old_value: before, new_value: after });
  }
  return changes;
}
