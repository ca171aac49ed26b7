// Event search over HTTP (discovery issue, "Performance"): perimeter search at 1–200 km, an address search
// and GET /v1/event/{id}, each measured with autocannon against the real app on loopback, beside the bare
// SQL for the same criteria run directly through Kysely.
import { type ChildProcess, spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../apps/server/src/db/database.js';
import { openDatabase } from '../../apps/server/src/db/database.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import { eventPageQuery } from '../../apps/server/src/features/events/event-search.repository.js';
import {
  resolveAddress,
  toEventPageQuery,
} from '../../apps/server/src/features/events/event-search.service.js';
import { findPublicEventById } from '../../apps/server/src/features/events/events.repository.js';
import { listEvents, searchEventsInPerimeter } from '../../apps/server/src/features/events/events.service.js';
import { choosePerimeterPlan } from '../../apps/server/src/features/events/perimeter-plan.js';
import { loadGazetteerIfEmpty } from '../../apps/server/src/geo/load-gazetteer.js';
import { openBenchDatabase } from '../support/bench-database.js';
import { dropSecondaryIndexes, recreateIndexes } from '../support/deferred-indexes.js';
import { formatCount, formatDuration, printTable } from '../support/report.js';
import { generateEventBatches, insertBenchTaxonomy, insertEventBatch } from '../support/synthetic-events.js';
import type { Scenario } from './scenario.js';

const RADII_KM = [1, 2, 10, 50, 200] as const;
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
        return eventPageQuery(handle.db, query, await choosePerimeterPlan(handle.db, query)).execute();
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
      return eventPageQuery(
        handle.db,
        withCircle,
        await choosePerimeterPlan(handle.db, withCircle),
      ).execute();
    },
    requests: addressBodies.map((body) => postJson('/v1/event/address-search?address_language=de', body)),
  };
  // Not among the targets, measured to show where the remaining costs are.
  const list: Case = {
    name: 'list closest_future + total',
    bare: (handle) => listEvents(handle.db, { mode: 'closest_future', limit: 25 }),
    requests: [postJson('/v1/event/all', { mode: 'closest_future', limit: 25 })],
  };
  const keywordBodies = CENTERS.map(({ latitude, longitude }) => ({
    latitude,
    longitude,
    radius_km: 50,
    keyword: 'Marktplatz',
    start_time_start: now,
    limit: 25,
  }));
  const keyword: Case = {
    name: "keyword 'Marktplatz' + 50 km",
    bare: (handle, i) =>
      searchEventsInPerimeter(
        handle.db,
        keywordBodies[i % keywordBodies.length] as (typeof keywordBodies)[0],
      ),
    requests: keywordBodies.map((body) => postJson('/v1/event/perimeter-search', body)),
  };
  const getEvent: Case = {
    name: 'GET /v1/event/{id}',
    bare: (handle, i) => findPublicEventById(handle.db, eventIds[i % eventIds.length] as number),
    requests: eventIds.map((id) => ({ method: 'GET', path: `/v1/event/${id}` })),
  };
  return [...perimeter, address, getEvent, list, keyword];
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

function startServer(target: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY, target], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\S+)/.exec(output);
      if (match?.[1]) resolve({ url: match[1], child });
    });
    child.once('exit', (code) => reject(new Error(`the app exited with code ${code} before listening`)));
  });
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function measureHttp(url: string, c: Case, connections: number, seconds: number) {
  const result = await autocannon({ url, connections, duration: seconds, requests: c.requests });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.non2xx + result.errors + result.timeouts,
    load: load(),
  };
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
      },
      strict: true,
    });
    const seconds = Number(values.seconds ?? 10);
    const connections = Number(values.connections ?? 10);
    const iterations = Number(values.iterations ?? 300);

    const fresh =
      values.database || values.pglite
        ? undefined
        : await seedFresh(
            Number((values.events ?? '100000').replaceAll('_', '')),
            values.server,
            values.keep,
          );
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
      // PGlite admits one process: hand the database over to the app.
      if (fresh) await fresh.dispose();
      else await handle.close();
      handle = undefined;

      const { url, child } = await startServer(target);
      const table: string[][] = [
        [
          'case',
          'bare p50',
          'bare p99',
          'API p50',
          'API p99',
          'p50 ratio',
          `req/s (c=${connections})`,
          `p99 (c=${connections})`,
          'errors',
          'load',
        ],
      ];
      try {
        for (const c of cases) {
          await autocannon({ url, connections: 2, duration: 1, requests: c.requests }); // warm-up
          const latency = await measureHttp(url, c, 1, seconds);
          const throughput = await measureHttp(url, c, connections, seconds);
          const b = bare.get(c.name) ?? { p50: Number.NaN, p99: Number.NaN, load: '?' };
          table.push([
            c.name,
            ms(b.p50),
            ms(b.p99),
            ms(latency.p50),
            ms(latency.p99),
            `${(latency.p50 / b.p50).toFixed(2)}×`,
            formatCount(throughput.rps),
            ms(throughput.p99),
            String(latency.errors + throughput.errors),
            `${b.load} / ${latency.load} / ${throughput.load}`,
          ]);
          console.log(`  ${c.name} done (load ${load()})`);
        }
      } finally {
        await stopServer(child);
      }
      printTable(
        `event search over HTTP, ${seconds} s per run (load: bare / latency run / throughput run)`,
        table,
      );
      console.log(
        'bare = plan sample + page query through Kysely in this process, one at a time; API p50/p99 with 1 connection.',
      );
    } finally {
      if (handle) {
        if (fresh) await fresh.dispose();
        else await handle.close();
      }
      if (fresh && values.keep) console.log(`kept: ${fresh.location}`);
    }
  },
};
