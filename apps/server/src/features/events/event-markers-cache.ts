// Issue 17 finding 6: the markers answer is the most expensive public read (up to EVENT_MARKERS_MAX rows per
// call) and the same for everyone, so it is computed once a minute per kind (upcoming, past) and shared. The
// answer already tells HTTP caches it may be a minute old (Cache-Control max-age=60); a new event shows on
// the map within that minute. Requests arriving while it is computed wait for that one computation.
import type { Db } from '../../db/database.js';

export const MARKERS_TTL_MS = 60_000;

interface Entry<T> {
  value: T;
  expiresAt: number;
}

interface Cache<T> {
  entries: Map<string, Entry<T>>;
  inFlight: Map<string, Promise<T>>;
}

// One cache per database handle: two apps in one process (tests) never share answers.
const caches = new WeakMap<Db, Cache<unknown>>();

export async function cachedMarkers<T>(
  db: Db,
  key: string,
  compute: () => Promise<T>,
  now: number,
): Promise<T> {
  let cache = caches.get(db) as Cache<T> | undefined;
  if (cache === undefined) {
    cache = { entries: new Map(), inFlight: new Map() };
    caches.set(db, cache as Cache<unknown>);
  }
  const { entries, inFlight } = cache;
  const hit = entries.get(key);
  if (hit !== undefined && hit.expiresAt > now) return hit.value;
  let pending = inFlight.get(key);
  if (pending === undefined) {
    pending = compute()
      .then((value) => {
        entries.set(key, { value, expiresAt: now + MARKERS_TTL_MS });
        return value;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}
