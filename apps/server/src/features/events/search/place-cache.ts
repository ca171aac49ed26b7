// Remembers where addresses are. An address search (spec §7) resolves the city or postal code with the offline
// gazetteer first, one to four queries before the search itself; the gazetteer is loaded at start-up and only
// read while the server runs. Only places found are kept: a name that was unknown is looked up again, so a
// gazetteer loaded later is seen at once, and made-up names cannot fill the cache.
import type { Db } from '../../../db/database.js';
import { type FoundPlace, findPlace, type PlaceQuery } from '../../../geo/places.repository.js';

export const PLACE_TTL_MS = 3_600_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  place: FoundPlace;
  expiresAt: number;
}

// One cache per database handle, like count-cache.ts: two apps in one process (tests) never share places.
const caches = new WeakMap<Db, Map<string, Entry>>();

export async function findPlaceCached(
  db: Db,
  query: PlaceQuery,
  now: () => number = Date.now,
): Promise<FoundPlace | undefined> {
  let entries = caches.get(db);
  if (!entries) {
    entries = new Map();
    caches.set(db, entries);
  }
  const key = JSON.stringify([query.city ?? null, query.zip_code ?? null, query.country ?? null]);
  const hit = entries.get(key);
  if (hit && hit.expiresAt > now()) return hit.place;
  const place = await findPlace(db, query);
  if (place) {
    if (entries.size >= MAX_ENTRIES) entries.clear();
    entries.set(key, { place, expiresAt: now() + PLACE_TTL_MS });
  }
  return place;
}
