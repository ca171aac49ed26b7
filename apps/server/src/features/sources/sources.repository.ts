// Reads of sources and their title images. Returns rows or undefined; never throws for
// "not found". Image bytes are read only by findTitleImage, so lists never drag them along.
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ApprovalStatus, Database } from '../../db/tables.js';

export interface PublicSourceRow {
  id: number;
  name: string;
  country: string;
  city: string;
  zip_code: string | null;
  street: string | null;
  house_number: string | null;
  source_type_id: number;
  description: string;
  url: string | null;
  public_contact: string | null;
  approval_status: ApprovalStatus;
  created_at: Date;
  updated_at: Date;
  topic_ids: number[];
  image_updated_at: Date | null;
}

export interface Page {
  limit: number;
  offset: number;
}

export interface SourceFilter {
  typeIds: readonly number[];
  topicIds: readonly number[];
  country: string | undefined;
  /** City names to match, compared lower-cased and accent-free; empty means any city. */
  cityNames: readonly string[];
  zipCode: string | undefined;
}

type SourcesExpression = ExpressionBuilder<Database, 'sources'>;

export async function findSourceIds(db: Db, status: ApprovalStatus, page: Page): Promise<number[]> {
  const rows = await db
    .selectFrom('sources')
    .select('id')
    .where('approval_status', '=', status)
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((r) => r.id);
}

/** The approved sources among `ids`, in no particular order; internal_contact is never selected. */
export function findApprovedSources(db: Db, ids: readonly number[]): Promise<PublicSourceRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectSources(db)
    .where('sources.id', 'in', ids)
    .where('sources.approval_status', '=', 'approved')
    .execute();
}

/** One source whatever its approval status, for its administrators; still without internal_contact. */
export function findSourceById(db: Db, id: number): Promise<PublicSourceRow | undefined> {
  return selectSources(db).where('sources.id', '=', id).executeTakeFirst();
}

/** Not public (spec §3): read only for the source's administrators and platform admins. */
export async function findInternalContact(db: Db, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('sources')
    .select('internal_contact')
    .where('id', '=', id)
    .executeTakeFirst();
  return row === undefined ? undefined : String(row.internal_contact);
}

function selectSources(db: Db) {
  return db
    .selectFrom('sources')
    .leftJoin('source_title_images', 'source_title_images.source_id', 'sources.id')
    .select([
      'sources.id',
      'sources.name',
      'sources.country',
      'sources.city',
      'sources.zip_code',
      'sources.street',
      'sources.house_number',
      'sources.source_type_id',
      'sources.description',
      'sources.url',
      'sources.public_contact',
      'sources.approval_status',
      'sources.created_at',
      'sources.updated_at',
      'source_title_images.updated_at as image_updated_at',
      sql<number[]>`coalesce(
        (SELECT array_agg(st.topic_id ORDER BY st.topic_id) FROM source_topics st WHERE st.source_id = sources.id),
        '{}'::integer[])`.as('topic_ids'),
    ]);
}

function matchesFilter(filter: SourceFilter) {
  return (eb: SourcesExpression) => {
    const conditions = [eb('approval_status', '=', 'approved')];
    if (filter.typeIds.length > 0) conditions.push(eb('source_type_id', 'in', filter.typeIds));
    if (filter.topicIds.length > 0) {
      conditions.push(
        eb.exists(
          eb
            .selectFrom('source_topics')
            .select('source_topics.source_id')
            .whereRef('source_topics.source_id', '=', 'sources.id')
            .where('source_topics.topic_id', 'in', filter.topicIds),
        ),
      );
    }
    if (filter.country) conditions.push(eb('country', '=', filter.country));
    const place = [];
    if (filter.cityNames.length > 0) {
      const names = filter.cityNames.map((name) => sql`lower(immutable_unaccent(${name}))`);
      place.push(eb(sql`lower(immutable_unaccent(sources.city))`, 'in', names));
    }
    if (filter.zipCode) place.push(eb('zip_code', '=', filter.zipCode));
    if (place.length > 0) conditions.push(eb.or(place));
    return eb.and(conditions);
  };
}

/** Approved sources matching the filter, by name (case-insensitive) then id. */
export async function findSourceIdsMatching(db: Db, filter: SourceFilter, page: Page): Promise<number[]> {
  const rows = await db
    .selectFrom('sources')
    .select('id')
    .where(matchesFilter(filter))
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((r) => r.id);
}

export async function countSourcesMatching(db: Db, filter: SourceFilter): Promise<number> {
  const row = await db
    .selectFrom('sources')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where(matchesFilter(filter))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The title image whatever the source's approval status; the service decides who may see it. */
export function findTitleImage(
  db: Db,
  sourceId: number,
): Promise<
  { content: Uint8Array; mime_type: string; updated_at: Date; approval_status: ApprovalStatus } | undefined
> {
  return db
    .selectFrom('source_title_images')
    .innerJoin('sources', 'sources.id', 'source_title_images.source_id')
    .select([
      'source_title_images.content',
      'source_title_images.mime_type',
      'source_title_images.updated_at',
      'sources.approval_status',
    ])
    .where('source_title_images.source_id', '=', sourceId)
    .executeTakeFirst();
}

export interface SourceNameRow {
  id: number;
  name: string;
  city: string;
  country: string;
  approval_status: ApprovalStatus;
}

/**
 * Sources of any approval status whose name holds every word, folded as the event search folds (lower-cased,
 * accent-free, umlaut digraphs as their vowel: "Muenchen" finds "München"): names that start with the first word
 * first, then by name and id. No index: the table holds organisations, not events.
 */
export async function findSourcesByName(
  db: Db,
  words: readonly [string, ...string[]],
  limit: number,
): Promise<SourceNameRow[]> {
  const position = (word: string) =>
    sql<number>`strpos(fold_umlaut_digraphs(lower(immutable_unaccent(name))), fold_umlaut_digraphs(lower(immutable_unaccent(${word}))))`;
  let query = db.selectFrom('sources').select(['id', 'name', 'city', 'country', 'approval_status']);
  for (const word of words) query = query.where(position(word), '>', 0);
  return query
    .orderBy(sql`${position(words[0])} = 1 desc`)
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .limit(limit)
    .execute();
}
