// Source reading rules: only approved sources are public (DESIGN §4.6); a source that is not approved is
// visible to its administrators and platform admins only (decision 009); internal_contact is shown to them
// alone (spec §3); an address resolves through the offline gazetteer as in event address search.
import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { findPlace } from '../../geo/places.repository.js';
import type { Caller } from '../../http/auth.js';
import { AppError, throwIfIssues, validationError } from '../../http/errors.js';
import type { SourceType } from '../taxonomy/taxonomy.schemas.js';
import * as taxonomy from '../taxonomy/taxonomy.service.js';
import { canAdministerSource } from './source-permissions.js';
import { findSourceEventIds } from './source-writes.repository.js';
import * as repository from './sources.repository.js';
import {
  type AdministeredSource,
  SOURCE_NAME_SEARCH_LIMIT_DEFAULT,
  SOURCE_NAME_SEARCH_WORDS_MAX,
  SOURCE_PAGE_SIZE_DEFAULT,
  type Source,
  type SourceAddressSearchBody,
  type SourceEventsQuery,
  type SourceListQuery,
  type SourceNameMatch,
  type SourceNameSearchQuery,
} from './sources.schemas.js';

const NOT_FOUND = 'Source not found';

/** The schemas fill in the defaults; this only satisfies the types when a caller skips validation. */
function pageOf(query: { limit?: number; offset?: number }): repository.Page {
  return { limit: query.limit ?? SOURCE_PAGE_SIZE_DEFAULT, offset: query.offset ?? 0 };
}

/**
 * Spec §4 names 'pending' as the filter's default, but this call is public: without `approved` it answers
 * approved sources to everyone. The pending and rejected lists are the platform admins' approval queue:
 * anonymous 401, other users 403 (decision 009, superseding part of 007).
 */
export async function listSourceIds(
  db: Db,
  query: SourceListQuery,
  assertPlatformAdmin: () => Promise<unknown>,
): Promise<number[]> {
  const status = query.approved ?? 'approved';
  if (status !== 'approved') await assertPlatformAdmin();
  return repository.findSourceIds(db, status, pageOf(query));
}

/** A platform admin's lookup of sources by part of the name (the import's source picker), of every status. */
export async function findSourcesByName(db: Db, query: SourceNameSearchQuery): Promise<SourceNameMatch[]> {
  const [first, ...rest] = query.name.trim().split(/\s+/).slice(0, SOURCE_NAME_SEARCH_WORDS_MAX);
  // The schema's pattern demands a character that is not white space, so there is a first word.
  if (first === undefined) return [];
  return repository.findSourcesByName(db, [first, ...rest], query.limit ?? SOURCE_NAME_SEARCH_LIMIT_DEFAULT);
}

/**
 * Who is calling, asked only when it matters (a source that is not approved), so that public reads of
 * approved sources never fail on a stale token.
 */
export type CallerLookup = () => Promise<Caller | undefined>;

/** A source that is not approved answers 404 to everyone but its administrators, as an unknown id does. */
export async function getSource(db: Db, id: number, caller: CallerLookup): Promise<Source> {
  const row = await findVisibleSource(db, id, caller);
  return toSource(row, await sourceTypeOf(db, row));
}

/** For the source's administrators and platform admins, who are checked before: every field. */
export async function getAdministeredSource(db: Db, id: number): Promise<AdministeredSource> {
  const [row, internalContact] = await Promise.all([
    repository.findSourceById(db, id),
    repository.findInternalContact(db, id),
  ]);
  if (!row || internalContact === undefined) throw new AppError('not_found', NOT_FOUND);
  return { ...toSource(row, await sourceTypeOf(db, row)), internal_contact: internalContact };
}

async function findVisibleSource(
  db: Db,
  id: number,
  caller: CallerLookup,
): Promise<repository.PublicSourceRow> {
  const row = await repository.findSourceById(db, id);
  if (!row) throw new AppError('not_found', NOT_FOUND);
  if (row.approval_status !== 'approved' && !(await canAdministerSource(db, await caller(), id))) {
    throw new AppError('not_found', NOT_FOUND);
  }
  return row;
}

async function sourceTypeOf(db: Db, row: repository.PublicSourceRow): Promise<SourceType> {
  const sourceType = (await taxonomy.listSourceTypes(db)).find((t) => t.id === row.source_type_id);
  if (!sourceType) throw new Error(`source ${row.id} has an unknown source type ${row.source_type_id}`);
  return sourceType;
}

/** Public sources in the order of `ids`, without duplicates; ids that are unknown or not approved are left out. */
export async function getSources(db: Db, ids: readonly number[]): Promise<Source[]> {
  const unique = [...new Set(ids)];
  const [rows, sourceTypes] = await Promise.all([
    repository.findApprovedSources(db, unique),
    taxonomy.listSourceTypes(db),
  ]);
  const typeById = new Map(sourceTypes.map((t) => [t.id, t]));
  const rowById = new Map(rows.map((r) => [r.id, r]));
  return unique.flatMap((id) => {
    const row = rowById.get(id);
    const sourceType = row && typeById.get(row.source_type_id);
    return row && sourceType ? [toSource(row, sourceType)] : [];
  });
}

/** The title image's path, versioned so a changed image is fetched again; null when there is none. */
export function titleImagePath(sourceId: number, imageUpdatedAt: Date | null): string | null {
  return imageUpdatedAt === null ? null : `/v1/source/${sourceId}/title-image?v=${imageUpdatedAt.getTime()}`;
}

function toSource(row: repository.PublicSourceRow, sourceType: SourceType): Source {
  const { image_updated_at, created_at, updated_at, ...fields } = row;
  return {
    ...fields,
    source_type: sourceType,
    has_title_image: image_updated_at !== null,
    title_image_url: titleImagePath(row.id, image_updated_at),
    created_at: created_at.toISOString(),
    updated_at: updated_at.toISOString(),
  };
}

export async function searchSourceIdsByAddress(db: Db, body: SourceAddressSearchBody): Promise<number[]> {
  return repository.findSourceIdsMatching(db, await resolveFilter(db, body), pageOf(body));
}

export async function countSourcesByAddress(db: Db, body: SourceAddressSearchBody): Promise<number> {
  return repository.countSourcesMatching(db, await resolveFilter(db, body));
}

/**
 * Unknown type or topic ids and an address the gazetteer does not know answer 422 with a message,
 * not an empty list: an empty list would read as "no organisations here".
 */
async function resolveFilter(db: Db, body: SourceAddressSearchBody): Promise<repository.SourceFilter> {
  const typeIds = body.type_ids ?? [];
  const topicIds = body.topic_ids ?? [];
  throwIfIssues([
    ...(await taxonomy.unknownIdIssues(db, 'source type', ['body', 'type_ids'], typeIds)),
    ...(await taxonomy.unknownIdIssues(db, 'topic', ['body', 'topic_ids'], topicIds)),
  ]);
  const country = body.country?.trim().toUpperCase() || undefined;
  const city = body.city?.trim() || undefined;
  const zipCode = body.zip_code?.trim() || undefined;
  const cityNames: string[] = [];
  if (zipCode) {
    const place = await findPlace(db, { zip_code: zipCode, country });
    if (!place) throw validationError(['body', 'zip_code'], `Unknown postal code: ${zipCode}`);
    cityNames.push(place.name);
  }
  if (city) {
    const place = await findPlace(db, { city, country });
    if (!place) throw validationError(['body', 'city'], `Unknown city: ${city}`);
    cityNames.push(city, place.name);
  }
  return { typeIds, topicIds, country, cityNames, zipCode };
}

/** Spec §2 "Source detail": the next events from now, soonest first. Deleted events are left out. */
export async function listFutureEventIds(
  db: Db,
  sourceId: number,
  page: SourceEventsQuery,
  caller: CallerLookup,
): Promise<number[]> {
  await findVisibleSource(db, sourceId, caller);
  return findSourceEventIds(db, sourceId, 'future', pageOf(page));
}

/** The events that started before now, the most recent first. */
export async function listPastEventIds(
  db: Db,
  sourceId: number,
  page: SourceEventsQuery,
  caller: CallerLookup,
): Promise<number[]> {
  await findVisibleSource(db, sourceId, caller);
  return findSourceEventIds(db, sourceId, 'past', pageOf(page));
}

export interface TitleImage {
  content: Buffer;
  mimeType: string;
  /** A strong ETag from the bytes, so an unchanged image answers 304 whatever its URL. */
  etag: string;
  /** Whether shared caches may keep it: only the image of an approved source is public. */
  isPublic: boolean;
}

export async function getTitleImage(db: Db, sourceId: number, caller: CallerLookup): Promise<TitleImage> {
  const image = await repository.findTitleImage(db, sourceId);
  const isPublic = image?.approval_status === 'approved';
  if (!image || (!isPublic && !(await canAdministerSource(db, await caller(), sourceId)))) {
    throw new AppError('not_found', 'Source has no title image');
  }
  const content = Buffer.from(image.content);
  const etag = `"${createHash('sha256').update(content).digest('base64url').slice(0, 27)}"`;
  return { content, mimeType: image.mime_type, etag, isPublic };
}
