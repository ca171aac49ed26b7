// The event search's pages: order and paging over public events, with the filters of event-filters.ts; keyword
// pages by walk (keyword-page.ts), perimeter pages by the plan of perimeter-plan.ts.
import { type Compilable, sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { prepared } from '../../../db/prepared-statements.js';
import { type EventRow, eventColumns, isListed } from '../event-rows.js';
import { applyFilters, type EventsQuery, foldedPattern, matchesAllWords } from './event-filters.js';
import type { EventPageQuery, EventQuery } from './event-query.js';
import { decideKeywordPage, type KeywordWalk, NAME_MATCHES_NEEDED, walkSize } from './keyword-page.js';
import { type BoxAccess, choosePerimeterPlan, isTimeOrderedPerimeter } from './perimeter-plan.js';

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
