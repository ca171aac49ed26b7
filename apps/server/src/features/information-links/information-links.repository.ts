// Reads of information links. Cities compare case-insensitively, served by information_links_place_idx.
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { InformationLink } from './information-links.schemas.js';

const COLUMNS = [
  'id',
  'native_name',
  'english_name',
  'native_url',
  'english_url',
  'country',
  'city',
  'zip_code',
  'region',
] as const;

export async function findCountriesWithLinks(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('information_links')
    .select('country')
    .distinct()
    .orderBy('country')
    .execute();
  return rows.map((r) => r.country);
}

export async function findCitiesWithLinks(db: Db, country: string): Promise<string[]> {
  const rows = await db
    .selectFrom('information_links')
    .select('city')
    .distinct()
    .where('country', '=', country)
    .where('city', 'is not', null)
    .execute();
  return rows.flatMap((r) => (r.city === null ? [] : [r.city]));
}

/** Country-wide links (city NULL), by id: the seed lists the national parliament first. */
export function findCountryLinks(db: Db, country: string): Promise<InformationLink[]> {
  return db
    .selectFrom('information_links')
    .select(COLUMNS)
    .where('country', '=', country)
    .where('city', 'is', null)
    .orderBy('id')
    .execute();
}

export function findCityLinks(db: Db, country: string, city: string): Promise<InformationLink[]> {
  return db
    .selectFrom('information_links')
    .select(COLUMNS)
    .where('country', '=', country)
    .where(sql`lower(city)`, '=', city.toLowerCase())
    .orderBy('id')
    .execute();
}
