// The in-memory index of upcoming events that alert polls read (issue 13, decision 045): how long it takes to load,
// how much memory it holds, whether every measured poll answers exactly what the SQL answers on this database, and
// what a poll costs through it against the SQL, in this process, one at a time.

import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { openDatabase } from '../../apps/server/src/db/database.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import type { FetchNotificationsBody } from '../../apps/server/src/features/alerts/fetch-notifications.schemas.js';
import { fetchNotifications } from '../../apps/server/src/features/alerts/fetch-notifications.service.js';
import { UpcomingEvents } from '../../apps/server/src/features/events/search/upcoming-index-sync.js';
import { loadGazetteerIfEmpty } from '../../apps/server/src/geo/load-gazetteer.js';
import { wholeNumberOption } from '../support/options.js';
import { formatBytes, formatCount, formatDuration, printTable } from '../support/report.js';
import { percentile } from '../support/sequential-timing.js';
import { NOTIFICATION_POLLS } from './event-search-cases.js';
import type { Scenario } from './scenario.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Bytes held by the process's JavaScript heap and typed arrays after a full collection. */
function heldBytes(): number {
  gc();
  gc();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

const load = () => loadavg()[0]?.toFixed(2) ?? '?';
const ms = (value: number) => `${value.toFixed(3)} ms`;

/** More polls than the HTTP bench's: a rare word, a wide keyword alert, types and topics. */
const MORE_POLLS: typeof NOTIFICATION_POLLS = [
  {
    name: "keyword 'Stadtpark Frieden' + 50 km",
    bodies: NOTIFICATION_POLLS[2]?.bodies.map((body) => ({ ...body, event_name: 'Stadtpark Frieden' })) ?? [],
    language: 'en',
  },
  {
    name: "keyword 'Marktplatz' + 300 km",
    bodies: NOTIFICATION_POLLS[2]?.bodies.map((body) => ({ ...body, radius_km: 300 })) ?? [],
    language: 'en',
  },
];

export const upcomingIndexScenario: Scenario = {
  name: 'upcoming-index',
  summary:
    'the in-memory index of upcoming events for alert polls: load time, memory, answers and cost against SQL',
  usage: [
    '--database URL    an existing, seeded PostgreSQL database (migrated here: the change log of migration 034)',
    '--max-events N    UPCOMING_INDEX_EVENTS (default 1,000,000)',
    '--iterations N    polls timed per case and path (default 300)',
  ].join('\n'),

  async run(args) {
    const { values } = parseArgs({
      args,
      options: {
        database: { type: 'string' },
        'max-events': { type: 'string' },
        iterations: { type: 'string' },
      },
      strict: true,
    });
    if (!values.database) throw new Error('--database is required');
    const iterations = wholeNumberOption('iterations', values.iterations, 300);
    const handle = await openDatabase({ databaseUrl: values.database, poolSize: 4 });
    const upcoming = new UpcomingEvents(handle.db, {
      maxEvents: wholeNumberOption('max-events', values['max-events'], 1_000_000),
    });
    try {
      await migrateToLatest(handle.db);
      await loadGazetteerIfEmpty(handle.db);
      const before = heldBytes();
      const startedAt = performance.now();
      upcoming.start();
      await upcoming.ready();
      const loadMs = performance.now() - startedAt;
      const index = await upcoming.current();
      const held = heldBytes() - before;
      printTable(`upcoming index (load ${load()})`, [
        ['events held', 'load time', 'held (heap + typed arrays)', 'per event', 'its own count (bytes())'],
        [
          formatCount(index?.size ?? 0),
          formatDuration(loadMs),
          formatBytes(held),
          `${Math.round(held / Math.max(1, index?.size ?? 1))} B`,
          formatBytes(index?.bytes() ?? 0),
        ],
      ]);

      const table: string[][] = [
        ['case', 'same answers', 'index p50', 'index p99', 'index CPU/poll', 'SQL p50', 'SQL p99', 'load'],
      ];
      for (const { name, bodies, language } of [...NOTIFICATION_POLLS, ...MORE_POLLS]) {
        const poll = (body: FetchNotificationsBody, withIndex: boolean) =>
          fetchNotifications(handle.db, body, language, {
            crawlIntervalMinutes: 60,
            upcoming: withIndex ? upcoming : undefined,
          });
        let same = 0;
        for (const body of bodies) {
          const [fromIndex, fromSql] = [await poll(body, true), await poll(body, false)];
          if (JSON.stringify(fromIndex.event_ids) === JSON.stringify(fromSql.event_ids)) same += 1;
        }
        const time = async (withIndex: boolean) => {
          for (let i = 0; i < 20; i += 1)
            await poll(bodies[i % bodies.length] as FetchNotificationsBody, withIndex);
          const times: number[] = [];
          const cpu = process.cpuUsage();
          for (let i = 0; i < iterations; i += 1) {
            const start = performance.now();
            await poll(bodies[i % bodies.length] as FetchNotificationsBody, withIndex);
            times.push(performance.now() - start);
          }
          const spent = process.cpuUsage(cpu);
          times.sort((a, b) => a - b);
          return { times, cpuMs: (spent.user + spent.system) / 1_000 / iterations };
        };
        const fromIndex = await time(true);
        const fromSql = await time(false);
        table.push([
          name,
          `${same} of ${bodies.length}`,
          ms(percentile(fromIndex.times, 50)),
          ms(percentile(fromIndex.times, 99)),
          ms(fromIndex.cpuMs),
          ms(percentile(fromSql.times, 50)),
          ms(percentile(fromSql.times, 99)),
          load(),
        ]);
        console.log(`  ${name} done (load ${load()})`);
      }
      printTable(
        `alert polls in this process, one at a time, ${iterations} per case and path (CPU: this process only; ` +
          'the index path also asks the database for changes, one small statement a poll)',
        table,
      );
    } finally {
      await upcoming.stop();
      await handle.close();
    }
  },
};
