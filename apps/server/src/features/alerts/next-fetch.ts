// When a device should ask for an alert's notifications again (spec §7 fetch-notifications, next_fetch).

/** Spec §4 "Alert polling" retries after 5 minutes; the server never asks for more than that either. */
export const NEXT_FETCH_MIN_MS = 5 * 60_000;
/** Polls spread over this share of the crawl interval after it. */
const JITTER_SHARE = 0.25;

/**
 * Events change with each crawl (hourly, spec §1) and the rare write by a source, so one poll per crawl
 * interval is enough. The random part spreads devices over a quarter of the interval, so devices that
 * started together (an app update, a morning) never poll in lockstep.
 */
export function nextFetchTime(now: Date, crawlIntervalMinutes: number, random: () => number): Date {
  const intervalMs = crawlIntervalMinutes * 60_000;
  const jitterMs = Math.floor(random() * intervalMs * JITTER_SHARE);
  return new Date(now.getTime() + Math.max(NEXT_FETCH_MIN_MS, intervalMs) + jitterMs);
}
