// Turns an export feed's query (spec §7 "Export links") into event search criteria for events.service.
import { toAlertArea } from '../alerts/alert-area.js';
import type { EventSearchCriteria } from '../events/search/event-search.service.js';
import { EXPORT_LIMIT_DEFAULT, type IcsFeedQuery } from './export.schemas.js';

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

const sortedIds = (ids: readonly number[] | undefined) => [...new Set(ids ?? [])].sort((a, b) => a - b);
const folded = (text: string | undefined) =>
  text?.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase() || null;

/**
 * The rendered-feed cache key of a feed query (decision 020): criteria that differ only in parameter order, in
 * letter case or spacing of the words, the city or the country, in the order of the ids, or in spelling a
 * default out share one key. Only differences the search itself ignores are folded (it compares words and
 * place names in lower case), so one key never stands for two different lists. The alert's name is not part of
 * it: it is spliced into the RSS text per request. A calendar's reminder is (issue 18): its VALARMs are bytes of
 * the text, so a feed with a reminder never shares an entry with one without.
 */
export function feedCacheKey(format: 'ics' | 'rss' | 'geojson', query: IcsFeedQuery): string {
  const hasAddress = Boolean(query.city?.trim() || query.zip_code?.trim());
  return JSON.stringify([
    format,
    query.language ?? 'en',
    query.limit ?? EXPORT_LIMIT_DEFAULT,
    query.offset ?? 0,
    sortedIds(query.type_ids),
    sortedIds(query.topic_ids),
    folded(query.keyword) ?? folded(query.event_name),
    query.latitude ?? null,
    query.longitude ?? null,
    query.radius_km ?? null,
    folded(query.city),
    query.zip_code?.trim() || null,
    query.country?.toUpperCase() ?? null,
    hasAddress ? (query.address_language ?? 'en') : null,
    query.reminder_minutes ?? null,
  ]);
}
