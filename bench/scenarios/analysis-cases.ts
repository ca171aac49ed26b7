// The calls the analysis scenario times (issue 16 "Measured"), each beside the bare SQL of the same work: the
// repository's own query in the bench process, its filters validated once.
import { sql } from 'kysely';
import type { Db } from '../../apps/server/src/db/database.js';
import type { AnalysisQuery } from '../../apps/server/src/features/analysis/analysis.schemas.js';
import { toSelection } from '../../apps/server/src/features/analysis/analysis.service.js';
import { countEventRows } from '../../apps/server/src/features/events/event-analysis.repository.js';
import {
  countEventsPerInterval,
  findDensityGrid,
} from '../../apps/server/src/features/events/event-analysis.service.js';
import { findDensityGridBy } from '../../apps/server/src/features/events/event-density.repository.js';

export interface AnalysisCase {
  name: string;
  /** Without a path, only the bare SQL is timed. */
  path?: string;
  /** Without a body, a GET; a function gives each request its own. */
  body?: unknown;
  /** Send the ETag of a first answer in If-None-Match (a GET that is still current: 304). */
  revalidate?: boolean;
  bare?: () => Promise<unknown>;
}

/** The path of GET /health, whose API time less its bare SQL is the fixed cost of any call. */
export const HEALTH_PATH = '/health';

const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** One year by day from the first of this month a year ago, five topics, the screen's default window. */
export async function analysisCases(db: Db): Promise<AnalysisCase[]> {
  const topics = await db.selectFrom('topics').select('id').orderBy('id').limit(5).execute();
  const year = new Date();
  const from = `${year.getUTCFullYear() - 1}-${String(year.getUTCMonth() + 1).padStart(2, '0')}-01`;
  const to = new Date(Date.parse(`${from}T00:00:00Z`) + 364 * 86_400_000).toISOString().slice(0, 10);
  const byDay: AnalysisQuery = { from, to, interval: 'day', time_basis: 'start' };
  const five = topics.map((t) => ({ ...byDay, topic_ids: [t.id] }));
  const oneSelection = await toSelection(db, byDay, 'en', ['body']);
  const fiveSelections = await Promise.all(five.map((q) => toSelection(db, q, 'en', ['body'])));
  const cellKm = 5;
  // The screen's default window: a year back from today (its edge days read from the events).
  const today = new Date().toISOString().slice(0, 10);
  const yearBack: AnalysisQuery = {
    ...byDay,
    from: `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`,
    to: today,
  };
  const yearBackSelection = await toSelection(db, yearBack, 'en', ['body']);
  const grid = { cellKm, weight: 'count', maxCells: 20_001 } as const;
  const firstTopic = fiveSelections[0] as (typeof fiveSelections)[number];
  return [
    {
      name: 'GET /health (one select 1: the floor of any call)',
      path: HEALTH_PATH,
      bare: () => sql`select 1`.execute(db),
    },
    {
      name: 'time series: 1 query, 1 year by day',
      path: '/v1/analysis/time-series',
      body: { queries: [byDay] },
      bare: () => countEventsPerInterval(db, oneSelection, 'day'),
    },
    {
      name: '  the same, counting each event (no daily counts)',
      bare: () => countEventRows(db, oneSelection.query, oneSelection.window, 'day'),
    },
    {
      name: 'time series: 5 queries (a topic each), 1 year by day',
      path: '/v1/analysis/time-series',
      body: { queries: five },
      bare: async () => {
        for (const selection of fiveSelections) await countEventsPerInterval(db, selection, 'day');
      },
    },
    {
      name: '  the same 5, counting each event (no daily counts)',
      bare: async () => {
        for (const s of fiveSelections) await countEventRows(db, s.query, s.window, 'day');
      },
    },
    {
      name: `density grid: all of Germany, 1 year, ${cellKm} km cells`,
      path: '/v1/analysis/density',
      body: { query: byDay, weight: 'count', cell_km: cellKm },
      bare: () => findDensityGrid(db, oneSelection, grid),
    },
    {
      name: '  the same, counting each event (no cell counts)',
      bare: () => findDensityGridBy(db, oneSelection.query, oneSelection.window, grid, 'events'),
    },
    {
      name: `density grid: all of Germany, ${yearBack.from} to ${yearBack.to}, ${cellKm} km cells`,
      path: '/v1/analysis/density',
      body: { query: yearBack, weight: 'count', cell_km: cellKm },
      bare: () => findDensityGrid(db, yearBackSelection, grid),
    },
    {
      name: '  the same year, GET revalidated (If-None-Match: 304)',
      path: `/v1/analysis/density?${new URLSearchParams({ from, to, interval: 'day', time_basis: 'start', weight: 'count', cell_km: String(cellKm) })}`,
      revalidate: true,
    },
    {
      name: '  the year less a day more each request (never kept: the grid computed each time)',
      path: '/v1/analysis/density',
      body: (() => {
        let shorter = 0;
        return () => ({
          query: { ...byDay, to: daysBefore(byDay.to, shorter++) },
          weight: 'count',
          cell_km: cellKm,
        });
      })(),
      bare: (() => {
        let shorter = 0;
        return async () => {
          const query = { ...byDay, to: daysBefore(byDay.to, shorter++) };
          return findDensityGrid(db, await toSelection(db, query, 'en', ['body']), grid);
        };
      })(),
    },
    {
      name: `density grid: 1 topic, 1 year, ${cellKm} km cells (read from the events)`,
      path: '/v1/analysis/density',
      body: { query: five[0], weight: 'count', cell_km: cellKm },
      bare: () => findDensityGrid(db, firstTopic, grid),
    },
    {
      name: 'time series CSV: 5 queries, 1 year by day',
      path: '/v1/analysis/time-series.csv',
      body: { queries: five },
    },
    {
      name: 'events CSV: 1 topic, 1 month (streamed)',
      path: '/v1/analysis/events.csv',
      body: {
        query: {
          ...five[0],
          to: new Date(Date.parse(`${from}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10),
        },
      },
    },
  ];
}
