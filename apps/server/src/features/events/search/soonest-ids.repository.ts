// The ids of the first matches in start order, and nothing else: alert polling (spec §4) compares ids, so it needs
// neither rows, nor row versions, nor the search's ranking of name matches first (decisions 016 and 024).
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { prepared } from '../../../db/prepared-statements.js';
import type { EventPageQuery } from './event-query.js';
import { applyFilters, matchesAllWords, perimeterPageIds, runPageQuery } from './event-search.repository.js';
import { walkSize } from './keyword-page.js';
import { choosePerimeterPlan } from './perimeter-plan.js';

/**
 * The ids of the query's first `limit` matches by start time, then id (offset is ignored: polls read the first
 * page only). Without words this is the perimeter search's own id query. With words the area's first events in
 * start order are walked (as keyword-page.ts does) and the words checked on those rows, in one statement; only
 * when the walk holds too few matches and did not reach the area's end does it take the search of every match.
 */
export async function findSoonestEventIds(db: Db, query: EventPageQuery): Promise<number[]> {
  const page: EventPageQuery = { ...query, offset: 0, order: { column: 'start_time', direction: 'asc' } };
  if (page.circle === undefined) return idsOf(await everyMatchInStartOrder(db, page).execute());
  if (page.words.length === 0) {
    const access = await choosePerimeterPlan(db, page);
    return idsOf(await runPageQuery(db, page, perimeterPageIds(db, page, access)));
  }
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
  const ids = (row?.ids ?? []).map(Number);
  const isComplete = (row?.walked ?? 0) < wordless.limit;
  if (ids.length >= page.limit || isComplete) return ids;
  return idsOf(await everyMatchInStartOrder(db, page).execute());
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
