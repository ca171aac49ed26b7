// Analysis calls (issue 16 "Measured"): one year by day for one query, five queries, the density grid for all of
// Germany and the events CSV, over HTTP against the real app, beside the bare SQL of the same counts (the
// repository's own query, filters validated once). Sequential requests, so p50 is a request's own latency.
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/database.js';
import type { AnalysisQuery } from '../../apps/server/src/features/analysis/analysis.schemas.js';
import { toSelection } from '../../apps/server/src/features/analysis/analysis.service.js';
import { countEventRows } from '../../apps/server/src/features/events/event-analysis.repository.js';
import {
  countEventsPerInterval,
  findDensityGrid,
} from '../../apps/server/src/features/events/event-analysis.service.js';
import { findDensityGridBy } from '../../apps/server/src/features/events/event-density.repository.js';
import { send } from '../support/http-polls.js';
import { wholeNumberOption } from '../support/options.js';
import { formatCount, printTable } from '../support/report.js';
import { percentile, timed } from '../support/sequential-timing.js';
import type { Scenario } from './scenario.js';

interface Case {
  name: string;
  /** Without a path, only the bare SQL is timed. */
  path?: string;
  /** Without a body, a GET; a function gives each request its own. */
  body?: unknown;
  /** Send the ETag of a first answer in If-None-Match (a GET that is still current: 304). */
  revalidate?: boolean;
  bare?: () => Promise<unknown>;
}

/** One app served for the run: this tree's, or with --baseline another checkout's beside it. */
interface Served {
  label: string;
  app: FastifyInstance;
  baseUrl: string;
  agent: Agent;
  close(): Promise<void>;
}

/** The settings of every app of the run, by its own tree's loadConfig: no log, no per-address limit (one client). */
const benchConfig = (load: typeof loadConfig, dataDir: string) =>
  Object.freeze({
    ...load({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_READS_PER_MINUTE: '0' }),
    webDistDir: undefined,
  });

async function listen(label: string, app: FastifyInstance, close: () => Promise<void>): Promise<Served> {
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  // A server copy loads its index of upcoming events once at start (decision 045): seconds of this process's CPU
  // that would otherwise fall into the first cases timed (GET /health, the floor of any call).
  await (app as { upcomingEvents?: { ready(): Promise<void> } | null }).upcomingEvents?.ready();
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return {
    label,
    app,
    baseUrl,
    agent,
    close: async () => {
      agent.destroy();
      await app.close();
      await close();
    },
  };
}

/** The app of another checkout (the root of a copy of this repository, e.g. `git archive` of an older commit) on
 * its own pool of the same database, under the same settings. */
async function serveCheckout(checkout: string, databaseUrl: string, dataDir: string): Promise<Served> {
  const source = (file: string) => pathToFileURL(join(resolve(checkout), 'apps/server/src', file)).href;
  const { buildApp: build } = (await import(source('app.ts'))) as { buildApp: typeof buildApp };
  const { loadConfig: load } = (await import(source('config.ts'))) as { loadConfig: typeof loadConfig };
  const { openDatabase: open } = (await import(source('db/database.ts'))) as {
    openDatabase: typeof openDatabase;
  };
  const handle = await open({ databaseUrl, poolSize: 10 });
  return listen('baseline', await build({ config: benchConfig(load, dataDir), db: handle.db }), () =>
    handle.close(),
  );
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

export const analysisScenario: Scenario = {
  name: 'analysis',
  summary:
    'analysis time series, density grid and CSV over HTTP beside the bare SQL (an already seeded database)',
  usage: [
    '--database URL    a seeded PostgreSQL database (npm run bench -- seed --keep …), required',
    '--runs N          timed requests per case (default 30)',
    '--only REGEXP     only the cases whose name matches (the per-event rows take seconds a run)',
    '--baseline DIR    also serve the app of another checkout (e.g. `git archive <commit> | tar -x -C DIR` with',
    '                  node_modules linked in) in this process: both take turns case by case, one row each',
    '--rounds N        turns per case and app, each of --runs requests (default 1, or 3 with --baseline)',
    '--breakdown       also time each call through app.inject (no socket, no client), over HTTP with',
    '                  Accept-Encoding: identity, and over node:http asking for gzip with the compressed bytes',
    "                  read but not decoded (the server without the client's decoding), beside HTTP as fetch",
    "                  sends it (gzip, deflate; fetch decodes in this process, on the server's event loop)",
  ].join('\n'),

  async run(args) {
    const { values } = parseArgs({
      args,
      options: {
        database: { type: 'string' },
        runs: { type: 'string' },
        only: { type: 'string' },
        breakdown: { type: 'boolean' },
        baseline: { type: 'string' },
        rounds: { type: 'string' },
      },
      strict: true,
    });
    if (!values.database) throw new Error('--database is required (a seeded PostgreSQL database)');
    const runs = wholeNumberOption('runs', values.runs, 30);
    const rounds = wholeNumberOption('rounds', values.rounds, values.baseline ? 3 : 1);
    const handle = await openDatabase({ databaseUrl: values.database, poolSize: 10 });
    const dataDir = await mkdtemp(join(tmpdir(), 'assembly-finder-bench-analysis-'));
    const served: Served[] = [];
    try {
      if (values.baseline) served.push(await serveCheckout(values.baseline, values.database, dataDir));
      const app = await buildApp({ config: benchConfig(loadConfig, dataDir), db: handle.db });
      served.push(await listen(values.baseline ? 'this tree' : '', app, async () => {}));
      const { db } = handle;
      const total = await db
        .selectFrom('events')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      // A fold empties the change tables by DELETE: until a vacuum, every request's counts version (decision 047) and
      // every count read scan the dead rows (a seeded 1M database: 5.5M rows, 446 MB, ~80 ms a request).
      const { rows: dead } = await sql<{ relname: string; dead: string }>`
        SELECT relname, n_dead_tup AS dead FROM pg_stat_user_tables
        WHERE relname IN ('event_day_count_changes', 'event_cell_count_changes') AND n_dead_tup > 100000`.execute(
        db,
      );
      for (const { relname, dead: rows } of dead) {
        console.warn(
          `warning: ${relname} holds ${formatCount(Number(rows))} dead rows, read by every analysis request: VACUUM ${relname} first (autovacuum does where it runs)`,
        );
      }
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
      const cases: Case[] = [
        {
          name: 'GET /health (one select 1: the floor of any call)',
          path: '/health',
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
          name: `  the same year, GET revalidated (If-None-Match: 304)`,
          path: `/v1/analysis/density?${new URLSearchParams({ from, to, interval: 'day', time_basis: 'start', weight: 'count', cell_km: String(cellKm) })}`,
          revalidate: true,
        },
        {
          name: `  the year less a day more each request (never kept: the grid computed each time)`,
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
          bare: () => findDensityGrid(db, fiveSelections[0] as (typeof fiveSelections)[number], grid),
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
      const bodyOf = (c: Case) => (typeof c.body === 'function' ? c.body() : c.body) as object | undefined;
      const etags = new Map<Case, string>();
      const call = async (server: Served, c: Case, path: string, headers: Record<string, string>) => {
        const body = bodyOf(c);
        const etag = etags.get(c);
        const response = await fetch(`${server.baseUrl}${path}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: {
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(etag === undefined ? {} : { 'if-none-match': etag }),
            ...headers,
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (response.status !== 200 && !(etag !== undefined && response.status === 304))
          throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
        if (c.revalidate && etag === undefined) etags.set(c, response.headers.get('etag') ?? '');
        return (await response.arrayBuffer()).byteLength;
      };
      const undecoded = async (server: Served, c: Case, path: string) => {
        const body = bodyOf(c);
        const response = await send(server.agent, new URL(server.baseUrl), {
          method: body === undefined ? 'GET' : 'POST',
          path,
          headers: {
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            'accept-encoding': 'gzip, deflate',
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      };
      const inject = async (server: Served, c: Case, path: string) => {
        const response = await server.app.inject({
          method: c.body === undefined ? 'GET' : 'POST',
          url: path,
          headers: { 'accept-encoding': 'identity' },
          ...(c.body === undefined ? {} : { payload: bodyOf(c) }),
        });
        if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}`);
      };
      // The fixed cost of any call (GET /health's API p50 less its bare SQL): the bare SQL plus it is what the API
      // would take with no work of its own, so 'API / (bare + call)' compares like with like (decision 042).
      const callFloor = new Map<Served, number>();
      const header = [
        'case',
        'bare SQL p50',
        'API p50',
        'API p99',
        'API / bare',
        'API / (bare + call)',
        'answer',
      ];
      if (values.breakdown) header.splice(2, 0, 'inject p50', 'HTTP identity p50', 'HTTP gzip undecoded p50');
      const rows: string[][] = [header];
      // Times for ascending percentiles, gathered over the rounds.
      const gather = (into: Map<string, number[]>, key: string, times: number[] | undefined) => {
        if (times)
          into.set(
            key,
            [...(into.get(key) ?? []), ...times].sort((a, b) => a - b),
          );
      };
      for (const c of cases.filter(
        (c) => values.only === undefined || new RegExp(values.only).test(c.name),
      )) {
        let size = 0;
        const path = c.path;
        const timeApi = (work: () => Promise<unknown>) =>
          path === undefined ? undefined : timed(runs, work);
        const times = new Map<string, number[]>();
        for (let round = 0; round < rounds; round += 1) {
          for (const server of served) {
            const key = (layer: string) => `${server.label}\n${layer}`;
            gather(
              times,
              key('api'),
              await timeApi(async () => {
                size = await call(server, c, path as string, {});
              }),
            );
            if (!values.breakdown) continue;
            gather(times, key('inject'), await timeApi(() => inject(server, c, path as string)));
            gather(
              times,
              key('identity'),
              await timeApi(() => call(server, c, path as string, { 'accept-encoding': 'identity' })),
            );
            gather(times, key('undecoded'), await timeApi(() => undecoded(server, c, path as string)));
          }
          gather(times, 'bare', c.bare ? await timed(runs, c.bare) : undefined);
        }
        const bare = times.get('bare');
        const bareP50 = bare ? percentile(bare, 50) : undefined;
        const p50 = (of: number[] | undefined) => (of ? ms(percentile(of, 50)) : '–');
        for (const server of served) {
          const layer = (name: string) => times.get(`${server.label}\n${name}`);
          const api = layer('api');
          const apiP50 = api ? percentile(api, 50) : undefined;
          if (c.path === '/health' && apiP50 !== undefined && bareP50 !== undefined)
            callFloor.set(server, apiP50 - bareP50);
          const floor = callFloor.get(server);
          const ratio = (over: number | undefined) =>
            over === undefined || apiP50 === undefined ? '–' : `${(apiP50 / over).toFixed(2)}×`;
          const row = [
            server.label === '' ? c.name : `${c.name} [${server.label}]`,
            p50(bare),
            p50(api),
            api ? ms(percentile(api, 99)) : '–',
            ratio(bareP50),
            ratio(bareP50 === undefined || floor === undefined ? undefined : bareP50 + floor),
            api ? `${formatCount(size)} B` : '–',
          ];
          if (values.breakdown)
            row.splice(2, 0, p50(layer('inject')), p50(layer('identity')), p50(layer('undecoded')));
          rows.push(row);
        }
      }
      printTable(
        `analysis: ${formatCount(Number(total.n))} events, PostgreSQL, ${runs} runs × ${rounds} rounds a case, load ${loadavg()[0]?.toFixed(2)}`,
        rows,
      );
    } finally {
      for (const server of served) await server.close();
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};
