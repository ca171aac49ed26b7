// Turns an export feed's query (spec §7 "Export links") into event search criteria for events.service.
import { toAlertArea } from '../alerts/alert-area.js';
import type { EventSearchCriteria } from '../events/search/event-search.service.js';
import type { IcsFeedQuery } from './export.schemas.js';

/**
 * A subscribed calendar deletes an event that drops out of its feed. Keeping events for a day after they
 * start keeps today's assembly in the calendar while it happens; older ones leave.
 */
export const FEED_KEEPS_STARTED_EVENTS_MS = 24 * 3_600_000;

/** Spec §7 writes lists as repeated values; hand-written links often use commas. Accept both. */
export function splitCommaLists(query: Record<string, unknown>, keys: readonly string[]): void {
  for (const key of keys) {
    const value = query[key];
    if (value === undefined) continue;
    const parts = (Array.isArray(value) ? value : [value]).flatMap((part) =>
      typeof part === 'string'
        ? part
            .split(',')
            .map((s) => s.trim())
            .filter((s) => s !== '')
        : [part],
    );
    query[key] = parts;
  }
}

export function toSearchCriteria(query: IcsFeedQuery, now: Date): EventSearchCriteria {
  const criteria: EventSearchCriteria = {
    keyword: query.keyword?.trim() || query.event_name?.trim() || undefined,
    topic_ids: query.topic_ids,
    type_ids: query.type_ids,
    start_time_start: new Date(now.getTime() - FEED_KEEPS_STARTED_EVENTS_MS),
    sorting_key: 'start_time',
    sorting_direction: 'asc',
  };
  return { ...criteria, ...toAlertArea(query, query.address_language, 'query') };
}
