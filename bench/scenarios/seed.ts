// Seeds N synthetic events into a fresh database and prints insert speed, size and memory.
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { openBenchDatabase } from '../support/bench-database.js';
import { type DroppedIndex, dropSecondaryIndexes, recreateIndexes } from '../support/deferred-indexes.js';
import { wholeNumberOption } from '../support/options.js';
import { formatBytes, formatCount, formatDuration, printTable, trackPeakRss } from '../support/report.js';
import { generateEventBatches, insertBenchTaxonomy, insertEventBatch } from '../support/synthetic-events.js';
import type { Scenario } from './scenario.js';

const MAX_EVENTS = 1_000_000;

export const seedScenario: Scenario = {
  name: 'seed',
  summary: 'bulk-insert N synthetic events into a fresh database (PGlite, or PostgreSQL with --database)',
  usage: [
    '--events N        events to insert (1 to 1,000,000; default 10,000)',
    '--batch N         events per INSERT statement (default 5,000)',
    '--database URL    a PostgreSQL server; a fresh database is created on it (default: PGlite in a temp folder)',
    '--seed N          random seed of the synthetic data (default 1)',
    '--defer-indexes   drop the secondary indexes of events and event_topics, load, then build them',
    '--keep            keep the database afterwards and print where it is',
  ].join('\n'),

  async run(args) {
    const { values } = parseArgs({
      args,
      options: {
        events: { type: 'string' },
        batch: { type: 'string' },
        database: { type: 'string' },
        seed: { type: 'string' },
        keep: { type: 'boolean', default: false },
        'defer-indexes': { type: 'boolean', default: false },
      },
      strict: true,
    });
    const total = wholeNumberOption('events', values.events, 10_000, { max: MAX_EVENTS });
    const batchSize = wholeNumberOption('batch', values.batch, 5_000, { max: 100_000 });
    const seed = wholeNumberOption('seed', values.seed, 1, { max: 2 ** 31 });
    const memory = trackPeakRss();

    const openedAt = performance.now();
    const database = await openBenchDatabase({ databaseUrl: values.database, keep: values.keep });
    const openMs = performance.now() - openedAt;
    const { db, kind } = database.handle;
    console.log(
      `${kind} database at ${database.location} (opened and migrated in ${formatDuration(openMs)})`,
    );

    try {
      const taxonomy = await insertBenchTaxonomy(db);
      const deferred: DroppedIndex[] = values['defer-indexes']
        ? await dropSecondaryIndexes(db, ['events', 'event_topics'])
        : [];
      const startedAt = performance.now();
      let inserted = 0;
      let nextReport = total / 10;
      for (const batch of generateEventBatches(total, batchSize, taxonomy, { seed, now: new Date() })) {
        inserted += await insertEventBatch(db, batch, taxonomy.topicIds);
        memory.sample();
        if (inserted >= nextReport || inserted === total) {
          const seconds = (performance.now() - startedAt) / 1_000;
          console.log(
            `  ${formatCount(inserted).padStart(9)} events  ${formatCount(inserted / seconds).padStart(7)} rows/s  ` +
              `rss ${formatBytes(memory.sample())}`,
          );
          nextReport += total / 10;
        }
      }
      const insertMs = performance.now() - startedAt;
      const indexMs = await recreateIndexes(db, deferred);
      const indexTotalMs = [...indexMs.values()].reduce((sum, ms) => sum + ms, 0);

      // Later scenarios query right after seeding; fresh statistics make their plans realistic.
      const analyzedAt = performance.now();
      await sql`ANALYZE`.execute(db);
      const analyzeMs = performance.now() - analyzedAt;

      const counts = await sql<{ events: string; event_topics: string }>`
        SELECT (SELECT count(*) FROM events) AS events, (SELECT count(*) FROM event_topics) AS event_topics
      `.execute(db);
      const tableBytes = await sql<{ bytes: string }>`
        SELECT pg_total_relation_size('events') AS bytes
      `.execute(db);
      const diskBytes = await database.diskBytes();
      printTable(`seed: ${formatCount(total)} events into ${kind}`, [
        ['figure', 'value'],
        ['events inserted', formatCount(Number(counts.rows[0]?.events ?? 0))],
        ['event-topic links', formatCount(Number(counts.rows[0]?.event_topics ?? 0))],
        ['batch size', formatCount(batchSize)],
        ['open + migrate', formatDuration(openMs)],
        ['insert time', formatDuration(insertMs)],
        ['insert rate', `${formatCount(total / (insertMs / 1_000))} events/s`],
        ...(deferred.length === 0
          ? []
          : [
              [`index build (${deferred.length} deferred)`, formatDuration(indexTotalMs)],
              [
                'load rate incl. index build',
                `${formatCount(total / ((insertMs + indexTotalMs) / 1_000))} events/s`,
              ],
            ]),
        ['ANALYZE', formatDuration(analyzeMs)],
        ['events table + indexes', formatBytes(Number(tableBytes.rows[0]?.bytes ?? 0))],
        ['database size', formatBytes(await database.sizeBytes())],
        ...(diskBytes === undefined ? [] : [['on disk', formatBytes(diskBytes)]]),
        ['peak RSS of this process', formatBytes(memory.peak())],
      ]);
      if (deferred.length > 0) {
        printTable('deferred index builds', [
          ['index', 'build time'],
          ...[...indexMs].map(([name, ms]) => [name, formatDuration(ms)]),
        ]);
      }
      if (kind === 'postgres')
        console.log('(RSS is the benchmark client only; the PostgreSQL server runs apart.)');
    } finally {
      await database.dispose();
      if (values.keep) console.log(`kept: ${database.location}`);
    }
  },
};
