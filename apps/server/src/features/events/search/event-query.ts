// Turns search criteria (spec §7 Events) into a checked query: known topic and type ids, a sane time range,
// an address resolved to a point. The bounds of the area and the page are not checked here: every caller
// validates its criteria with the schemas built from event-search.schemas.ts (Latitude, Longitude, Radius,
// the page's offset and limit) first. The queries' shapes are here too, so the repository and the perimeter
// plan both read them from here.
import type { Db } from '../../../db/database.js';
import { type BoundingBox, boundingBox, type Point } from '../../../geo/distance.js';
import { throwIfIssues, validationError } from '../../../http/errors.js';
import { findKnownTopicsAndTypes, issuesOfIds } from '../../taxonomy/taxonomy.service.js';
import { otherPlaceName } from './address-names.js';
import type {
  AddressCriteria,
  EventFilter,
  EventSearchCriteria,
  PerimeterCriteria,
  SearchOptions,
  SortingKey,
} from './event-criteria.js';
import { ADDRESS_RADIUS_KM_DEFAULT, EVENT_PAGE_SIZE_DEFAULT } from './event-search.schemas.js';
import { keywordWords } from './keyword.js';
import { findPlaceCached } from './place-cache.js';

export interface Circle {
  center: Point;
  radiusKm: number;
  box: BoundingBox;
}

/** A search, normalised by toEventQuery: every field is already validated (by the caller's schema and here). */
export interface EventQuery {
  /** Words that must all occur in name, short description or description (see keyword.ts). */
  words: readonly string[];
  topicIds: readonly number[];
  typeIds: readonly number[];
  /** start_time ≥ this */
  startFrom?: Date | undefined;
  /** start_time ≤ this */
  startUntil?: Date | undefined;
  /** start_time < this (past events) */
  startBefore?: Date | undefined;
  createdAfter?: Date | undefined;
  sourceId?: number | undefined;
  circle?: Circle | undefined;
  /**
   * Shows each group of cross-source duplicates once (decision 048): a copy is left out when its canonical event
   * answers the same criteria. Only for criteria of place and time (toEventQuery); with a keyword, topics, types or a
   * source every copy that answers is listed: the keyword page and the polls' walks test the words on rows that the
   * filters without the words found, and so would test the canonical event without them.
   */
  collapseDuplicates?: boolean | undefined;
}

export type OrderColumn = 'id' | 'created_at' | 'name' | 'start_time';

export interface EventOrder {
  column: OrderColumn;
  direction: 'asc' | 'desc';
}

export interface EventPageQuery extends EventQuery {
  order: EventOrder;
  offset: number;
  limit: number;
}

export const ORDER_COLUMNS: Record<SortingKey, OrderColumn> = {
  id: 'id',
  created: 'created_at',
  name: 'name',
  start_time: 'start_time',
};

type Input = NonNullable<SearchOptions['input']>;

function toDate(value: string | Date | undefined, input: Input, field: string): Date | undefined {
  if (value === undefined) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) {
    throw validationError([input, field], 'Input should be a valid datetime', 'datetime_parsing');
  }
  return date;
}

function circleAround({ latitude, longitude, radius_km }: PerimeterCriteria): Circle {
  const center = { lat: latitude, lon: longitude };
  return { center, radiusKm: radius_km, box: boundingBox(center, radius_km) };
}

/** The point of an address, from the offline gazetteer; a 422 naming the field when it is unknown. */
export async function resolveAddress(
  db: Db,
  address: AddressCriteria,
  input: Input = 'body',
): Promise<Circle> {
  const country = address.country || 'DE';
  const city = address.city?.trim() || undefined;
  const zip = address.zip_code?.trim() || undefined;
  if (!city && !zip) throw validationError([input, 'city'], 'Give a city or a zip code', 'missing');
  const radius = address.radius_km ?? ADDRESS_RADIUS_KM_DEFAULT;
  let place = await findPlaceCached(db, { city, zip_code: zip, country });
  const alias = city && !place ? otherPlaceName(city) : undefined;
  if (alias) place = await findPlaceCached(db, { city: alias, zip_code: zip, country });
  if (!place) {
    const msg = city
      ? `Unknown address: no place named '${city}'${zip ? ` with postal code '${zip}'` : ''} in ${country}`
      : `Unknown address: no postal code '${zip}' in ${country}`;
    throw validationError([input, city ? 'city' : 'zip_code'], msg);
  }
  return circleAround({ latitude: place.lat, longitude: place.lon, radius_km: radius });
}

/** Validates and normalises the filters into a repository query. */
export async function toEventQuery(
  db: Db,
  filter: EventFilter,
  options: SearchOptions = {},
): Promise<EventQuery> {
  const input = options.input ?? 'body';
  const now = options.now ?? new Date();
  const startFrom = toDate(filter.start_time_start, input, 'start_time_start');
  const startUntil = toDate(filter.start_time_end, input, 'start_time_end');
  if (startFrom && startUntil && startUntil < startFrom) {
    throw validationError([input, 'start_time_end'], 'start_time_end must not be before start_time_start');
  }
  const topicIds = [...new Set(filter.topic_ids ?? [])];
  const typeIds = [...new Set(filter.type_ids ?? [])];
  const known = options.known ?? (await findKnownTopicsAndTypes(db, topicIds, typeIds));
  throwIfIssues([
    ...issuesOfIds('topic', [input, 'topic_ids'], filter.topic_ids ?? [], (id) => known.topicIds.has(id)),
    ...issuesOfIds('event type', [input, 'type_ids'], filter.type_ids ?? [], (id) => known.typeIds.has(id)),
  ]);
  let circle: Circle | undefined;
  if (filter.perimeter) circle = circleAround(filter.perimeter);
  else if (filter.address) circle = await resolveAddress(db, filter.address, input);
  const words = keywordWords(filter.keyword);
  const sourceId = filter.organising_source_id;
  return {
    words,
    topicIds,
    typeIds,
    startFrom,
    startUntil,
    startBefore: filter.past ? now : undefined,
    createdAfter: toDate(filter.created_after, input, 'created_after'),
    sourceId,
    circle,
    collapseDuplicates:
      words.length === 0 && topicIds.length === 0 && typeIds.length === 0 && sourceId === undefined,
  };
}

/** Filters plus paging and order. Past searches list the most recent first unless told otherwise. */
export async function toEventPageQuery(
  db: Db,
  criteria: EventSearchCriteria,
  options: SearchOptions = {},
): Promise<EventPageQuery> {
  const query = await toEventQuery(db, criteria, options);
  const column = ORDER_COLUMNS[criteria.sorting_key ?? 'start_time'];
  const direction = criteria.sorting_direction ?? (criteria.past ? 'desc' : 'asc');
  const offset = criteria.offset ?? 0;
  const limit = criteria.limit ?? EVENT_PAGE_SIZE_DEFAULT;
  return { ...query, offset, limit, order: { column, direction } };
}
