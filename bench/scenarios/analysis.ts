// Analysis calls (issue 16 "Measured"): one year by day for one query, five queries, the density grid for all of
// Germany and the CSVs over HTTP against the real app in a process of its own (production settings, as the event
// search bench serves it), beside the bare SQL of the same work in the bench process. Sequential requests, so p50 is
// a request's own latency; the API, its layers and the bare SQL take turns request by request.
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { buildApp } from '../../apps/server/src/app.js';
import type { loadConfig } from '../../apps/server/src/config.js';
import { type Db, openDatabase } from '../../apps/server/src/db/database.js';
import { type Server, serverPids, startServer, stopServer } from '../support/bench-server.js';
import { send } from '../support/http-polls.js';
import { wholeNumberOption } from '../support/options.js';
import { backendPids, cpuSnapshot, cpuSpent, withApplicationName } from '../support/process-cpu.js';
import { formatCount, printTable } from '../support/report.js';
import { percentile, timedInTurns } from '../support/sequential-timing.js';
import { type AnalysisCase, analysisCases, HEALTH_PATH } from './analysis-cases.js';
import type { Scenario } from './scenario.js';

/** One version of the app: this tree's, or with --baseline another checkout's beside it. */
interface Version {
  label: string;
  server: Server;
  agent: Agent;
  /** With --breakdown: the same version built in the bench process, for app.inject. */
  inProcess?: { app: FastifyInstance; close(): Promise<void> };
}

/**
 * A version built in this process for `app.inject` (no socket, no client): the root of a checkout (this one, or a
 * copy such as `git archive` of an older commit) on its own pool, with no log and no per-address limit.
 */
async function buildInProcess(checkout: string, databaseUrl: string): Promise<Version['inProcess']> {
  const source = (file: string) => pathToFileURL(join(resolve(checkout), 'apps/server/src', file)).href;
  const { buildApp: build } = (await import(source('app.ts'))) as { buildApp: typeof buildApp };
  const { loadConfig: load } = (await import(source('config.ts'))) as { loadConfig: typeof loadConfig };
  const { openDatabase: open } = (await import(source('db/database.ts'))) as {
    openDatabase: typeof openDatabase;
  };
  const dataDir = await mkdtemp(join(tmpdir(), 'assembly-finder-bench-analysis-'));
  const handle = await open({ databaseUrl, poolSize: 10 });
  const config = load({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_READS_PER_MINUTE: '0' });
  const app = await build({ config: Object.freeze({ ...config, webDistDir: undefined }), db: handle.db });
  await (app as { upcomingEvents?: { ready(): Promise<void> } | null }).upcomingEvents?.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function serveVersion(
  label: string,
  databaseUrl: string,
  checkout: string | undefined,
  inject: boolean,
) {
  // Its own name for the app's PostgreSQL connections, so that their CPU is this run's alone.
  const server = await startServer(databaseUrl, `analysis-${process.pid}-${label || 'tree'}`, checkout);
  const root = checkout ?? new URL('../..', import.meta.url).pathname;
  return {
    label,
    server,
    agent: new Agent({ keepAlive: true, maxSockets: 1 }),
    ...(inject ? { inProcess: await buildInProcess(root, databaseUrl) } : {}),
  };
}

/** A fold empties the change tables by DELETE: until a vacuum, every count read and counts version scans the dead
 * rows (a seeded 1M database: 5.5M rows, 446 MB, ~80 ms a request). */
async function warnOfDeadChanges(db: Db): Promise<void> {
  const { rows } = await sql<{ relname: string; dead: string }>`
    SELECT relname, n_dead_tup AS dead FROM pg_stat_user_tables
    WHERE relname IN ('event_day_count_changes', 'event_cell_count_changes') AND n_dead_tup > 100000`.execute(
    db,
  );
  for (const { relname, dead } of rows) {
    console.warn(
      `warning: ${relname} holds ${formatCount(Number(dead))} dead rows, read by every analysis request: VACUUM ${relname} first (autovacuum does where it runs)`,
    );
  }
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

export const analysisScenario: Scenario = {
  name: 'analysis',
  summary:
    'analysis time series, density grid and CSV over HTTP beside the bare SQL (an already seeded database)',
  usage: [
    '--database URL    a seeded PostgreSQL database (npm run bench -- seed --keep …), required',
    '--runs N          timed requests per case and layer (default 30)',
    '--only REGEXP     only the cases whose name matches (the per-event rows take seconds a run)',
    '--baseline DIR    also serve the app of another checkout (e.g. `git archive <commit> | tar -x -C DIR` with',
    '                  node_modules linked in), in a process of its own: both take turns request by request',
    '--breakdown       also time each call through app.inject (the version built in the bench process: no socket,',
    '                  no client), over HTTP with Accept-Encoding: identity, and over node:http asking for gzip',
    "                  with the compressed bytes read but not decoded, beside HTTP as Node's fetch sends it",
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
      },
      strict: true,
    });
    const database = values.database;
    if (!database) throw new Error('--database is required (a seeded PostgreSQL database)');
    const runs = wholeNumberOption('runs', values.runs, 30);
    const bareName = `analysis-${process.pid}-bare`;
    const handle = await openDatabase({ databaseUrl: withApplicationName(database, bareName), poolSize: 10 });
    const versions: Version[] = [];
    try {
      const { db } = handle;
      const total = await db
        .selectFrom('events')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      await warnOfDeadChanges(db);
      const breakdown = values.breakdown === true;
      if (values.baseline)
        versions.push(await serveVersion('baseline', database, values.baseline, breakdown));
      versions.push(await serveVersion(values.baseline ? 'this tree' : '', database, undefined, breakdown));
      const cases = (await analysisCases(db)).filter(
        (c) => values.only === undefined || new RegExp(values.only).test(c.name),
      );

      const bodyOf = (c: AnalysisCase) =>
        (typeof c.body === 'function' ? c.body() : c.body) as object | undefined;
      const etags = new Map<AnalysisCase, string>();
      // As a browser's page asks: Node's fetch (gzip, decoded), in this process, the app in its own.
      const call = async (version: Version, c: AnalysisCase, headers: Record<string, string>) => {
        const body = bodyOf(c);
        const etag = etags.get(c);
        const response = await fetch(`${version.server.url}${c.path}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: {
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(etag === undefined ? {} : { 'if-none-match': etag }),
            ...headers,
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (response.status !== 200 && !(etag !== undefined && response.status === 304))
          throw new Error(`${c.path} answered ${response.status}: ${await response.text()}`);
        if (c.revalidate && etag === undefined) etags.set(c, response.headers.get('etag') ?? '');
        return (await response.arrayBuffer()).byteLength;
      };
      const undecoded = async (version: Version, c: AnalysisCase) => {
        const body = bodyOf(c);
        const response = await send(version.agent, new URL(version.server.url), {
          method: body === undefined ? 'GET' : 'POST',
          path: c.path as string,
          headers: {
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            'accept-encoding': 'gzip, deflate',
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (response.status !== 200) throw new Error(`${c.path} answered ${response.status}`);
      };
      const inject = async (app: FastifyInstance, c: AnalysisCase) => {
        const body = bodyOf(c);
        const response = await app.inject({
          method: body === undefined ? 'GET' : 'POST',
          url: c.path as string,
          headers: { 'accept-encoding': 'identity' },
          ...(body === undefined ? {} : { payload: body }),
        });
        if (response.statusCode !== 200) throw new Error(`${c.path} answered ${response.statusCode}`);
      };
      const sizes = new Map<AnalysisCase, number>();
      /** The app's and its backends' CPU per request (/proc), over `runs` requests in a row. */
      const cpuPerRequest = async (version: Version, c: AnalysisCase) => {
        const before = cpuSnapshot(await serverPids(version.server));
        for (let i = 0; i < runs; i += 1) await call(version, c, {});
        const after = cpuSnapshot(await serverPids(version.server));
        const pid = version.server.child.pid ?? -1;
        const app = ((after.get(pid) ?? 0) - (before.get(pid) ?? 0)) * 1_000;
        return { app: app / runs, db: (cpuSpent(before, after) * 1_000 - app) / runs };
      };
      /** The bare SQL's CPU per call: this process (Kysely, node-postgres) and its backends. */
      const bareCpu = async (bare: () => Promise<unknown>) => {
        const pids = await backendPids(database, bareName);
        const before = cpuSnapshot(pids);
        const node = process.cpuUsage();
        for (let i = 0; i < runs; i += 1) await bare();
        const used = process.cpuUsage(node);
        const after = cpuSnapshot(await backendPids(database, bareName));
        return {
          app: (used.user + used.system) / 1_000 / runs,
          db: (cpuSpent(before, after) * 1_000) / runs,
        };
      };

      const header = ['case', 'bare p50', 'API p50', 'API p99', 'API / bare', 'API / (bare + call)'];
      if (breakdown) header.splice(2, 0, 'inject p50', 'HTTP identity p50', 'HTTP gzip undecoded p50');
      header.push('app CPU/req', 'db CPU/req', 'answer', 'load');
      const rows: string[][] = [header];
      // The fixed cost of any call (GET /health's API p50 less its bare SQL): the bare SQL plus it is what the API
      // would take with no work of its own, so 'API / (bare + call)' compares like with like (decision 042).
      const callFloor = new Map<Version, number>();
      for (const c of cases) {
        const loadBefore = loadavg()[0] ?? 0;
        const works = new Map<string, () => Promise<unknown>>();
        const path = c.path;
        for (const version of path === undefined ? [] : versions) {
          works.set(`${version.label}\napi`, async () => sizes.set(c, await call(version, c, {})));
          if (!breakdown) continue;
          const app = version.inProcess?.app as FastifyInstance;
          works.set(`${version.label}\ninject`, () => inject(app, c));
          works.set(`${version.label}\nidentity`, () => call(version, c, { 'accept-encoding': 'identity' }));
          works.set(`${version.label}\nundecoded`, () => undecoded(version, c));
        }
        if (c.bare) works.set('bare', c.bare);
        const times = await timedInTurns(runs, works);
        const cpu = new Map<Version, { app: number; db: number }>();
        for (const version of path === undefined ? [] : versions)
          cpu.set(version, await cpuPerRequest(version, c));
        const bareUse = c.bare ? await bareCpu(c.bare) : undefined;
        const load = `${loadBefore.toFixed(1)}–${(loadavg()[0] ?? 0).toFixed(1)}`;
        const bare = times.get('bare');
        const bareP50 = bare ? percentile(bare, 50) : undefined;
        const p50 = (of: number[] | undefined) => (of ? ms(percentile(of, 50)) : '–');
        if (bareUse) {
          const row = [`${c.name} [bare SQL]`, p50(bare), '–', bare ? ms(percentile(bare, 99)) : '–', '', ''];
          if (breakdown) row.splice(2, 0, '', '', '');
          rows.push([...row, `${ms(bareUse.app)} (bench)`, ms(bareUse.db), '–', load]);
        }
        for (const version of path === undefined ? [] : versions) {
          const layer = (name: string) => times.get(`${version.label}\n${name}`);
          const api = layer('api') as number[];
          const apiP50 = percentile(api, 50);
          if (path === HEALTH_PATH && bareP50 !== undefined) callFloor.set(version, apiP50 - bareP50);
          const floor = callFloor.get(version);
          const ratio = (over: number | undefined) =>
            over === undefined ? '–' : `${(apiP50 / over).toFixed(2)}×`;
          const row = [
            version.label === '' ? c.name : `${c.name} [${version.label}]`,
            p50(bare),
            ms(apiP50),
            ms(percentile(api, 99)),
            ratio(bareP50),
            ratio(bareP50 === undefined || floor === undefined ? undefined : bareP50 + floor),
          ];
          if (breakdown)
            row.splice(2, 0, p50(layer('inject')), p50(layer('identity')), p50(layer('undecoded')));
          const use = cpu.get(version);
          rows.push([
            ...row,
            use ? ms(use.app) : '–',
            use ? ms(use.db) : '–',
            `${formatCount(sizes.get(c) ?? 0)} B`,
            load,
          ]);
        }
      }
      printTable(
        `analysis: ${formatCount(Number(total.n))} events, PostgreSQL, ${runs} requests a case and layer, taking turns`,
        rows,
      );
      console.log(
        'API: Node fetch in the bench process, the app in its own (production settings). CPU/req: the app process ' +
          'and its PostgreSQL backends (/proc) over a further run of the API alone; for the bare SQL, the bench ' +
          "process and its backends. Load: the 1-minute load average at the case's start and end.",
      );
    } finally {
      for (const version of versions) {
        version.agent.destroy();
        await stopServer(version.server.child);
        await version.inProcess?.close();
      }
      await handle.close();
    }
  },
};
