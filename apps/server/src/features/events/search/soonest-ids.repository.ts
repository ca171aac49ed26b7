// The ids of the first matches in start order, and nothing else: alert polling (spec §4) compares ids, so it needs
// neither rows, nor row versions, nor the search's ranking of name matches first (decisions 016 and 024).
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { prepared } from '../../../db/prepared-statements.js';
import { CELLS_PER_DEGREE, cellCount, cellsOfBox } from '../../../geo/cells.js';
import { applyFilters, matchesAllWords } from './event-filters.js';
import type { EventPageQuery } from './event-query.js';
import { perimeterPageIds, runPageQuery } from './event-search.repository.js';
import { foldWords } from './folded-words.js';
import { walkSize } from './keyword-page.js';
import { choosePerimeterPlan } from './perimeter-plan.js';
import type { UpcomingEvents } from './upcoming-index-sync.js';
import { isIndexableWord } from './upcoming-words.js';

/**
 * A circle touching more cells than this walks the perimeter plan's way (walkByPerimeterPlan): each cell is one more
 * branch of the statement. 50 km in Germany touches at most 12.
 */
export const CELL_WALK_MAX_CELLS = 16;

/**
 * Events the in-memory walk reads before it leaves the poll to the SQL (a word rare in a wide area: the trigram
 * index finds its few events sooner). Reading one costs well under a microsecond.
 */
export const UPCOMING_VISIT_MAX = 20_000;

/**
 * The ids of the query's first `limit` matches by start time, then id (offset is ignored: polls read the first
 * page only). With `upcoming` (a server's index of upcoming events, decision 045) they come from memory when the
 * index can tell them. Otherwise, without words this is the perimeter search's own id query. With words the area's
 * first events in start order are walked (as keyword-page.ts does) and the words checked on those rows, in one
 * statement; only when the walk holds too few matches and did not reach the area's end does it take the search of
 * every match.
 */
export async function findSoonestEventIds(
  db: Db,
  query: EventPageQuery,
  upcoming?: UpcomingEvents,
): Promise<number[]> {
  const page: EventPageQuery = { ...query, offset: 0, order: { column: 'start_time', direction: 'asc' } };
  const fromIndex = upcoming && (await findSoonestInIndex(db, page, upcoming));
  if (fromIndex) return fromIndex;
  if (page.circle === undefined) return idsOf(await everyMatchInStartOrder(db, page).execute());
  if (page.words.length === 0) {
    const access = await choosePerimeterPlan(db, page);
    return idsOf(await runPageQuery(db, page, perimeterPageIds(db, page, access)));
  }
  const walk =
    cellCount(page.circle.box) <= CELL_WALK_MAX_CELLS
      ? await walkByCells(db, page)
      : await walkByPerimeterPlan(db, page);
  if (walk.ids.length >= page.limit || walk.complete) return walk.ids;
  return idsOf(await everyMatchInStartOrder(db, page).execute());
}

/**
 * The answer of the upcoming index: a poll's criteria (an area, from a start on, words, types, topics, each group of
 * duplicates once) read there as applyFilters reads them. Undefined for other criteria, words the index cannot test, a start it does not cover, and
 * walks longer than UPCOMING_VISIT_MAX.
 */
export async function findSoonestInIndex(
  db: Db,
  page: EventPageQuery,
  upcoming: UpcomingEvents,
): Promise<number[] | undefined> {
  const { circle, startFrom } = page;
  if (circle === undefined || startFrom === undefined) return undefined;
  const { startUntil, startBefore, createdAfter, sourceId } = page;
  if ([startUntil, startBefore, createdAfter, sourceId].some((value) => value !== undefined))
    return undefined;
  const fromUs = startFrom.getTime() * 1_000;
  if (!upcoming.covers(fromUs)) return undefined;
  const words = await foldWords(db, page.words);
  if (!words.every(isIndexableWord)) return undefined;
  const index = await upcoming.current();
  return index?.soonest({
    center: circle.center,
    radiusKm: circle.radiusKm,
    box: circle.box,
    words,
    typeIds: page.typeIds,
    topicIds: page.topicIds,
    fromUs,
    collapseDuplicates: page.collapseDuplicates ?? false,
    limit: page.limit,
    visitMax: UPCOMING_VISIT_MAX,
  });
}

interface Walk {
  /** The walked matches in start order, at most the page's limit. */
  ids: number[];
  /** Whether the walk reached the area's last event: then it saw every match. */
  complete: boolean;
}

/**
 * The walk over the circle's cells (migration 027): each cell's upcoming events come from the index in start order,
 * merged, and the words are checked on each fetched row (the search's own test, matchesAllWords) until the
 * `limit`-th match or the walk's end. The area's events beyond the walk's size are not read; the row at that
 * position comes back whatever its words, as the sign that the walk stopped short of the area's end.
 */
async function walkByCells(db: Db, page: EventPageQuery): Promise<Walk> {
  const size = walkSize(0, page.limit);
  const wordless: EventPageQuery = { ...page, words: [] };
  const cellKey = (column: 'lat' | 'lon') =>
    sql<number>`floor(e.${sql.raw(column)} * ${sql.lit(CELLS_PER_DEGREE)})::int`;
  const branches = cellsOfBox((page.circle as NonNullable<EventPageQuery['circle']>).box).map((cell) =>
    applyFilters(db.selectFrom('events as e'), wordless, 'cell')
      .where(cellKey('lat'), '=', cell.lat)
      .where(cellKey('lon'), '=', cell.lon)
      .select(['e.id', 'e.start_time', matchesAllWords(page.words, { walk: true }).as('hit')])
      .orderBy('e.start_time', 'asc')
      .orderBy('e.id', 'asc'),
  );
  // The branches come sorted, so PostgreSQL merges them (Merge Append) and every node above streams: the statement
  // reads each cell only as far as the merge needs.
  const walk = sql<{ id: number; hit: boolean; position: string }>`
    select w.id, w.hit, w.position from (
      select u.id, u.start_time, u.hit, row_number() over (order by u.start_time, u.id) as position
      from (${sql.join(branches, sql` union all `)}) u
      order by u.start_time, u.id
      limit ${size}
    ) w
    where w.hit or w.position = ${size}
    order by w.start_time, w.id
    limit ${page.limit}`;
  // One text per number of cells and kind of filters; each branch keeps its plan whatever the values.
  const { rows } = await db.executeQuery(prepared({ compile: () => walk.compile(db) }));
  return {
    ids: rows.filter((row) => row.hit).map((row) => Number(row.id)),
    complete: !rows.some((row) => Number(row.position) === size),
  };
}

/**
 * The walk through the perimeter plan (a circle of many cells): the area's first events in start order by the plan's
 * index, with the words checked on those rows by primary key.
 */
async function walkByPerimeterPlan(db: Db, page: EventPageQuery): Promise<Walk> {
  const wordless: EventPageQuery = { ...page, words: [], limit: walkSize(0, page.limit) };
  const walk = perimeterPageIds(db, wordless, await choosePerimeterPlan(db, wordless)).select('e.start_time');
  // One round trip: the walked ids stay in the database and only the matches come back. The walk comes sorted, so
  // the words are checked in start order and the check stops at the `limit`-th match (a nested loop under the limit),
  // instead of reading every walked row.
  const walked = sql<{ walked: number; ids: number[] }>`
    with walked as ${walk}
    select (select count(*) from walked)::int as walked,
           coalesce((select array_agg(m.id order by m.start_time, m.id) from (
             select w.id, w.start_time from (select id, start_time from walked order by start_time, id offset 0) w
             where exists (select 1 from events e where e.id = w.id and ${matchesAllWords(page.words)})
             order by w.start_time, w.id
             limit ${page.limit}
           ) m), '{}') as ids`;
  // The walk keeps its plan whatever the values (migration 017) and the rest reads rows by primary key: prepared.
  const row = (await db.executeQuery(prepared({ compile: () => walked.compile(db) }))).rows[0];
  return { ids: (row?.ids ?? []).map(Number), complete: (row?.walked ?? 0) < wordless.limit };
}

/** The search of every match: the words are rare in the area, so the trigram index finds few rows (decision 014). */
function everyMatchInStartOrder(db: Db, query: EventPageQuery) {
  return applyFilters(db.selectFrom('events as e'), query)
    .select('e.id')
    .orderBy('e.start_time', 'asc')
    .orderBy('e.id', 'asc')
    .limit(query.limit);
}

const idsOf = (rows: readonly { id: number }[]) => rows.map((row) => row.id);
