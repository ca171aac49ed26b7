// Spec §2 "Analysis": counts of a query's public events per German calendar interval, a density grid of its
// first query, and CSV of both. Public for everyone (spec §6). Work is bounded per request (issue 16).
import { mapWithConcurrency } from '../../crawl/scheduler.js';
import type { Db } from '../../db/database.js';
import { AppError, type ValidationIssue } from '../../http/errors.js';
import { type PreparedAnswer, prepareAnswer } from '../../http/prepared-answer.js';
import { toAlertArea } from '../alerts/alert-area.js';
import { findCountsVersion } from '../events/counts-version.repository.js';
import {
  countEventsPerInterval,
  type EventSelection,
  findDensityGrid,
  foldDayCountsNowAndThen,
  selectEvents,
} from '../events/event-analysis.service.js';
import { findKnownTopicsAndTypes, type KnownTopicsAndTypes } from '../taxonomy/taxonomy.service.js';
import {
  ANALYSIS_INTERVALS_MAX,
  ANALYSIS_RANGE_YEARS_MAX,
  type AnalysisQuery,
  DENSITY_CELLS_MAX,
  type Density,
  type DensityBody,
  type TimeSeries,
  type TimeSeriesBody,
} from './analysis.schemas.js';
import { countIntervals, fillIntervals, intervalStarts } from './calendar-intervals.js';
import { keptDensityAnswer } from './density-answers.js';

/** Queries of one request counted at the same time. */
const COUNTS_AT_ONCE = 3;

export type AddressLanguage = 'en' | 'de';
type Loc = ValidationIssue['loc'];

/** The query's own checks: its days in order, within the range and interval caps. */
function checkRange(query: AnalysisQuery, loc: Loc): void {
  const issue = (field: string, msg: string) =>
    new AppError('validation', msg, [{ loc: [...loc, field], msg, type: 'value_error' }]);
  if (query.to < query.from) throw issue('to', "'to' must not be before 'from'");
  const years = Number(query.to.slice(0, 4)) - Number(query.from.slice(0, 4));
  if (years > ANALYSIS_RANGE_YEARS_MAX) {
    throw issue('to', `The time range must not span more than ${ANALYSIS_RANGE_YEARS_MAX} years`);
  }
  const intervals = countIntervals(query.from, query.to, query.interval);
  if (intervals > ANALYSIS_INTERVALS_MAX) {
    throw issue(
      'interval',
      `${intervals} intervals are too many (at most ${ANALYSIS_INTERVALS_MAX}): choose a longer interval or a shorter range`,
    );
  }
}

/** Puts a query's 422 issues under its place in the body, e.g. ['body', 'queries', 2, 'topic_ids', 0]. */
async function atLoc<T>(loc: Loc, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'validation' && error.details)) throw error;
    const details = error.details.map((issue) => ({ ...issue, loc: [...loc, ...issue.loc.slice(1)] }));
    throw new AppError('validation', error.message, details);
  }
}

/** A query's filters checked by the event search's rules (with its request's topic and type ids when looked up
 * already), and its window of days. */
export async function toSelection(
  db: Db,
  query: AnalysisQuery,
  language: AddressLanguage,
  loc: Loc,
  known?: KnownTopicsAndTypes,
): Promise<EventSelection> {
  checkRange(query, loc);
  return atLoc(loc, async () =>
    selectEvents(
      db,
      {
        keyword: query.keyword,
        topic_ids: query.topic_ids,
        type_ids: query.type_ids,
        ...toAlertArea(query, language, 'body'),
      },
      { basis: query.time_basis, fromDay: query.from, toDay: query.to },
      { known },
    ),
  );
}

export const seriesName = (query: AnalysisQuery, index: number) => query.name?.trim() || `Query ${index + 1}`;

export async function computeTimeSeries(
  db: Db,
  body: TimeSeriesBody,
  language: AddressLanguage,
): Promise<TimeSeries> {
  // Every query is checked before any is counted, so a bad fifth query costs no work for the first four; the
  // topic and type ids of all of them are looked up in one statement.
  const known = await findKnownTopicsAndTypes(
    db,
    body.queries.flatMap((query) => query.topic_ids ?? []),
    body.queries.flatMap((query) => query.type_ids ?? []),
  );
  const selections: EventSelection[] = [];
  for (const [index, query] of body.queries.entries()) {
    selections.push(await toSelection(db, query, language, ['body', 'queries', index], known));
  }
  // Counted a few side by side (PGlite takes them in turn): each holds a connection of the pool, which the
  // searches share, and a keyword query may take seconds.
  const counts = await mapWithConcurrency([...body.queries.entries()], COUNTS_AT_ONCE, ([index, query]) =>
    countEventsPerInterval(db, selections[index] as EventSelection, query.interval),
  );
  const series = body.queries.map((query, index) => {
    const intervals = fillIntervals(
      intervalStarts(query.from, query.to, query.interval),
      counts[index] ?? [],
    );
    return {
      name: seriesName(query, index),
      total: intervals.reduce((sum, interval) => sum + interval.count, 0),
      intervals,
    };
  });
  return { series };
}

async function densityOf(db: Db, selection: EventSelection, body: DensityBody): Promise<Density> {
  const grid = await findDensityGrid(db, selection, {
    cellKm: body.cell_km,
    weight: body.weight,
    maxCells: DENSITY_CELLS_MAX + 1,
  });
  return {
    cells: grid.cells.slice(0, DENSITY_CELLS_MAX),
    events: grid.events,
    events_without_participants: grid.eventsWithoutParticipants,
    truncated: grid.cells.length > DENSITY_CELLS_MAX,
  };
}

/**
 * The density answer as it is sent, kept per version of the counts (density-answers.ts): the query is checked
 * each time (its 422 issues at `loc`), the grid computed only when the counts moved since it was last kept.
 */
export async function densityAnswer(
  db: Db,
  body: DensityBody,
  language: AddressLanguage,
  loc: Loc,
): Promise<PreparedAnswer> {
  const selection = await toSelection(db, body.query, language, loc);
  const compute = async () => prepareAnswer(await densityOf(db, selection, body));
  if (selection.query.words.length > 0) return compute();
  // Folded first, if due, so the version read is the one the fold leaves.
  await foldDayCountsNowAndThen(db);
  const key = JSON.stringify([selection, body.weight, body.cell_km]);
  return keptDensityAnswer(db, key, await findCountsVersion(db), compute);
}
