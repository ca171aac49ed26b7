// Export feeds under polling (issue 21, decision 020): a 304 poll, a cache hit and a cold render of events.ics
// and the RSS feed beside a perimeter search, each one at a time and under load with the CPU per request; then
// a poll mix: F distinct alert feeds, S subscribers each polling once with the ETag of its last poll, after
// some of the feeds' events were deleted. The app runs in a child process (event-search-server.ts).
import { randomBytes } from 'node:crypto';
import { Agent } from 'node:http';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/db/database.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import { hashPassword } from '../../apps/server/src/features/users/password.js';
import { insertUser } from '../../apps/server/src/features/users/users.repository.js';
import { loadGazetteerIfEmpty } from '../../apps/server/src/geo/load-gazetteer.js';
import { seedDemoDataIfEmpty } from '../../apps/server/src/seed/seed-demo-data.js';
import { openBenchDatabase } from '../support/bench-database.js';
import { type Server, serverPids, startServer, stopServer } from '../support/bench-server.js';
import {
  type PollRequest,
  type PollResponse,
  send,
  sendAll,
  statusText,
  timeOneAtATime,
} from '../support/http-polls.js';
import { numberOption, wholeNumberOption } from '../support/options.js';
import { cpuSnapshot, cpuSpent } from '../support/process-cpu.js';
import { createRandom } from '../support/random.js';
import { formatCount, printTable } from '../support/report.js';
import type { Scenario } from './scenario.js';

const load = () => loadavg()[0]?.toFixed(2) ?? '?';
const ms = (value: number) => `${value.toFixed(2)} ms`;
const RADII_KM = [5, 10, 25, 50] as const;
/** The polled feeds: an alert's 10 km, as the perimeter search they are compared with. */
const POLL_RADIUS_KM = 10;
/** The rendered feeds: wide enough that each lists its 50 events. */
const RENDER_RADIUS_KM = 100;

interface Centre {
  lat: number;
  lon: number;
}

interface Case {
  name: string;
  polls: PollRequest[];
}

const at = ({ lat, lon }: Centre, radius: number) =>
  `latitude=${lat.toFixed(4)}&longitude=${lon.toFixed(4)}&radius_km=${radius}`;
const icsPath = (centre: Centre, radius: number) =>
  `/v1/export/ics/events.ics?limit=50&offset=0&${at(centre, radius)}`;
const rssPath = (centre: Centre, radius: number, name: string) =>
  `/v1/export/rss/feed?limit=50&offset=0&${at(centre, radius)}&alert_name=${encodeURIComponent(name)}`;

async function prepare(handle: DatabaseHandle, isFresh: boolean, feeds: number) {
  await migrateToLatest(handle.db);
  await loadGazetteerIfEmpty(handle.db);
  if (isFresh) await seedDemoDataIfEmpty(handle.db);
  await sql`VACUUM ANALYZE events`.execute(handle.db);
  const { rows: counted } = await sql<{ total: string }>`SELECT count(*) AS total FROM events`.execute(
    handle.db,
  );
  // Alert areas where upcoming events are, as subscribers would draw them.
  const { rows: centres } = await sql<Centre>`
    SELECT e.lat, e.lon FROM events e JOIN sources s ON s.id = e.organising_source_id
    WHERE e.deleted_at IS NULL AND s.approval_status = 'approved' AND e.start_time > now() AND e.lat IS NOT NULL
    ORDER BY md5(e.id::text) LIMIT ${feeds}`.execute(handle.db);
  const password = randomBytes(12).toString('hex');
  const username = `bench-admin-${randomBytes(4).toString('hex')}`;
  await insertUser(handle.db, {
    username,
    email: `${username}@example.org`,
    password_hash: await hashPassword(password),
    admin: true,
    verified: true,
    language: 'en',
  });
  const basic = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
  return { events: Number(counted[0]?.total ?? 0), centres, basic };
}

/** F distinct feeds: each centre with each radius, as calendar and as RSS, in a seeded random order. */
function alertFeeds(centres: readonly Centre[], count: number): string[] {
  const paths = new Set<string>();
  for (const radius of RADII_KM) {
    centres.forEach((centre, i) => {
      paths.add(icsPath(centre, radius));
      paths.add(rssPath(centre, radius, `Alert ${i} ${radius} km`));
    });
  }
  return shuffled([...paths], createRandom(1)).slice(0, count);
}

function shuffled<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

const listedIds = (body: Buffer) =>
  [...body.toString().matchAll(/UID:event-(\d+)@|<guid[^>]*>[^<]*\/events\/(\d+)<\/guid>/g)].map((m) =>
    Number(m[1] ?? m[2]),
  );

async function firstAnswers(server: Server, paths: readonly string[]): Promise<Map<string, PollResponse>> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const answers = new Map<string, PollResponse>();
  try {
    for (const path of paths) answers.set(path, await send(agent, new URL(server.url), { path }));
  } finally {
    agent.destroy();
  }
  return answers;
}

async function measureCase(server: Server, c: Case, seconds: number, connections: number) {
  await sendAll(server.url, c.polls, 2, 1); // warm-up
  const latency = await timeOneAtATime(server.url, c.polls, seconds);
  const before = cpuSnapshot(await serverPids(server));
  const loaded = await sendAll(server.url, c.polls, connections, seconds);
  const after = cpuSnapshot(await serverPids(server));
  const appPid = server.child.pid ?? -1;
  const appCpu = (after.get(appPid) ?? 0) - (before.get(appPid) ?? 0);
  const total = Math.max(1, loaded.requests);
  return {
    p50: latency.p50,
    p99: latency.p99,
    rps: (loaded.requests * 1_000) / loaded.elapsedMs,
    loadedP99: loaded.p99,
    appMs: (appCpu * 1_000) / total,
    dbMs: ((cpuSpent(before, after) - appCpu) * 1_000) / total,
    statuses: statusText(loaded.statuses),
    load: load(),
  };
}

const itemsIn = (body: Buffer) => {
  const text = body.toString();
  return (text.match(/BEGIN:VEVENT/g) ?? text.match(/<item>/g) ?? []).length;
};

/**
 * The poll mix: every subscriber polls once with the ETag of its last poll, after a share (`changed`) of the
 * events the feeds list were deleted, as between two hourly polls a crawl ends some and editors delete others.
 */
async function pollMix(
  server: Server,
  feeds: readonly string[],
  options: { subscribers: number; polls: number; changed: number; connections: number; basic: string },
) {
  const startedAt = performance.now();
  const first = await sendAll(
    server.url,
    feeds.map((path) => ({ path })),
    options.connections,
  );
  const firstRenderMs = performance.now() - startedAt;
  const answers = await firstAnswers(server, feeds); // cache hits now; they give each feed's ETag and events
  const random = createRandom(21);
  const listed = [...new Set(feeds.flatMap((path) => listedIds(answers.get(path)?.body ?? Buffer.alloc(0))))];
  const deleted = shuffled(listed, random).slice(0, Math.max(1, Math.round(listed.length * options.changed)));
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  for (const id of deleted) {
    await send(agent, new URL(server.url), {
      method: 'DELETE',
      path: `/v1/event/${id}`,
      headers: { authorization: options.basic },
    });
  }
  agent.destroy();
  const polls = Array.from({ length: options.subscribers }, (_, s): PollRequest => {
    const path = feeds[s % feeds.length] as string;
    const etag = answers.get(path)?.headers.etag;
    const headers: Record<string, string> = typeof etag === 'string' ? { 'if-none-match': etag } : {};
    return { path, headers };
  });
  shuffled(polls, random);
  // A random sample of the subscribers when asked for fewer polls: the same shares of 304s and 200s, each
  // changed feed still rendered once (so renders weigh a little more than among all subscribers).
  const sent = polls.slice(0, Math.min(options.polls, polls.length));
  const before = cpuSnapshot(await serverPids(server));
  const result = await sendAll(server.url, sent, options.connections);
  const after = cpuSnapshot(await serverPids(server));
  const appPid = server.child.pid ?? -1;
  const appCpu = (after.get(appPid) ?? 0) - (before.get(appPid) ?? 0);
  return {
    firstRenderMs,
    firstStatuses: statusText(first.statuses),
    deleted: `${deleted.length} of ${listed.length}`,
    rps: (result.requests * 1_000) / result.elapsedMs,
    p99: result.p99,
    statuses: statusText(result.statuses),
    appMs: (appCpu * 1_000) / result.requests,
    dbMs: ((cpuSpent(before, after) - appCpu) * 1_000) / result.requests,
    elapsedMs: result.elapsedMs,
    load: load(),
  };
}

export const exportFeedsScenario: Scenario = {
  name: 'export-feeds',
  summary:
    'events.ics / RSS polls: 304, cache hit, cold render beside a perimeter search; a 100,000-poll mix',
  usage: [
    '--database URL     an existing, seeded PostgreSQL database (e.g. one kept by `seed --keep`), used as is',
    '--pglite DIR       an existing PGlite folder; default: a fresh PGlite with the demo data',
    '--seconds N        duration of each one-at-a-time and each loaded run (default 5)',
    '--connections N    connections of the loaded runs and the mix (default 10)',
    '--feeds N          distinct alert feeds of the mix (default 1,000)',
    '--subscribers N    polls of the mix, one per subscriber (default 100,000)',
    "--polls N          send only a random sample of N of the subscribers' polls (default: all)",
    '--changed X        share of the events listed in the feeds deleted before the mix (default 0.01)',
    '--only TEXT        only the cases whose name contains TEXT; "mix" for the mix alone',
  ].join('\n'),

  async run(args) {
    const { values } = parseArgs({
      args,
      options: {
        database: { type: 'string' },
        pglite: { type: 'string' },
        seconds: { type: 'string' },
        connections: { type: 'string' },
        feeds: { type: 'string' },
        subscribers: { type: 'string' },
        changed: { type: 'string' },
        polls: { type: 'string' },
        only: { type: 'string' },
      },
      strict: true,
    });
    const seconds = numberOption('seconds', values.seconds, 5);
    const connections = wholeNumberOption('connections', values.connections, 10);
    const feedCount = wholeNumberOption('feeds', values.feeds, 1_000);
    const subscribers = wholeNumberOption('subscribers', values.subscribers, 100_000);
    const changed = numberOption('changed', values.changed, 0.01);
    const pollCount = wholeNumberOption('polls', values.polls, subscribers);
    const only = values.only ?? '';

    const fresh = values.database || values.pglite ? undefined : await openBenchDatabase({ keep: false });
    const target = values.database ?? values.pglite ?? fresh?.location ?? '';
    const handle =
      fresh?.handle ??
      (await openDatabase(values.database ? { databaseUrl: values.database } : { pgliteDir: target }));
    const prepared = await prepare(handle, fresh !== undefined, feedCount);
    // PGlite admits one process: hand the database over to the app.
    if (fresh) await fresh.close();
    else await handle.close();
    console.log(
      `${handle.kind}, ${formatCount(prepared.events)} events, ${prepared.centres.length} centres, load ${load()}`,
    );

    const centres = prepared.centres.slice(0, 8);
    const now = new Date().toISOString();
    const icsFeeds = centres.map((c) => icsPath(c, POLL_RADIUS_KM));
    const rssFeeds = centres.map((c, i) => rssPath(c, POLL_RADIUS_KM, `Alert ${i}`));
    const icsRendered = centres.map((c) => icsPath(c, RENDER_RADIUS_KM));
    const rssRendered = centres.map((c, i) => rssPath(c, RENDER_RADIUS_KM, `Alert ${i}`));
    const rows: string[][] = [
      [
        'case',
        'items',
        'p50 (1 conn)',
        'p99 (1 conn)',
        `req/s (c=${connections})`,
        `p99 (c=${connections})`,
        'app CPU/req',
        'db CPU/req',
        'statuses',
        'load',
      ],
    ];
    const addRow = (c: Case, items: string, r: Awaited<ReturnType<typeof measureCase>>) => {
      rows.push([
        c.name,
        items,
        ms(r.p50),
        ms(r.p99),
        formatCount(r.rps),
        ms(r.loadedP99),
        ms(r.appMs),
        ms(r.dbMs),
        r.statuses,
        r.load,
      ]);
      console.log(`  ${c.name} done (load ${load()})`);
    };
    const mixRows: string[][] = [];
    const itemCounts = { ics: '?', rss: '?' };
    try {
      const server = await startServer(target, 'feeds');
      try {
        const answers = await firstAnswers(server, [
          ...icsFeeds,
          ...rssFeeds,
          ...icsRendered,
          ...rssRendered,
        ]);
        const items = (paths: readonly string[]) =>
          (
            paths.reduce((sum, p) => sum + itemsIn(answers.get(p)?.body ?? Buffer.alloc(0)), 0) / paths.length
          ).toFixed(0);
        itemCounts.ics = items(icsRendered);
        itemCounts.rss = items(rssRendered);
        const conditional = (paths: readonly string[]) =>
          paths.map((path) => {
            const etag = answers.get(path)?.headers.etag;
            return { path, headers: { 'if-none-match': typeof etag === 'string' ? etag : '' } };
          });
        const cases: [Case, string][] = [
          [
            {
              name: 'perimeter search 10 km (25 events)',
              polls: centres.map(({ lat, lon }) => ({
                method: 'POST',
                path: '/v1/event/perimeter-search',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({
                  latitude: lat,
                  longitude: lon,
                  radius_km: 10,
                  start_time_start: now,
                  limit: 25,
                }),
              })),
            },
            '≤25',
          ],
          [
            { name: `events.ics ${POLL_RADIUS_KM} km 304 (If-None-Match)`, polls: conditional(icsFeeds) },
            items(icsFeeds),
          ],
          [
            { name: `RSS ${POLL_RADIUS_KM} km 304 (If-None-Match)`, polls: conditional(rssFeeds) },
            items(rssFeeds),
          ],
          [
            { name: `events.ics ${POLL_RADIUS_KM} km cache hit`, polls: icsFeeds.map((path) => ({ path })) },
            items(icsFeeds),
          ],
          [
            { name: `RSS ${POLL_RADIUS_KM} km cache hit`, polls: rssFeeds.map((path) => ({ path })) },
            items(rssFeeds),
          ],
          [
            {
              name: `events.ics ${POLL_RADIUS_KM} km cache hit, gzip`,
              polls: icsFeeds.map((path) => ({ path, headers: { 'accept-encoding': 'gzip' } })),
            },
            items(icsFeeds),
          ],
          [
            {
              name: `events.ics ${POLL_RADIUS_KM} km cache hit, br`,
              polls: icsFeeds.map((path) => ({ path, headers: { 'accept-encoding': 'br' } })),
            },
            items(icsFeeds),
          ],
        ];
        for (const [c, n] of cases.filter(([c]) => c.name.includes(only)))
          addRow(c, n, await measureCase(server, c, seconds, connections));
        if ('mix'.includes(only) || only === '') {
          const feeds = alertFeeds(prepared.centres, feedCount);
          const mix = await pollMix(server, feeds, {
            subscribers,
            polls: pollCount,
            changed,
            connections,
            basic: prepared.basic,
          });
          mixRows.push(
            [
              'feeds',
              'subscribers',
              'first polls (renders)',
              'events deleted',
              'req/s',
              'p99',
              'app CPU/poll',
              'db CPU/poll',
              'statuses',
              'load',
            ],
            [
              String(feeds.length),
              formatCount(subscribers),
              formatCount(Math.min(pollCount, subscribers)),
              `${(mix.firstRenderMs / 1000).toFixed(1)} s (${mix.firstStatuses})`,
              String(mix.deleted),
              formatCount(mix.rps),
              ms(mix.p99),
              ms(mix.appMs),
              ms(mix.dbMs),
              mix.statuses,
              mix.load,
            ],
          );
        }
      } finally {
        await stopServer(server.child);
      }
      // A copy without the rendered-feed cache: every answer that is not a 304 renders.
      const cold = await startServer(target, 'feeds-cold', undefined, { feedCacheMb: '0' });
      try {
        const coldCases: Case[] = [
          {
            name: `events.ics cold render ${RENDER_RADIUS_KM} km`,
            polls: icsRendered.map((path) => ({ path })),
          },
          { name: `RSS cold render ${RENDER_RADIUS_KM} km`, polls: rssRendered.map((path) => ({ path })) },
        ];
        for (const c of coldCases.filter((c) => c.name.includes(only)))
          addRow(
            c,
            c.name.startsWith('RSS') ? itemCounts.rss : itemCounts.ics,
            await measureCase(cold, c, seconds, connections),
          );
      } finally {
        await stopServer(cold.child);
      }
    } finally {
      await fresh?.dispose();
    }
    printTable(`export feeds over HTTP, ${seconds} s per run`, rows);
    if (mixRows.length > 0) printTable('poll mix: each subscriber polls once with its last ETag', mixRows);
  },
};
