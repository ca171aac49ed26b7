// An event's change history (issue 5): what a user edit changed, recorded like the crawler records its
// changes (crawl/identity/draft-diff.ts: same field names, values as text, instants ISO 8601), and the
// public list a reader sees on the event page.
import type { Db } from '../../db/database.js';
import type { EventLocation } from '../../db/tables.js';
import { timestampDate } from '../../db/timestamp-text.js';
import type { Caller } from '../../http/auth.js';
import { type EventChangeRecord, findEventChanges } from './event-changes.repository.js';
import {
  EVENT_CHANGES_LIMIT,
  type EventChange,
  PUBLIC_CHANGE_FIELDS,
  type PublicChangeField,
} from './event-changes.schemas.js';
import type { EventRow } from './event-rows.js';
import { getEventForViewer } from './event-visibility.service.js';
import type { EventFields } from './event-writes.repository.js';

/** One line per place, e.g. 'Alexanderplatz 1, 10178 Berlin, DE (52.5219, 13.4132)'; routes joined by ' → '. */
function describeLocations(locations: readonly EventLocation[]): string | null {
  if (locations.length === 0) return null;
  return locations
    .map(({ geography, street, house_number, zip_code, city, country }) => {
      const address = [[street, house_number], [zip_code, city], [country]]
        .map((part) => part.filter(Boolean).join(' '))
        .filter(Boolean)
        .join(', ');
      const [lon, lat] = geography.coordinates;
      return `${address} (${lat}, ${lon})`.trim();
    })
    .join(' → ');
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** The fields of an edit as history text, in the order a reader cares about them. */
function asHistory(
  event: Omit<EventFields, 'organising_source_id'> & {
    organising_source_id: number | null;
    topic_ids: readonly number[];
  },
) {
  return {
    start_time: iso(event.start_time),
    end_time: iso(event.end_time),
    status: event.status,
    name: event.name,
    location: describeLocations(event.locations),
    raw_location: event.raw_location,
    description: event.description,
    short_description: event.short_description,
    url: event.url,
    event_type_id: String(event.event_type_id),
    topic_ids: event.topic_ids.join(','),
    raw_participants: event.raw_participants,
    raw_organiser: event.raw_organiser,
    organising_source_id: event.organising_source_id === null ? null : String(event.organising_source_id),
  };
}

/** The changes from the stored event to the checked edit. */
export function diffEvent(
  current: EventRow,
  next: EventFields & { topic_ids: readonly number[] },
): EventChangeRecord[] {
  const before: Record<string, string | null> = asHistory({
    ...current,
    start_time: timestampDate(current.start_time),
    end_time: current.end_time === null ? null : timestampDate(current.end_time),
    topic_ids: current.topic_ids.map(Number),
  });
  const after: Record<string, string | null> = asHistory(next);
  return Object.keys(after).flatMap((field) =>
    before[field] === after[field]
      ? []
      : [{ field, old_value: before[field] ?? null, new_value: after[field] ?? null }],
  );
}

/** The crawler records the list's location text as raw_location; readers see both as one 'location'. */
const STORED_FIELDS: Record<string, PublicChangeField> = {
  ...Object.fromEntries(PUBLIC_CHANGE_FIELDS.map((field) => [field, field])),
  raw_location: 'location',
};

/** GET /v1/event/{id}/changes: readable by whoever may read the event. */
export async function getEventChanges(
  db: Db,
  eventId: number,
  viewer: () => Promise<Caller | undefined>,
): Promise<EventChange[]> {
  await getEventForViewer(db, eventId, viewer);
  const rows = await findEventChanges(db, eventId, Object.keys(STORED_FIELDS), EVENT_CHANGES_LIMIT);
  return rows.flatMap(({ field, old_value, new_value, changed_at }) => {
    const shown = STORED_FIELDS[field];
    return shown ? [{ field: shown, old_value, new_value, changed_at: changed_at.toISOString() }] : [];
  });
}
