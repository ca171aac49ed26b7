// The event side of the analysis (spec §2 "Analysis"): a query's filters validated once by the event search's
// own rules (unknown ids, addresses, keyword folding), then aggregated by event-analysis.repository.ts.
import type { Db } from '../../db/database.js';
import * as repository from './event-analysis.repository.js';
import type { EventFilter, SearchOptions } from './search/event-criteria.js';
import type { EventQuery } from './search/event-query.js';
import { toEventQuery } from './search/event-query.js';

export type {
  AnalysisEventRow,
  AnalysisInterval,
  DayWindow,
  DensityGrid,
  GridSpec,
  IntervalCount,
  TimeBasis,
} from './event-analysis.repository.js';

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
  return { query: await toEventQuery(db, filter, options), window };
}

export const countEventsPerInterval = (
  db: Db,
  selection: EventSelection,
  interval: repository.AnalysisInterval,
) => repository.countEventsPerInterval(db, selection.query, selection.window, interval);

export const findDensityGrid = (db: Db, selection: EventSelection, grid: repository.GridSpec) =>
  repository.findDensityGrid(db, selection.query, selection.window, grid);

export const findEventBatch = (db: Db, selection: EventSelection, afterId: number, limit: number) =>
  repository.findEventBatch(db, selection.query, selection.window, afterId, limit);
