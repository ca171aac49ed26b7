// The event search queries: filters, keyword, perimeter, order and paging over public events.
// Perimeter search is a box prefilter on btree indexes plus an exact haversine (DESIGN §5); see
// perimeter-plan.ts for how it stays fast at every radius.
import { type Compilable, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { prepared } from '../../../db/prepared-statements.js';
import { type BoundingBox, EARTH_RADIUS_KM, type Point } from '../../../geo/distance.js';
import { BANDS_PER_DEGREE, bandRange } from '../../../geo/latitude-bands.js';
import { type EventRow, type EventsDb, type EventsEb, eventColumns, isListed } from '../event-rows.js';
import type { EventPageQuery, EventQuery } from './event-query.js';
import { decideKeywordPage, type KeywordWalk, NAME_MATCHES_NEEDED, walkSize } from './keyword-page.js';
import { type BoxAccess, choosePerimeterPlan, isTimeOrderedPerimeter } from './perimeter-plan.js';

type EventsQuery<O> = SelectQueryBuilder<EventsDb, 'e', O>;

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
  if (query.topicIds.length > 0) {
    const topicIds = [...query.topicIds];
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('event_topics as et')
          .select(sql`1`.as('one'))
          .whereRef('et.event_id', '=', 'e.id')
          .where('et.topic_id', 'in', topicIds),
      ),
    );
  }
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

/** With a keyword, events whose name holds every word come first (then the requested order). */
function nameMatchesAll(words: readonly string[]) {
  const tests = words.map(
    (word) =>
      sql<boolean>`fold_umlaut_digraphs(lower(immutable_unaccent(e.name))) like ${foldedPattern(word)}`,
  );
  return sql<boolean>`(${sql.join(tests, sql` and `)})`;
}

export async function findEventPage(db: Db, query: EventPageQuery): Promise<EventRow[]> {
  return findEventPageBy(db, query, await choosePerimeterPlan(db, query));
}

/** findEventPage with the plan given (tests compare the plans; the benchmark times the bare query). */
export async function findEventPageBy(db: Db, query: EventPageQuery, access: BoxAccess): Promise<EventRow[]> {
  // A keyword page in start order takes no plan: its queries each use their own index (findKeywordPage).
  if (isKeywordInStartOrder(query)) {
    const page = await findKeywordPage(db, query);
    return inOrderOf(
      page,
      await findListedEventVersionsByIds(
        db,
        page.map((event) => event.id),
      ),
    );
  }
  return (await runPageQuery(
    db,
    query,
    eventPageQuery(db, query, access).select(eventColumns),
  )) as EventRow[];
}

/** An event's id and the version of its row, which changes with every update of the row. */
export interface EventVersion {
  id: number;
  version: string;
}

const rowVersion = 'e.row_version as version' as const;

/**
 * The ids and row versions of a page of findEventPage, in its order, without reading the rest of the rows. A
 * perimeter page comes from its index alone, which carries the version (migration 019).
 */
export async function findEventPageVersions(db: Db, query: EventPageQuery): Promise<EventVersion[]> {
  if (isKeywordInStartOrder(query)) return findKeywordPage(db, query);
  const access = await choosePerimeterPlan(db, query);
  const page = isTimeOrderedPerimeter(query)
    ? perimeterPageIds(db, query, access).select(rowVersion)
    : eventPageQuery(db, query, access).select(['e.id', rowVersion]);
  return runPageQuery(db, query, page);
}

/** The listed events among `ids` with their row versions, in no particular order. */
export async function findListedEventVersionsByIds(
  db: Db,
  ids: readonly number[],
): Promise<(EventRow & EventVersion)[]> {
  const rows = db
    .selectFrom('events as e')
    .select(eventColumns)
    .select(rowVersion)
    .where(sql<boolean>`e.id = any(${[...ids]}::int[])`)
    .where(isListed);
  // Prepared: one array parameter, so one text and one plan (the primary key) for every page.
  return (await db.executeQuery(prepared(rows))).rows as (EventRow & EventVersion)[];
}

/** The rows of `page`'s events in its order; an event whose row is gone by now is left out. */
function inOrderOf<R extends { id: number }>(page: readonly { id: number }[], rows: readonly R[]): R[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return page.flatMap(({ id }) => byId.get(id) ?? []);
}

/** Searches the keyword-page.ts way: with words, in start order (the order of every search screen). */
function isKeywordInStartOrder(query: EventPageQuery): boolean {
  return query.words.length > 0 && query.order.column === 'start_time';
}

/**
 * The ids and row versions of a keyword page (keyword-page.ts): walk the area's first events in start order,
 * which is the page query of a search without the words; then, if needed, the name matches in the area
 * (migration 020's index); or, when the walk shows the words are rare in the area, the search of every match.
 */
async function findKeywordPage(db: Db, query: EventPageQuery): Promise<EventVersion[]> {
  const { offset, limit, words } = query;
  const wordless: EventPageQuery = { ...query, words: [], offset: 0, limit: walkSize(offset, limit) };
  const walkedIds = await runPageQuery(
    db,
    wordless,
    perimeterPageIds(db, wordless, await choosePerimeterPlan(db, wordless)),
  );
  const direction = query.order.direction;
  const matches = await db
    .selectFrom('events as e')
    .select(['e.id', rowVersion, nameMatchesAll(words).as('nameMatch')])
    .where(sql<boolean>`e.id = any(${walkedIds.map((row) => row.id)}::int[])`)
    .where(matchesAllWords(words))
    .orderBy('e.start_time', direction)
    .orderBy('e.id', direction)
    .execute();
  const walk: KeywordWalk = { matches, complete: walkedIds.length < wordless.limit };
  const versions = new Map(matches.map((match) => [match.id, match.version]));
  let page = decideKeywordPage(walk, offset, limit);
  if (page === NAME_MATCHES_NEEDED) {
    // A name that holds the words is a search text that holds them, so only the name's index is needed.
    const nameMatches = await applyFilters(db.selectFrom('events as e'), { ...query, words: [] })
      .where(nameMatchesAll(words))
      .select(['e.id', rowVersion])
      .orderBy('e.start_time', direction)
      .orderBy('e.id', direction)
      .limit(offset + limit)
      .execute();
    for (const match of nameMatches) versions.set(match.id, match.version);
    page = decideKeywordPage(
      walk,
      offset,
      limit,
      nameMatches.map((match) => match.id),
    );
  }
  // Each id of a decided page is a walked match or a name match, so its version is known.
  if (Array.isArray(page)) return page.map((id) => ({ id, version: versions.get(id) as string }));
  return eventPageQuery(db, query, 'box').select(['e.id', rowVersion]).execute();
}

export async function runPageQuery<R>(db: Db, query: EventPageQuery, page: Compilable<R>): Promise<R[]> {
  // The perimeter page queries keep their plan whatever the values (migration 017), so they are prepared.
  if (!isTimeOrderedPerimeter(query)) return (await db.executeQuery(page.compile())).rows;
  return (await db.executeQuery(prepared(page))).rows;
}

/** The page's filters, order and paging; the caller chooses the columns. */
function eventPageQuery(db: Db, query: EventPageQuery, access: BoxAccess): EventsQuery<object> {
  if (isTimeOrderedPerimeter(query)) return perimeterPageQuery(db, query, access);
  let q = applyFilters(db.selectFrom('events as e'), query, access);
  if (query.words.length > 0) q = q.orderBy(nameMatchesAll(query.words), 'desc');
  const { column, direction } = query.order;
  q = q.orderBy(`e.${column}`, direction);
  if (column !== 'id') q = q.orderBy('e.id', direction);
  return q.offset(query.offset).limit(query.limit);
}

/**
 * A perimeter search in start order picks the page's ids on one index alone (migration 017: the band index for
 * 'box', the start-order index for 'time'), distance included, then reads only those rows from the table.
 */
function perimeterPageQuery(db: Db, query: EventPageQuery, access: BoxAccess): EventsQuery<object> {
  const { direction } = query.order;
  return db
    .selectFrom('events as e')
    .where('e.id', 'in', perimeterPageIds(db, query, access))
    .orderBy('e.start_time', direction)
    .orderBy('e.id', direction);
}

/** The ids of a perimeter page in start order, read from the plan's index alone. */
export function perimeterPageIds(db: Db, query: EventPageQuery, access: BoxAccess) {
  const { direction } = query.order;
  return applyFilters(db.selectFrom('events as e'), query, access)
    .select('e.id')
    .orderBy('e.start_time', direction)
    .orderBy('e.id', direction)
    .offset(query.offset)
    .limit(query.limit);
}

export async function countEventsMatching(db: Db, query: EventQuery): Promise<number> {
  const row = await applyFilters(db.selectFrom('events as e'), query)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
