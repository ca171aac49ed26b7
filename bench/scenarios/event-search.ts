// Event search over HTTP (discovery issue, "Performance"): perimeter search at 1–200 km, an address search
// and GET /v1/event/{id}, each measured with autocannon against the real app on loopback, beside the bare
// SQL for the same criteria run directly through Kysely.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdtemp } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../apps/server/src/db/database.js';
import { openDatabase } from '../../apps/server/src/db/database.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import type { FetchNotificationsBody } from '../../apps/server/src/features/alerts/fetch-notifications.schemas.js';
import { fetchNotifications } from '../../apps/server/src/features/alerts/fetch-notifications.service.js';
import {
  findPublicEventById,
  findPublicEventPageById,
} from '../../apps/server/src/features/events/events.repository.js';
import {
  resolveAddress,
  toEventPageQuery,
} from '../../apps/server/src/features/events/search/event-query.js';
import { findEventPageBy } from '../../apps/server/src/features/events/search/event-search.repository.js';
import {
  listEvents,
  searchEvents,
} from '../../apps/server/src/features/events/search/event-search.service.js';
import { choosePerimeterPlan } from '../../apps/server/src/features/events/search/perimeter-plan.js';
import { loadGazetteerIfEmpty } from '../../apps/server/src/geo/load-gazetteer.js';
import { openBenchDatabase } from '../support/bench-database.js';
import { dropSecondaryIndexes, recreateIndexes } from '../support/deferred-indexes.js';
import { numberOption, wholeNumberOption } from '../support/options.js';
import { backendPids, cpuSnapshot, cpuSpent, withApplicationName } from '../support/process-cpu.js';
import { formatCount, formatDuration, printTable } from '../support/report.js';
import { generateEventBatches, insertBenchTaxonomy, insertEventBatch } from '../support/synthetic-events.js';
import type { Scenario } from './scenario.js';

const RADII_KM = [1, 2, 10, 50, 200] as const;
const KEYWORD_RADII_KM = [50, 500] as const;
/** Where the perimeter searches look, in turn: big and small cities and a rural spot, as users would. */
const CENTERS = [
  { name: 'Berlin', latitude: 52.52, longitude: 13.405 },
  { name: 'Hamburg', latitude: 53.551, longitude: 9.994 },
  { name: 'München', latitude: 48.137, longitude: 11.575 },
  { name: 'Köln', latitude: 50.938, longitude: 6.96 },
  { name: 'Leipzig', latitude: 51.34, longitude: 12.375 },
  { name: 'Freiburg', latitude: 47.999, longitude: 7.842 },
  { name: 'Göttingen', latitude: 51.534, longitude: 9.935 },
  { name: 'Mecklenburg (rural)', latitude: 53.6, longitude: 12.7 },
] as const;
const ADDRESSES = [{ city: 'Leipzig' }, { city: 'Muenchen' }, { zip_code: '50667' }, { city: 'Göttingen' }];
const SERVER_ENTRY = fileURLToPath(new URL('./event-search-server.ts', import.meta.url));

interface Case {
  name: string;
  /** One bare run through Kysely, cycling through the case's variants with `i`. */
  bare(handle: DatabaseHandle, i: number): Promise<unknown>;
  requests: autocannon.Request[];
}

const load = () => loadavg()[0]?.toFixed(2) ?? '?';
const ms = (value: number) => `${value.toFixed(2)} ms`;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function postJson(path: string, body: unknown): autocannon.Request {
  return {
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  };
}

function buildCases(now: string, eventIds: readonly number[]): Case[] {
  const perimeter = RADII_KM.map<Case>((radius) => {
    const bodies = CENTERS.map(({ latitude, longitude }) => ({
      latitude,
      longitude,
      radius_km: radius,
      start_time_start: now,
      limit: 25,
    }));
    return {
      name: `perimeter ${radius} km`,
      async bare(handle, i) {
        const { latitude, longitude, radius_km, ...rest } = bodies[
          i % bodies.length
        ] as (typeof bodies)[number];
        const query = await toEventPageQuery(handle.db, {
          ...rest,
          perimeter: { latitude, longitude, radius_km },
        });
        return findEventPageBy(handle.db, query, await choosePerimeterPlan(handle.db, query));
      },
      requests: bodies.map((body) => postJson('/v1/event/perimeter-search', body)),
    };
  });
  const addressBodies = ADDRESSES.map((address) => ({ ...address, start_time_start: now, limit: 25 }));
  const address: Case = {
    name: 'address (10 km)',
    async bare(handle, i) {
      const { start_time_start, limit, ...place } = addressBodies[
        i % addressBodies.length
      ] as (typeof addressBodies)[0];
      const circle = await resolveAddress(handle.db, place);
      const query = await toEventPageQuery(handle.db, { start_time_start, limit });
      const withCircle = { ...query, circle };
      return findEventPageBy(handle.db, withCircle, await choosePerimeterPlan(handle.db, withCircle));
    },
    requests: addressBodies.map((body) => postJson('/v1/event/address-search?address_language=de', body)),
  };
  // Not among the targets, measured to show where the remaining costs are.
  const list: Case = {
    name: 'list closest_future + total',
    bare: (handle) => listEvents(handle.db, { mode: 'closest_future', limit: 25 }),
    requests: [postJson('/v1/event/all', { mode: 'closest_future', limit: 25 })],
  };
  // A word in a sixth of all descriptions and in no name: the walk in start order finds its pages (keyword-page.ts).
  const keyword = KEYWORD_RADII_KM.map((radius): Case => {
    const bodies = CENTERS.map(({ latitude, longitude }) => ({
      latitude,
      longitude,
      radius_km: radius,
      keyword: 'Marktplatz',
      start_time_start: now,
      limit: 25,
    }));
    return {
      name: `keyword 'Marktplatz' + ${radius} km`,
      bare(handle, i) {
        const { latitude, longitude, radius_km, ...rest } = bodies[i % bodies.length] as (typeof bodies)[0];
        return searchEvents(handle.db, { ...rest, perimeter: { latitude, longitude, radius_km } });
      },
      requests: bodies.map((body) => postJson('/v1/event/perimeter-search', body)),
    };
  });
  const getEvent: Case = {
    name: 'GET /v1/event/{id}',
    bare: (handle, i) => findPublicEventById(handle.db, eventIds[i % eventIds.length] as number),
    requests: eventIds.map((id) => ({ method: 'GET', path: `/v1/event/${id}` })),
  };
  // Issue 18: the event page's HTML with its own head (page-heads), to compare with GET /v1/event/{id}.
  const eventPage: Case = {
    name: 'GET event page HTML',
    bare: (handle, i) => findPublicEventPageById(handle.db, eventIds[i % eventIds.length] as number),
    requests: eventIds.map((id) => ({ method: 'GET', path: `/de/events/${id}` })),
  };
  return [...perimeter, address, getEvent, eventPage, list, ...keyword, ...notificationCases()];
}

/** The alert polls measured (issue 13): a body per variant, taken in turn, each at most 100 ids, no events. */
export const NOTIFICATION_POLLS: readonly {
  name: string;
  bodies: readonly FetchNotificationsBody[];
  language: 'en' | 'de';
}[] = [
  {
    name: 'perimeter 10 km',
    bodies: CENTERS.map(({ latitude, longitude }) => ({ latitude, longitude, radius_km: 10 })),
    language: 'en',
  },
  { name: 'city', bodies: ADDRESSES, language: 'de' },
  {
    name: "keyword 'Marktplatz' + 50 km",
    bodies: CENTERS.map(({ latitude, longitude }) => ({
      latitude,
      longitude,
      radius_km: 50,
      event_name: 'Marktplatz',
    })),
    language: 'en',
  },
  // A keyword alert of a city (10 km): the walk over few cells, often to the area's end.
  {
    name: "keyword 'Marktplatz' + city",
    bodies: ADDRESSES.map((address) => ({ ...address, event_name: 'Marktplatz' })),
    language: 'de',
  },
];

/**
 * Alert polling (issue 13): fetch-notifications for a 10 km perimeter alert, a city alert and a keyword alert,
 * each at the spec's hourly poll one of very many; the answer is ids only (at most 100), no events.
 */
function notificationCases(): Case[] {
  return NOTIFICATION_POLLS.map(({ name, bodies, language }) => ({
    name: `notifications ${name}`,
    bare: (handle, i) =>
      fetchNotifications(handle.db, bodies[i % bodies.length] as FetchNotificationsBody, language, {
        crawlIntervalMinutes: 60,
      }),
    requests: bodies.map((body) =>
      postJson(`/v1/event/fetch-notifications?address_language=${language}`, body),
    ),
  }));
}

async function timeBare(handle: DatabaseHandle, c: Case, iterations: number) {
  for (let i = 0; i < Math.min(20, iterations); i += 1) await c.bare(handle, i); // warm caches and plans
  const times: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const startedAt = performance.now();
    await c.bare(handle, i);
    times.push(performance.now() - startedAt);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), load: load() };
}

export interface Server {
  url: string;
  child: ChildProcess;
  /** How its PostgreSQL connections name themselves (undefined on PGlite, which runs in the app). */
  applicationName?: string | undefined;
  databaseUrl?: string | undefined;
}

/** The app in a child process; `checkout` serves another copy of the repository (see event-search-server.ts). */
export interface ServerSettings {
  logLevel?: string | undefined;
  eventCache?: string | undefined;
  /** FEED_CACHE_MB of the app (the export-feeds scenario serves one copy without the rendered-feed cache). */
  feedCacheMb?: string | undefined;
  /** WEB_DIST_DIR of the app: a built web app (or its index.html alone), for the event page case. */
  webDistDir?: string | undefined;
}

export function startServer(
  target: string,
  label: string,
  checkout?: string,
  settings: ServerSettings = {},
): Promise<Server> {
  const postgres = target.startsWith('postgres');
  const applicationName = postgres ? `af-bench-${label.replaceAll(' ', '-')}` : undefined;
  const served = applicationName ? withApplicationName(target, applicationName) : target;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', SERVER_ENTRY, served, ...(checkout ? [checkout] : [])],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        LOG_LEVEL: settings.logLevel,
        EVENT_CACHE_ENTRIES: settings.eventCache,
        FEED_CACHE_MB: settings.feedCacheMb,
        WEB_DIST_DIR: settings.webDistDir,
      },
    },
  );
  child.stdout?.resume(); // the app's log lines: read and dropped, as a log collector would
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\S+)/.exec(output);
      if (match?.[1]) {
        child.stderr?.off('data', onData);
        child.stderr?.pipe(process.stderr);
        resolve({ url: match[1], child, applicationName, databaseUrl: postgres ? target : undefined });
      }
    };
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`the app exited with code ${code} before listening:\n${output}`)),
    );
  });
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function send(agent: Agent, url: URL, request: autocannon.Request): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { agent, method: request.method ?? 'GET', path: request.path, headers: request.headers },
      (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
        response.once('error', reject);
      },
    );
    req.once('error', reject);
    req.end(request.body);
  });
}

/**
 * One request at a time over one kept-alive connection, each timed to the microsecond (autocannon rounds
 * latencies to whole milliseconds, too coarse beside a 1–3 ms query).
 */
async function measureLatency(url: string, c: Case, seconds: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const base = new URL(url);
  const times: number[] = [];
  let errors = 0;
  const endAt = performance.now() + seconds * 1_000;
  try {
    for (let i = 0; performance.now() < endAt; i += 1) {
      const startedAt = performance.now();
      const status = await send(agent, base, c.requests[i % c.requests.length] as autocannon.Request);
      times.push(performance.now() - startedAt);
      if (status !== 200) errors += 1;
    }
  } finally {
    agent.destroy();
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), errors, load: load() };
}

/** The app process and its PostgreSQL backends. */
export async function serverPids(server: Server): Promise<number[]> {
  const { child, databaseUrl, applicationName } = server;
  const backends = databaseUrl && applicationName ? await backendPids(databaseUrl, applicationName) : [];
  return [...(child.pid ? [child.pid] : []), ...backends];
}

async function measureThroughput(server: Server, c: Case, connections: number, seconds: number) {
  const before = cpuSnapshot(await serverPids(server));
  const result = await autocannon({ url: server.url, connections, duration: seconds, requests: c.requests });
  const after = cpuSnapshot(await serverPids(server));
  const appPid = server.child.pid ?? -1;
  const appCpu = (after.get(appPid) ?? 0) - (before.get(appPid) ?? 0);
  const total = Math.max(1, result.requests.total);
  return {
    rps: result.requests.average,
    /** CPU ms per request in the app and in its PostgreSQL backends. */
    appMs: (appCpu * 1_000) / total,
    dbMs: ((cpuSpent(before, after) - appCpu) * 1_000) / total,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    load: load(),
  };
}

interface Version {
  label: string;
  server: Server;
}

const median = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

async function measureVersions(
  cases: readonly Case[],
  versions: readonly Version[],
  bare: ReadonlyMap<string, Awaited<ReturnType<typeof timeBare>>>,
  { seconds, connections, rounds }: { seconds: number; connections: number; rounds: number },
): Promise<string[][]> {
  const table: string[][] = [
    [
      'case',
      ...(versions.length > 1 ? ['version'] : []),
      'bare p50',
      'bare p99',
      'API p50',
      'API p99',
      'p50 ratio',
      `req/s (c=${connections})`,
      `p99 (c=${connections})`,
      'app CPU/req',
      'db CPU/req',
      'req/s per core',
      'errors',
      'load',
    ],
  ];
  for (const c of cases) {
    const runs = versions.map(() => ({
      latency: [] as Awaited<ReturnType<typeof measureLatency>>[],
      throughput: [] as Awaited<ReturnType<typeof measureThroughput>>[],
    }));
    for (const { server } of versions) {
      await autocannon({ url: server.url, connections: 2, duration: 1, requests: c.requests }); // warm-up
    }
    for (let round = 0; round < rounds; round += 1) {
      const order = versions.map((_, i) => i);
      if (round % 2 === 1) order.reverse();
      for (const i of order) {
        const { url } = (versions[i] as Version).server;
        runs[i]?.latency.push(await measureLatency(url, c, seconds));
        runs[i]?.throughput.push(
          await measureThroughput((versions[i] as Version).server, c, connections, seconds),
        );
      }
    }
    const b = bare.get(c.name) ?? { p50: Number.NaN, p99: Number.NaN, load: '?' };
    versions.forEach((version, i) => {
      const { latency, throughput } = runs[i] ?? { latency: [], throughput: [] };
      const p50 = median(latency.map((r) => r.p50));
      table.push([
        c.name,
        ...(versions.length > 1 ? [version.label] : []),
        ms(b.p50),
        ms(b.p99),
        ms(p50),
        ms(median(latency.map((r) => r.p99))),
        `${(p50 / b.p50).toFixed(2)}×`,
        formatCount(mean(throughput.map((r) => r.rps))),
        ms(median(throughput.map((r) => r.p99))),
        ms(mean(throughput.map((r) => r.appMs))),
        ms(mean(throughput.map((r) => r.dbMs))),
        formatCount(1_000 / mean(throughput.map((r) => r.appMs + r.dbMs))),
        String([...latency, ...throughput].reduce((sum, r) => sum + r.errors, 0)),
        `${b.load} / ${latency.map((r) => r.load).join(',')} / ${throughput.map((r) => r.load).join(',')}`,
      ]);
    });
    console.log(`  ${c.name} done (load ${load()})`);
  }
  return table;
}

const WEB_DIR = fileURLToPath(new URL('../../apps/web/', import.meta.url));

/** The folder the app serves pages from: the one asked for, the web build, or index.html alone. */
async function webDistFor(asked: string | undefined): Promise<string> {
  if (asked) return asked;
  if (existsSync(join(WEB_DIR, 'dist/index.html'))) return join(WEB_DIR, 'dist');
  const dir = await mkdtemp(join(tmpdir(), 'assembly-finder-bench-web-'));
  await copyFile(join(WEB_DIR, 'index.html'), join(dir, 'index.html'));
  return dir;
}

/** A fresh PGlite (or PostgreSQL with --server) with N synthetic events, indexes built after loading. */
async function seedFresh(events: number, serverUrl: string | undefined, keep: boolean) {
  const database = await openBenchDatabase({ databaseUrl: serverUrl, keep });
  const { db } = database.handle;
  const taxonomy = await insertBenchTaxonomy(db);
  const dropped = await dropSecondaryIndexes(db, ['events', 'event_topics']);
  const startedAt = performance.now();
  for (const batch of generateEventBatches(events, 5_000, taxonomy, { seed: 1, now: new Date() })) {
    await insertEventBatch(db, batch, taxonomy.topicIds);
  }
  await recreateIndexes(db, dropped);
  console.log(`seeded ${formatCount(events)} events in ${formatDuration(performance.now() - startedAt)}`);
  return database;
}

export const eventSearchScenario: Scenario = {
  name: 'event-search',
  summary: 'perimeter/address search and GET event over HTTP (autocannon) beside the bare SQL',
  usage: [
    '--database URL    an existing, seeded PostgreSQL database (e.g. one kept by `seed --keep`), used as is',
    '--pglite DIR      an existing, seeded PGlite folder, used as is',
    '--events N        otherwise: seed a fresh PGlite with N events first (default 100,000)',
    '--server URL      with --events: seed a fresh database on this PostgreSQL server instead',
    '--keep            keep the freshly seeded database',
    '--seconds N       duration of each autocannon run (default 10)',
    '--connections N   connections of the throughput run (default 10); latency runs use 1',
    '--iterations N    bare query runs per case (default 300)',
    '--only TEXT       only the cases whose name contains TEXT (e.g. "perimeter", "GET")',
    '--baseline DIR    also serve the app of another checkout (e.g. `git archive <commit> | tar -x -C DIR`',
    '                  with node_modules linked) and measure both, taking turns, on the same load',
    '--rounds N        runs per case and version (default 1, or 3 with --baseline)',
    "--log-level L     the app's LOG_LEVEL (default: the production default, info: a log line per request)",
    "--event-cache N   the app's EVENT_CACHE_ENTRIES (default 20,000; 0: every search reads its events in full)",
    '--web-dist DIR    the built web app the event page case serves (default apps/web/dist when built, else',
    '                  apps/web/index.html alone in a temporary folder: the same head, unbuilt script tags)',
  ].join('\n'),

  async run(args) {
    const { values } = parseArgs({
      args,
      options: {
        database: { type: 'string' },
        pglite: { type: 'string' },
        events: { type: 'string' },
        server: { type: 'string' },
        keep: { type: 'boolean', default: false },
        seconds: { type: 'string' },
        connections: { type: 'string' },
        iterations: { type: 'string' },
        only: { type: 'string' },
        baseline: { type: 'string' },
        rounds: { type: 'string' },
        'log-level': { type: 'string' },
        'event-cache': { type: 'string' },
        'web-dist': { type: 'string' },
      },
      strict: true,
    });
    const seconds = numberOption('seconds', values.seconds, 10);
    const connections = wholeNumberOption('connections', values.connections, 10);
    const iterations = wholeNumberOption('iterations', values.iterations, 300);
    const rounds = wholeNumberOption('rounds', values.rounds, values.baseline ? 3 : 1);

    const fresh =
      values.database || values.pglite
        ? undefined
        : await seedFresh(wholeNumberOption('events', values.events, 100_000), values.server, values.keep);
    let handle = fresh?.handle;
    const target = values.database ?? values.pglite ?? fresh?.location ?? '';
    if (!handle) {
      handle = await openDatabase(values.database ? { databaseUrl: values.database } : { pgliteDir: target });
    }
    try {
      await migrateToLatest(handle.db);
      await loadGazetteerIfEmpty(handle.db);
      // What autovacuum does in production after a bulk load: statistics and the visibility map that lets
      // counts and the plan sample read indexes alone.
      await sql`VACUUM ANALYZE events`.execute(handle.db);
      const { rows } = await sql<{ total: string }>`SELECT count(*) AS total FROM events`.execute(handle.db);
      const ids = await sql<{ id: number }>`
        SELECT e.id FROM events e JOIN sources s ON s.id = e.organising_source_id
        WHERE e.deleted_at IS NULL AND s.approval_status = 'approved'
        ORDER BY md5(e.id::text) LIMIT 200`.execute(handle.db);
      const only = values.only ?? '';
      const cases = buildCases(
        new Date().toISOString(),
        ids.rows.map((r) => r.id),
      ).filter((c) => c.name.includes(only));
      console.log(`${handle.kind}, ${formatCount(Number(rows[0]?.total ?? 0))} events, load ${load()}`);

      const bare = new Map<string, Awaited<ReturnType<typeof timeBare>>>();
      for (const c of cases) bare.set(c.name, await timeBare(handle, c, iterations));
      // PGlite admits one process: hand the database over to the app (a fresh one is removed at the end).
      if (fresh) await fresh.close();
      else await handle.close();
      handle = undefined;

      const versions: Version[] = [];
      const settings = {
        logLevel: values['log-level'],
        eventCache: values['event-cache'],
        webDistDir: await webDistFor(values['web-dist']),
      };
      try {
        if (values.baseline) {
          versions.push({
            label: 'baseline',
            server: await startServer(target, 'baseline', values.baseline, settings),
          });
        }
        versions.push({
          label: values.baseline ? 'this tree' : '',
          server: await startServer(target, 'this tree', undefined, settings),
        });
        const table = await measureVersions(cases, versions, bare, { seconds, connections, rounds });
        printTable(
          `event search over HTTP, ${seconds} s per run, ${rounds} round(s) per version ` +
            '(load: bare / latency runs / throughput runs)',
          table,
        );
        console.log(
          'bare = plan sample + page query through Kysely in this process, one at a time; API p50/p99 with ' +
            '1 connection, one request at a time; req/s and its p99 with autocannon. With several rounds: ' +
            'median p50/p99 and mean req/s, versions taking turns (ABBA) so load drift hits both alike. ' +
            'CPU/req: user+system CPU of the app process and of its PostgreSQL backends per request during ' +
            'the throughput run (/proc); req/s per core = 1,000 ms / (app + db CPU per request), what the ' +
            'version serves per core of its own, the load generator elsewhere.',
        );
      } finally {
        for (const { server } of versions) await stopServer(server.child);
      }
    } finally {
      if (fresh) await fresh.dispose();
      else await handle?.close();
      if (fresh && values.keep) console.log(`kept: ${fresh.location}`);
    }
  },
};
