// Optional street-level geocoding through a Nominatim-compatible service (GEOCODER_URL), with a
// persistent cache (misses included) and at most one request per second (Nominatim's usage policy).
import type { Db } from '../../db/database.js';
import type { HttpClient } from '../http/http-client.js';
import type { Point } from './place-table.js';

export const GEOCODER_MIN_INTERVAL_MS = 1_000;

export interface ExternalGeocoder {
  /** undefined: not found, or the lookup budget of this crawl is spent. */
  /** `db` is the crawl's transaction (see Locator). */
  locate(db: Db, query: string): Promise<Point | undefined>;
}

export function createExternalGeocoder(options: {
  baseUrl: string;
  http: HttpClient;
  maxLookups: number;
  minIntervalMs?: number;
}): ExternalGeocoder {
  let lookups = 0;
  let nextAllowedAt = 0;
  const interval = options.minIntervalMs ?? GEOCODER_MIN_INTERVAL_MS;
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    async locate(db, query) {
      const key = query.trim().toLowerCase();
      const cached = await db
        .selectFrom('geocode_cache')
        .select(['lat', 'lon'])
        .where('query', '=', key)
        .executeTakeFirst();
      if (cached)
        return cached.lat === null || cached.lon === null ? undefined : { lat: cached.lat, lon: cached.lon };
      if (lookups >= options.maxLookups) return undefined;
      lookups++;
      const waitMs = nextAllowedAt - Date.now();
      if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
      let point: Point | undefined;
      try {
        const url = `${base}/search?format=jsonv2&limit=1&countrycodes=de&q=${encodeURIComponent(query)}`;
        const response = await options.http.get(url, { accept: 'application/json' });
        const [first] = JSON.parse(response.text) as { lat?: string; lon?: string }[];
        const lat = Number(first?.lat);
        const lon = Number(first?.lon);
        if (first && Number.isFinite(lat) && Number.isFinite(lon)) point = { lat, lon };
      } catch {
        // A failing geocoder leaves the offline fallback in place and is asked again next crawl.
        return undefined;
      } finally {
        // Counted from the end of a request, so the service never sees two within the interval.
        nextAllowedAt = Date.now() + interval;
      }
      await db
        .insertInto('geocode_cache')
        .values({ query: key, lat: point?.lat ?? null, lon: point?.lon ?? null })
        .onConflict((oc) => oc.column('query').doNothing())
        .execute();
      return point;
    },
  };
}
