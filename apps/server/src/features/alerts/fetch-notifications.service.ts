// Spec §7 fetch-notifications: the events an alert matches now, found by the event search itself (same
// keyword folding, offline geocoding and listing rules), and when the device should ask again.
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import { type Circle, type EventQuery, toEventQuery } from '../events/search/event-query.js';
import { EVENT_PAGE_SIZE_MAX } from '../events/search/event-search.schemas.js';
import * as events from '../events/search/event-search.service.js';
import type { UpcomingEvents } from '../events/search/upcoming-index-sync.js';
import { toAlertArea } from './alert-area.js';
import type { FetchNotifications, FetchNotificationsBody } from './fetch-notifications.schemas.js';
import { nextFetchTime } from './next-fetch.js';

/**
 * The soonest matching events, one search page at most. The device keeps only the seen ids still returned
 * (spec §4 step 3), so the answer must hold every event the user may still go to: 100 upcoming events is
 * more than any one area holds in weeks; a wider alert learns of later events as the earlier ones pass.
 */
export const NOTIFICATION_EVENTS_MAX = EVENT_PAGE_SIZE_MAX;

export interface PollContext {
  crawlIntervalMinutes: number;
  /** The server's index of upcoming events (decision 045). */
  upcoming?: UpcomingEvents | undefined;
  now?: Date;
  random?: () => number;
}

/** The event search criteria of an alert: its area (required), buzz word, topics and types, from now on. */
function toAlertSearch(body: FetchNotificationsBody, addressLanguage: 'en' | 'de', now: Date, limit: number) {
  const area = toAlertArea(body, addressLanguage, 'body');
  if (area.perimeter === undefined && area.address === undefined) {
    throw new AppError('validation', 'An alert needs an area', [
      {
        loc: ['body', 'latitude'],
        msg: 'Give latitude, longitude and radius_km, or a city or zip_code',
        type: 'missing',
      },
    ]);
  }
  return {
    ...area,
    keyword: body.event_name?.trim() || undefined,
    topic_ids: body.topic_ids,
    type_ids: body.type_ids,
    start_time_start: now,
    limit,
  };
}

export async function fetchNotifications(
  db: Db,
  body: FetchNotificationsBody,
  addressLanguage: 'en' | 'de',
  context: PollContext,
): Promise<FetchNotifications> {
  const now = context.now ?? new Date();
  const search = toAlertSearch(body, addressLanguage, now, NOTIFICATION_EVENTS_MAX);
  const eventIds = await events.findSoonestEventIds(db, search, { now }, context.upcoming);
  const nextFetch = nextFetchTime(now, context.crawlIntervalMinutes, context.random ?? Math.random);
  return { event_ids: eventIds, next_fetch: nextFetch.toISOString() };
}

/** A 422 naming the field when the alert could not be polled (unknown topic, address that cannot be placed …). */
export async function checkAlertCriteria(
  db: Db,
  body: FetchNotificationsBody,
  addressLanguage: 'en' | 'de',
): Promise<void> {
  const now = new Date();
  await events.findSoonestEventIds(db, toAlertSearch(body, addressLanguage, now, 1), { now });
}

/**
 * The alert's criteria checked and resolved as a poll resolves them (the same 422s): its words, topics, types
 * and circle. Web Push keeps them with the subscription, so matching never geocodes again (decision 027).
 */
export async function toAlertEventQuery(
  db: Db,
  body: FetchNotificationsBody,
  addressLanguage: 'en' | 'de',
): Promise<EventQuery & { circle: Circle }> {
  const now = new Date();
  const query = await toEventQuery(db, toAlertSearch(body, addressLanguage, now, 1), { now });
  const { circle } = query;
  // toAlertSearch refuses criteria without an area, so the circle is always there.
  if (circle === undefined) throw new Error('an alert without an area passed toAlertSearch');
  return { ...query, circle };
}
