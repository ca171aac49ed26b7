// Event search over HTTP (discovery issue, "Performance"): perimeter search at 1–200 km, an address search
// and GET /v1/event/{id}, each measured with autocannon against the real app on loopback, beside the bare
// SQL for the same criteria run directly through Kysely.
import { existsSync } from 'node:fs';
import { copyFile, mkdtemp } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { openDatabase } from '../../apps/server/src/db/database.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import { loadGazetteerIfEmpty } from '../../apps/server/src/geo/load-gazetteer.js';
import { openBenchDatabase } from '../support/bench-database.js';
import { startServer, stopServer } from '../support/bench-server.js';
import { dropSecondaryIndexes, recreateIndexes } from '../support/deferred-indexes.js';
import { numberOption, wholeNumberOption } from '../support/options.js';
import { formatCount, formatDuration, printTable } from '../support/report.js';
import { generateEventBatches, insertBenchTaxonomy, insertEventBatch } from '../support/synthetic-events.js';
import { buildCases } from './event-search-cases.js';
import { measureVersions, timeBare, type Version } from './event-search-measure.js';
import type { Scenario } from './scenario.js';

const load = () => loadavg()[0]?.toFixed(2) ?? '?';
const _ms = (value: number) => `${value.toFixed(2)} ms`;

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
