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

// The platform admins' list and writes (issue 15 "Information").

export interface InformationLinkFilters {
  country?: string;
  /** Part of a city's name, letter case ignored; null for country-wide links only. */
  city?: string | null;
  text?: string;
}

export type InformationLinkRow = Omit<InformationLink, 'id'>;

/** `%`, `_` and `\` in a user's text match themselves in LIKE. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtered(db: Db, filters: InformationLinkFilters) {
  let query = db.selectFrom('information_links');
  if (filters.country !== undefined) query = query.where('country', '=', filters.country);
  if (filters.city === null) query = query.where('city', 'is', null);
  else if (filters.city !== undefined)
    query = query.where(sql`lower(city)`, 'like', likePattern(filters.city));
  const text = filters.text;
  if (text !== undefined) {
    const pattern = likePattern(text);
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(native_name)`, 'like', pattern),
        eb(sql`lower(english_name)`, 'like', pattern),
        eb(sql`lower(native_url)`, 'like', pattern),
        eb(sql`lower(coalesce(english_url, ''))`, 'like', pattern),
      ]),
    );
  }
  return query;
}

export async function findLinksPage(
  db: Db,
  filters: InformationLinkFilters,
  page: { limit: number; offset: number },
): Promise<{ total: number; links: InformationLink[] }> {
  const [count, links] = await Promise.all([
    filtered(db, filters)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
    filtered(db, filters)
      .select(COLUMNS)
      .orderBy('country')
      .orderBy(sql`city IS NOT NULL`)
      .orderBy(sql`lower(city)`)
      .orderBy(sql`lower(english_name)`)
      .orderBy('id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  return { total: Number(count.total), links };
}

export function findLinkById(db: Db, id: number): Promise<InformationLink | undefined> {
  return db.selectFrom('information_links').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Another link of the same place (country and city, letter case ignored) with this address. */
export async function hasSameAddress(
  db: Db,
  link: Pick<InformationLinkRow, 'country' | 'city' | 'native_url'>,
  exceptId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom('information_links')
    .select('id')
    .where('country', '=', link.country)
    .where('native_url', '=', link.native_url);
  query =
    link.city === null
      ? query.where('city', 'is', null)
      : query.where(sql`lower(city)`, '=', link.city.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export function insertLink(db: Db, link: InformationLinkRow): Promise<InformationLink> {
  return db.insertInto('information_links').values(link).returning(COLUMNS).executeTakeFirstOrThrow();
}

export function updateLink(
  db: Db,
  id: number,
  link: InformationLinkRow,
): Promise<InformationLink | undefined> {
  return db
    .updateTable('information_links')
    .set(link)
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function deleteLink(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('information_links').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
