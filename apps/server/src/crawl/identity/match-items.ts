// Identity across crawls (issue 5): which row of this crawl is which event we already hold.
//
// The feeds' row ids are renumbered on every regeneration (fixtures/sources/berlin-polizei README), and
// single fields get edited (time shifted, route rewritten, a comma added to a title, Dresden filling in
// Zeit and Startpunkt when the authority decides). So rows are matched in two passes:
//  1. identical content (same payload hash): unchanged;
//  2. among the rest, on the same day: rows that conflict on at most one facet (both sides filled and
//     different) and agree on at least two filled ones are the same assembly, edited. Best pairs first.
//  3. a future event that moved to another day within a week: same title and place, at most one other
//     conflict — but never for rows of a recurring series, which has one row per day differing only in
//     the date, so a "move" cannot be told from one day of the series ending and another beginning.
import type { DraftFacets } from '../feed.js';

export interface TrackedItem {
  id: number;
  item_key: string;
  payload_hash: string;
  facets: DraftFacets;
  missing_count: number;
  day: string;
}

/** What matching needs of a row: its day, facets and digest, not the whole draft (bench/README.md). */
export interface IncomingRow {
  day: string;
  facets: DraftFacets;
  hash: string;
}

export interface MatchPlan<T extends TrackedItem = TrackedItem, R extends IncomingRow = IncomingRow> {
  unchanged: { item: T; row: R }[];
  updated: { item: T; row: R }[];
  created: R[];
  missing: T[];
}

const COMPARED = ['time', 'title', 'place', 'route', 'organiser'] as const;
/** Above this many unmatched rows on one day, pairwise scoring is skipped (only pass 1 applies). */
const MAX_PAIRS_PER_DAY = 250_000;

export interface FacetComparison {
  conflicts: number;
  agreements: number;
}

export function compareFacets(a: DraftFacets, b: DraftFacets): FacetComparison {
  let conflicts = 0;
  let agreements = 0;
  for (const facet of COMPARED) {
    const x = a[facet];
    const y = b[facet];
    if (x === '' || y === '' || x === '-' || y === '-') continue;
    if (x === y) agreements++;
    else conflicts++;
  }
  return { conflicts, agreements };
}

export function isSameAssembly(a: DraftFacets, b: DraftFacets): boolean {
  if (a.day !== b.day) return false;
  const { conflicts, agreements } = compareFacets(a, b);
  return conflicts <= 1 && agreements >= 2 && agreements > conflicts;
}

function groupByDay<V>(values: V[], day: (v: V) => string): Map<string, V[]> {
  const groups = new Map<string, V[]>();
  for (const value of values) {
    const key = day(value);
    const group = groups.get(key);
    if (group) group.push(value);
    else groups.set(key, [value]);
  }
  return groups;
}

/** `today` is the crawl's Berlin day: only future events are looked for on other days. */
export function matchItems<T extends TrackedItem, R extends IncomingRow>(
  items: readonly T[],
  rows: readonly R[],
  today: string,
): MatchPlan<T, R> {
  const plan: MatchPlan<T, R> = { unchanged: [], updated: [], created: [], missing: [] };

  // Pass 1: identical content. Duplicated rows (a list can repeat one) pair one to one.
  const byHash = new Map<string, T[]>();
  for (const item of [...items].sort((a, b) => a.item_key.localeCompare(b.item_key))) {
    const list = byHash.get(item.payload_hash);
    if (list) list.push(item);
    else byHash.set(item.payload_hash, [item]);
  }
  const restRows: R[] = [];
  for (const row of rows) {
    const item = byHash.get(row.hash)?.shift();
    if (item) plan.unchanged.push({ item, row });
    else restRows.push(row);
  }
  const restItems = [...byHash.values()].flat();

  // Pass 2: edits, within one day.
  const itemsByDay = groupByDay(restItems, (item) => item.day);
  const rowsByDay = groupByDay(restRows, (row) => row.day);
  for (const [day, dayRows] of rowsByDay) {
    const dayItems = itemsByDay.get(day) ?? [];
    if (dayItems.length === 0 || dayItems.length * dayRows.length > MAX_PAIRS_PER_DAY) {
      plan.created.push(...dayRows);
      continue;
    }
    const pairs: { item: T; row: R; conflicts: number; agreements: number; order: number }[] = [];
    dayRows.forEach((row, r) => {
      dayItems.forEach((item, i) => {
        if (!isSameAssembly(item.facets, row.facets)) return;
        pairs.push({
          item,
          row,
          ...compareFacets(item.facets, row.facets),
          order: r * dayItems.length + i,
        });
      });
    });
    pairs.sort((a, b) => a.conflicts - b.conflicts || b.agreements - a.agreements || a.order - b.order);
    const usedItems = new Set<T>();
    const usedRows = new Set<R>();
    for (const pair of pairs) {
      if (usedItems.has(pair.item) || usedRows.has(pair.row)) continue;
      usedItems.add(pair.item);
      usedRows.add(pair.row);
      plan.updated.push({ item: pair.item, row: pair.row });
    }
    for (const row of dayRows) if (!usedRows.has(row)) plan.created.push(row);
  }
  matchMovedDays(plan, restItems, today);
  return plan;
}

const MAX_MOVE_DAYS = 7;

function daysBetween(a: string, b: string): number {
  return Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000;
}

function matchMovedDays<T extends TrackedItem, R extends IncomingRow>(
  plan: MatchPlan<T, R>,
  restItems: T[],
  today: string,
): void {
  const matched = new Set(plan.updated.map((u) => u.item));
  const candidates = restItems.filter(
    (item) =>
      !matched.has(item) && item.day >= today && item.facets.series === '' && item.facets.title !== '',
  );
  const created: R[] = [];
  for (const row of plan.created) {
    const f = row.facets;
    const index =
      f.series !== '' || f.title === '' || f.place === ''
        ? -1
        : candidates.findIndex(
            (item) =>
              item.facets.title === f.title &&
              item.facets.place === f.place &&
              daysBetween(item.day, f.day) <= MAX_MOVE_DAYS &&
              compareFacets(item.facets, f).conflicts <= 1,
          );
    if (index < 0) {
      created.push(row);
      continue;
    }
    const [item] = candidates.splice(index, 1) as [T];
    matched.add(item);
    plan.updated.push({ item, row });
  }
  plan.created = created;
  for (const item of restItems) if (!matched.has(item)) plan.missing.push(item);
}

export type MissingDecision = 'expire' | 'wait' | 'cancel' | 'supersede';

/** Issue 5: cancelled only after two consecutive successful full snapshots without it, and no twin. */
export const MISSES_BEFORE_CANCEL = 2;

/**
 * What to do with an event the crawl did not see. Past ones simply dropped off the list (20 of 28
 * vanished Berlin rows were dated the day before — measured); for the others absence only counts in a
 * full snapshot, and only the second time. A row on the same day with the same title, or at the same
 * place and time, is the event's edited twin: the old one is superseded, not cancelled.
 */
export function decideMissing(
  item: TrackedItem,
  today: string,
  isFullSnapshot: boolean,
  rowsOfDay: readonly DraftFacets[],
): MissingDecision {
  if (item.day < today) return 'expire';
  if (!isFullSnapshot || item.missing_count + 1 < MISSES_BEFORE_CANCEL) return 'wait';
  const hasTwin = rowsOfDay.some((facets) => {
    if (facets.title !== '' && facets.title === item.facets.title) return true;
    return facets.place !== '' && facets.place === item.facets.place && facets.time === item.facets.time;
  });
  return hasTwin ? 'supersede' : 'cancel';
}
