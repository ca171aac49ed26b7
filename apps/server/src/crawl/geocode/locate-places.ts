// Turns a draft's places into the spec's locations: [{ geography: Point [lon, lat], country, city, … }].
// The assembly point falls back from street level to postal code to city; further route stops are kept
// only where a place table or the external geocoder knows them (the route text stays on the event).
import type { Db } from '../../db/database.js';
import type { EventLocation } from '../../db/tables.js';
import { findPlace } from '../../geo/places.repository.js';
import type { DraftPlace } from '../feed.js';
import type { ExternalGeocoder } from './external-geocoder.js';
import { lookUpPlace, type PlaceTable, type Point } from './place-table.js';

/** Locations remembered per crawl (a locator lives for one crawl). */
const MAX_REMEMBERED = 50_000;

export type LocationPrecision = 'address' | 'place' | 'zip' | 'city';

export interface Locator {
  /**
   * Locating may wait on the external geocoder (1 request/s): a crawl then locates its new rows before
   * its transaction opens (apply-crawl.ts prelocate).
   */
  readonly usesExternalGeocoder: boolean;
  /** `db` is the crawl's transaction: with PGlite's single connection, any other handle would wait on it. */
  locate(db: Db, places: readonly DraftPlace[]): Promise<EventLocation[]>;
}

export function createLocator(options: {
  placeTables?: Record<string, PlaceTable>;
  external?: ExternalGeocoder;
}): Locator {
  const located = new Map<string, EventLocation[]>();
  // Postal codes and cities repeat across rows (1,500 Berlin rows use ~190 codes): ask the gazetteer once each.
  const gazetteer = new Map<string, Promise<Point | undefined>>();
  const offline = (db: Db, zip: string | null, city: string | null, country: string) => {
    const key = `${country}|${zip ?? ''}|${zip ? '' : (city ?? '')}`;
    let pending = gazetteer.get(key);
    if (!pending) {
      pending = findPlace(db, { zip_code: zip, city: zip ? null : city, country }).then((found) =>
        found ? { lat: found.lat, lon: found.lon } : undefined,
      );
      gazetteer.set(key, pending);
    }
    return pending;
  };

  async function pointOf(db: Db, place: DraftPlace, isAssemblyPoint: boolean) {
    const table = place.city ? options.placeTables?.[place.city] : undefined;
    const fromTable = table && lookUpPlace(table, place.label);
    if (fromTable) return { point: fromTable, precision: 'place' as const };
    if (options.external && place.label) {
      const query = [place.label, [place.zip_code, place.city].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', ');
      const point = await options.external.locate(db, query);
      if (point) return { point, precision: 'address' as const };
    }
    if (!isAssemblyPoint) return undefined;
    if (place.zip_code) {
      const point = await offline(db, place.zip_code, null, place.country);
      if (point) return { point, precision: 'zip' as const };
    }
    if (place.city) {
      const point = await offline(db, null, place.city, place.country);
      if (point) return { point, precision: 'city' as const };
    }
    return undefined;
  }

  return {
    usesExternalGeocoder: options.external !== undefined,
    async locate(db, places) {
      // Offline answers (place tables, the gazetteer map above) cost a map lookup to repeat: remembering
      // them would hold a key and locations per new row of a crawl (bench/README.md).
      if (!options.external) return locateAll(db, places);
      // The same places twice in one crawl (prelocate, then inside the transaction) cost one lookup.
      const key = JSON.stringify(places);
      const known = located.get(key);
      if (known) return known;
      const locations = await locateAll(db, places);
      if (located.size < MAX_REMEMBERED) located.set(key, locations);
      return locations;
    },
  };

  async function locateAll(db: Db, places: readonly DraftPlace[]): Promise<EventLocation[]> {
    const locations: (EventLocation & { precision: LocationPrecision })[] = [];
    for (const [index, place] of places.entries()) {
      const found = await pointOf(db, place, index === 0);
      if (!found) {
        if (index === 0) return [];
        continue;
      }
      locations.push({
        geography: { type: 'Point', coordinates: [found.point.lon, found.point.lat] },
        country: place.country,
        city: place.city,
        zip_code: place.zip_code,
        street: place.street,
        house_number: place.house_number,
        precision: found.precision,
      });
    }
    return locations;
  }
}
