// Remembers expensive event counts for a minute. Counting is proportional to the matches: the total of a
// large database is slow even from an index (decision 010 has the figure), and the event list asks for it on
// every page. Only counts that were slow (SLOW_COUNT_MS) and are large (MIN_KEPT_COUNT) are kept: a small total is
// cheap to count again, and it is where a missing new event shows (a source publishes an assembly, searches its
// town, and sees the list one longer than the total). A small count can be slow on a busy machine, so the time alone
// kept such totals (decision 010, addendum 2026-11-27).
import type { Db } from '../../../db/database.js';
import type { EventQuery } from './event-query.js';

export const SLOW_COUNT_MS = 50;
/** Totals below this are always counted afresh: a minute's new events would be a visible share of them. */
export const MIN_KEPT_COUNT = 100;
export const COUNT_TTL_MS = 60_000;
const MAX_ENTRIES = 1_000;
const MINUTE_MS = 60_000;

interface Entry {
  count: number;
  expiresAt: number;
}

interface Cache {
  entries: Map<string, Entry>;
  /** Counts running now: requests arriving together (the home map asks for pages at once) share one. */
  inFlight: Map<string, Promise<number>>;
}

// One cache per database handle: two apps in one process (tests) never share counts.
const caches = new WeakMap<Db, Cache>();

/**
 * The cache key of a query. Times are rounded down to the minute, so "from now" asked twice within a minute
 * shares one entry: the total may then miss events that started within that minute, at most.
 */
export function countKey(query: EventQuery): string {
  return JSON.stringify(query, (_key, value: unknown) => {
    if (typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value)) {
      return Math.floor(Date.parse(value) / MINUTE_MS);
    }
    return value;
  });
}

export async function cachedCount(
  db: Db,
  query: EventQuery,
  count: () => Promise<number>,
  now: () => number = Date.now,
): Promise<number> {
  let cache = caches.get(db);
  if (!cache) {
    cache = { entries: new Map(), inFlight: new Map() };
    caches.set(db, cache);
  }
  const { entries, inFlight } = cache;
  const key = countKey(query);
  const hit = entries.get(key);
  if (hit && hit.expiresAt > now()) return hit.count;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = countAndKeep(entries, key, count, now).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

async function countAndKeep(
  entries: Map<string, Entry>,
  key: string,
  count: () => Promise<number>,
  now: () => number,
) {
  const startedAt = now();
  const value = await count();
  if (now() - startedAt >= SLOW_COUNT_MS && value >= MIN_KEPT_COUNT) {
    if (entries.size >= MAX_ENTRIES) entries.clear();
    entries.set(key, { count: value, expiresAt: now() + COUNT_TTL_MS });
  }
  return value;
}
