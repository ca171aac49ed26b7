// The event search's filters as SQL over `events as e` (keyword, types, topics, times, source, perimeter, duplicates):
// shared by the search pages (event-search.repository.ts), alert polls, the map's markers and the analysis
// aggregates. Perimeter search is a box prefilter on btree indexes plus an exact haversine (DESIGN §5).
import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { type BoundingBox, EARTH_RADIUS_KM, type Point } from '../../../geo/distance.js';
import { BANDS_PER_DEGREE, bandRange } from '../../../geo/latitude-bands.js';
import { type EventsDb, type EventsEb, isListed } from '../event-rows.js';
import type { EventQuery } from './event-query.js';
import type { BoxAccess } from './perimeter-plan.js';

export type EventsQuery<O> = SelectQueryBuilder<EventsDb, 'e', O>;

/** The folded form of a word, computed by the same SQL function as the keyword index (migration 008). */
export const foldedPattern = (word: string) =>
  sql<string>`'%' || fold_umlaut_digraphs(lower(immutable_unaccent(${word}))) || '%'`;

/**
 * Haversine distance in km from the event's first location to `center`, the formula of geo/distance.ts. The
 * center is a point or another row's columns (duplicates/event-duplicates.repository.ts).
 */
export function distanceKmSql(center: Point | { lat: RawBuilder<number>; lon: RawBuilder<number> }) {
  return sql<number>`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
    power(sin(radians(e.lat - ${center.lat}::float8) / 2), 2)
    + cos(radians(${center.lat}::float8)) * cos(radians(e.lat)) * power(sin(radians(e.lon - ${center.lon}::float8) / 2), 2)
  ))))`;
}

/** float4 keeps ~7 digits: 1e-4° (~11 m) of slack keeps every point whose double lies in the box. */
const REAL_SLACK_DEGREES = 1e-4;

/** The same box over lat::real/lon::real, which only events_listed_start_order_idx serves (migration 017). */
function inBoxByStartTimeIndex(box: BoundingBox) {
  return sql<boolean>`(e.lat::real >= ${box.minLat - REAL_SLACK_DEGREES}
    and e.lat::real <= ${box.maxLat + REAL_SLACK_DEGREES}
    and e.lon::real >= ${box.minLon - REAL_SLACK_DEGREES}
    and e.lon::real <= ${box.maxLon + REAL_SLACK_DEGREES})`;
}

/** The box by latitude band, then longitude: the keys of events_listed_band_idx (migration 017). */
export function inBox(eb: EventsEb, box: BoundingBox) {
  const { first, last } = bandRange(box.minLat, box.maxLat);
  const band = sql<number>`(floor(e.lat * ${sql.lit(BANDS_PER_DEGREE)})::int)`;
  // One array parameter whatever the box: the statement text stays the same, so it stays prepared. The widest
  // circle allowed (RADIUS_KM_MAX, 500 km) spans ~9° of latitude, at most 452 bands.
  const bands = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  return eb.and([
    sql<boolean>`${band} = any(${bands}::int[])`,
    eb('e.lat', '>=', box.minLat),
    eb('e.lat', '<=', box.maxLat),
    eb('e.lon', '>=', box.minLon),
    eb('e.lon', '<=', box.maxLon),
  ]);
}

/** The box on lat and lon themselves: keys of events_listed_cell_start_idx (migration 027) after the cell. */
function inPlainBox(eb: EventsEb, box: BoundingBox) {
  return eb.and([
    eb('e.lat', '>=', box.minLat),
    eb('e.lat', '<=', box.maxLat),
    eb('e.lon', '>=', box.minLon),
    eb('e.lon', '<=', box.maxLon),
  ]);
}

/**
 * A pattern the unfolded search text matches whenever its folded form matches foldedPattern(word): a `%` after each
 * a, o and u of the folded word (and after each `_` or `%`, should folding ever make one). Folding only removes an
 * 'e' right after an a, o or u (migration 008), so the folded word's letters occur in the unfolded text in order,
 * with at most such 'e's between them. Checked in event-search.repository.test.ts.
 */
export const unfoldedPattern = (word: string) =>
  sql<string>`'%' || regexp_replace(fold_umlaut_digraphs(lower(immutable_unaccent(${word}))), '([aou_%])', '\\1%', 'g') || '%'`;

/**
 * Every word occurs in name, short description or description (served by the trigram index of migration 008).
 *
 * `walk` is for a statement that checks the words on each of hundreds of rows in turn (soonest-ids.repository.ts).
 * The same test, cheaper per row: each pattern is computed once per statement (a scalar subquery, run once as an
 * InitPlan) where a prepared statement's generic plan would fold the word again on every row; and the unfolded text
 * is tested first with unfoldedPattern, which every match passes, so that folding the whole text (three replace()
 * over it) is left to the rows that may match.
 */
export function matchesAllWords(words: readonly string[], { walk = false } = {}) {
  const tests = words.map((word) =>
    walk
      ? sql<boolean>`(e.search_text like (select ${unfoldedPattern(word)})
          and fold_umlaut_digraphs(e.search_text) like (select ${foldedPattern(word)}))`
      : sql<boolean>`fold_umlaut_digraphs(e.search_text) like ${foldedPattern(word)}`,
  );
  return sql<boolean>`(${sql.join(tests, sql` and `)})`;
}

/** The event is tagged with one of the topics (event_topics, served by its topic index). */
export function hasAnyTopic(eb: EventsEb, topicIds: readonly number[]) {
  return eb.exists(
    eb
      .selectFrom('event_topics as et')
      .select(sql`1`.as('one'))
      .whereRef('et.event_id', '=', 'e.id')
      .where('et.topic_id', 'in', [...topicIds]),
  );
}

/** The search's filters on a query over `events as e`: shared with the analysis aggregates (event-analysis.repository.ts). */
export function applyFilters<O>(
  qb: EventsQuery<O>,
  query: EventQuery,
  access: BoxAccess | 'cell' = 'box',
): EventsQuery<O> {
  let q = qb.where(isListed);
  if (query.collapseDuplicates) q = q.where((eb) => isNoCopyOfAnAnswer(eb, query));
  if (query.words.length > 0) q = q.where(matchesAllWords(query.words));
  if (query.typeIds.length > 0) q = q.where('e.event_type_id', 'in', [...query.typeIds]);
  if (query.topicIds.length > 0) q = q.where((eb) => hasAnyTopic(eb, query.topicIds));
  if (query.startFrom) q = q.where('e.start_time', '>=', query.startFrom);
  if (query.startUntil) q = q.where('e.start_time', '<=', query.startUntil);
  if (query.startBefore) q = q.where('e.start_time', '<', query.startBefore);
  if (query.createdAfter) q = q.where('e.created_at', '>', query.createdAfter);
  if (query.sourceId !== undefined) q = q.where('e.organising_source_id', '=', query.sourceId);
  const circle = query.circle;
  if (circle) {
    q = q
      .where((eb) => {
        if (access === 'time') return inBoxByStartTimeIndex(circle.box);
        return access === 'cell' ? inPlainBox(eb, circle.box) : inBox(eb, circle.box);
      })
      .where(sql<boolean>`${distanceKmSql(circle.center)} <= ${circle.radiusKm}`);
  }
  return q;
}

/**
 * Not a copy of an assembly whose canonical event (decision 048) answers the same search: searches show each group
 * of duplicates once, by its canonical event. A copy is listed when its canonical event does not answer: it started
 * earlier in the day than the search's start, lies just outside the circle, or is no longer listed. An anti-join on
 * migration 036's table by the event id, which the listed indexes carry; only the few copies have a row there, and
 * for those the canonical event's row is read by its id.
 */
function isNoCopyOfAnAnswer(eb: EventsEb, query: EventQuery) {
  // The inner `events as e` is the canonical event, so the search's own filters read its row.
  const answers = applyFilters(eb.selectFrom('events as e'), { ...query, collapseDuplicates: false }).select(
    'e.id',
  );
  return eb.not(
    eb.exists(
      eb
        .selectFrom('event_duplicates as d')
        .select(sql`1`.as('one'))
        .whereRef('d.event_id', '=', 'e.id')
        .whereRef('d.canonical_event_id', '<>', 'e.id')
        .where('d.canonical_event_id', 'in', answers),
    ),
  );
}
