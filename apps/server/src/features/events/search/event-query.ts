// Turns search criteria (spec §7 Events) into a checked query: known topic and type ids, a sane time range,
// an address resolved to a point. The queries' shapes are here too, so the repository and the perimeter plan
// both read them from here.
import type { Db } from '../../../db/database.js';
import { type BoundingBox, boundingBox, type Point } from '../../../geo/distance.js';
import { AppError, throwIfIssues, type ValidationIssue, validationError } from '../../../http/errors.js';
import { unknownIdIssues } from '../../taxonomy/taxonomy.service.js';
import { otherPlaceName } from './address-names.js';
import type {
  AddressCriteria,
  EventFilter,
  EventSearchCriteria,
  PerimeterCriteria,
  SearchOptions,
  SortingKey,
} from './event-criteria.js';
import {
  ADDRESS_RADIUS_KM_DEFAULT,
  EVENT_OFFSET_MAX,
  EVENT_PAGE_SIZE_DEFAULT,
  EVENT_PAGE_SIZE_MAX,
  RADIUS_KM_MAX,
} from './event-search.schemas.js';
import { keywordWords } from './keyword.js';
import { findPlaceCached } from './place-cache.js';

export interface Circle {
  center: Point;
  radiusKm: number;
  box: BoundingBox;
}

/** A search, normalised by toEventQuery: every field is already validated. */
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

function circleAround(latitude: number, longitude: number, radiusKm: number): Circle {
  const center = { lat: latitude, lon: longitude };
  return { center, radiusKm, box: boundingBox(center, radiusKm) };
}

function checkPerimeter(perimeter: PerimeterCriteria, input: Input): Circle {
  const issues: ValidationIssue[] = [];
  const { latitude, longitude, radius_km } = perimeter;
  if (!(latitude >= -90 && latitude <= 90)) {
    issues.push({ loc: [input, 'latitude'], msg: 'Latitude must be from -90 to 90', type: 'value_error' });
  }
  if (!(longitude >= -180 && longitude <= 180)) {
    issues.push({
      loc: [input, 'longitude'],
      msg: 'Longitude must be from -180 to 180',
      type: 'value_error',
    });
  }
  if (!(radius_km > 0 && radius_km <= RADIUS_KM_MAX)) {
    issues.push({
      loc: [input, 'radius_km'],
      msg: `Radius must be more than 0 and at most ${RADIUS_KM_MAX} km`,
      type: 'value_error',
    });
  }
  if (issues.length > 0) throw new AppError('validation', 'Invalid perimeter', issues);
  return circleAround(latitude, longitude, radius_km);
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
  if (!(radius > 0 && radius <= RADIUS_KM_MAX)) {
    throw validationError([input, 'radius_km'], `Radius must be more than 0 and at most ${RADIUS_KM_MAX} km`);
  }
  let place = await findPlaceCached(db, { city, zip_code: zip, country });
  const alias = city && !place ? otherPlaceName(city) : undefined;
  if (alias) place = await findPlaceCached(db, { city: alias, zip_code: zip, country });
  if (!place) {
    const msg = city
      ? `Unknown address: no place named '${city}'${zip ? ` with postal code '${zip}'` : ''} in ${country}`
      : `Unknown address: no postal code '${zip}' in ${country}`;
    throw validationError([input, city ? 'city' : 'zip_code'], msg);
  }
  return circleAround(place.lat, place.lon, radius);
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
  throwIfIssues([
    ...(await unknownIdIssues(db, 'topic', [input, 'topic_ids'], filter.topic_ids ?? [])),
    ...(await unknownIdIssues(db, 'event type', [input, 'type_ids'], filter.type_ids ?? [])),
  ]);
  let circle: Circle | undefined;
  if (filter.perimeter) circle = checkPerimeter(filter.perimeter, input);
  else if (filter.address) circle = await resolveAddress(db, filter.address, input);
  return {
    words: keywordWords(filter.keyword),
    topicIds,
    typeIds,
    startFrom,
    startUntil,
    startBefore: filter.past ? now : undefined,
    createdAfter: toDate(filter.created_after, input, 'created_after'),
    sourceId: filter.organising_source_id,
    circle,
  };
}

function checkPage(criteria: EventSearchCriteria, input: Input): { offset: number; limit: number } {
  const offset = criteria.offset ?? 0;
  const limit = criteria.limit ?? EVENT_PAGE_SIZE_DEFAULT;
  if (!Number.isInteger(offset) || offset < 0 || offset > EVENT_OFFSET_MAX) {
    throw validationError([input, 'offset'], `Offset must be a whole number from 0 to ${EVENT_OFFSET_MAX}`);
  }
  if (!Number.isInteger(limit) || limit < 1 || limit > EVENT_PAGE_SIZE_MAX) {
    throw validationError([input, 'limit'], `Limit must be a whole number from 1 to ${EVENT_PAGE_SIZE_MAX}`);
  }
  return { offset, limit };
}

/** Filters plus paging and order. Past searches list the most recent first unless told otherwise. */
export async function toEventPageQuery(
  db: Db,
  criteria: EventSearchCriteria,
  options: SearchOptions = {},
): Promise<EventPageQuery> {
  const page = checkPage(criteria, options.input ?? 'body');
  const query = await toEventQuery(db, criteria, options);
  const column = ORDER_COLUMNS[criteria.sorting_key ?? 'start_time'];
  const direction = criteria.sorting_direction ?? (criteria.past ? 'desc' : 'asc');
  return { ...query, ...page, order: { column, direction } };
}
