// The event side of the analysis (spec §2 "Analysis"): a query's filters validated once by the event search's
// own rules (unknown ids, addresses, keyword folding), then aggregated by event-analysis.repository.ts.
import type { Db } from '../../db/database.js';
import * as repository from './event-analysis.repository.js';
import * as density from './event-density.repository.js';
import type { EventFilter, SearchOptions } from './search/event-criteria.js';
import type { EventQuery } from './search/event-query.js';
import { toEventQuery } from './search/event-query.js';

export type {
  AnalysisEventRow,
  AnalysisInterval,
  DayWindow,
  IntervalCount,
  TimeBasis,
} from './event-analysis.repository.js';
export type { DensityGrid, GridSpec } from './event-density.repository.js';

/** The events one analysis query selects: its filters, checked, and its window of German days. */
export interface EventSelection {
  query: EventQuery;
  window: repository.DayWindow;
}

export async function selectEvents(
  db: Db,
  filter: Omit<EventFilter, 'start_time_start' | 'start_time_end' | 'past' | 'created_after'>,
  window: repository.DayWindow,
  options?: SearchOptions,
): Promise<EventSelection> {
  // The analysis counts events as their sources publish them, as its daily and cell counts do (decision 048).
  return { query: { ...(await toEventQuery(db, filter, options)), collapseDuplicates: false }, window };
}

/** How often a process folds the appended day-count and cell-count changes (migrations 028, 032) when it reads
 * the counts. */
export const DAY_COUNTS_FOLD_EVERY_MS = 60_000;
const lastFold = new WeakMap<Db, number>();

/**
 * Folds the appended changes if this process has not for a while; reads are right either way, just shorter. Also
 * called by the admin statistics, which read the same counts.
 */
export async function foldDayCountsNowAndThen(db: Db, now: number = Date.now()): Promise<void> {
  if (now - (lastFold.get(db) ?? Number.NEGATIVE_INFINITY) < DAY_COUNTS_FOLD_EVERY_MS) return;
  lastFold.set(db, now); // before the await, so the queries of one request fold once
  await repository.foldDayCountChanges(db);
  await density.foldCellCountChanges(db);
}

export async function countEventsPerInterval(
  db: Db,
  selection: EventSelection,
  interval: repository.AnalysisInterval,
) {
  if (repository.usesDayCounts(selection.query)) await foldDayCountsNowAndThen(db);
  return repository.countEventsPerInterval(db, selection.query, selection.window, interval);
}

export async function findDensityGrid(db: Db, selection: EventSelection, grid: density.GridSpec) {
  if (density.usesCellCounts(selection.query, grid)) await foldDayCountsNowAndThen(db);
  return density.findDensityGrid(db, selection.query, selection.window, grid);
}

export const findEventBatch = (db: Db, selection: EventSelection, afterId: number, limit: number) =>
  repository.findEventBatch(db, selection.query, selection.window, afterId, limit);
