// Export feeds under polling (issue 21, decision 020): a 304 poll, a cache hit and a cold render of events.ics
// and the RSS feed beside a perimeter search, each one at a time and under load with the CPU per request; then
// a poll mix: F distinct alert feeds, S subscribers each polling once with the ETag of its last poll, after
// some of the feeds' events were deleted. The app runs in a child process (event-search-server.ts).
import { randomBytes } from 'node:crypto';
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
import { startServer, stopServer } from '../support/bench-server.js';
import { numberOption, wholeNumberOption } from '../support/options.js';
import { formatCount, printTable } from '../support/report.js';
import {
  alertFeeds,
  type Case,
  type Centre,
  firstAnswers,
  icsPath,
  measureCase,
  pollMix,
  rssPath,
} from './export-feeds-polls.js';
import type { Scenario } from './scenario.js';

const load = () => loadavg()[0]?.toFixed(2) ?? '?';
const ms = (value: number) => `${value.toFixed(2)} ms`;
/** The polled feeds: an alert's 10 km, as the perimeter search they are compared with. */
const POLL_RADIUS_KM = 10;
/** The rendered feeds: wide enough that each lists its 50 events. */
const RENDER_RADIUS_KM = 100;

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

const itemsIn = (body: Buffer) => {
  const text = body.toString();
  return (text.match(/BEGIN:VEVENT/g) ?? text.match(/<item>/g) ?? []).length;
};

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
