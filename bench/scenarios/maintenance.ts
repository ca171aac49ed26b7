// Maintenance (issue 15, decision 044): the change-history job over a big table — N ended events with C changes each,
// half of them old enough to go — timed as the dry run's count and sample, and as the run, batch by batch: a batch's
// time is how long its rows stay locked.
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import type { Db } from '../../apps/server/src/db/database.js';
import * as repository from '../../apps/server/src/features/maintenance/maintenance.repository.js';
import { MAINTENANCE_RETENTION_DAYS } from '../../apps/server/src/features/maintenance/maintenance-jobs.js';
import { openBenchDatabase } from '../support/bench-database.js';
import { wholeNumberOption } from '../support/options.js';
import { formatCount, formatDuration, printTable } from '../support/report.js';
import { percentile } from '../support/sequential-timing.js';
import type { Scenario } from './scenario.js';

const DAY_MS = 86_400_000;

/** Events ending 2 and 800 days ago (half each), each with `changes` changes 900 days ago. */
async function seed(db: Db, events: number, changes: number, now: Date): Promise<void> {
  const { id: typeId } = await db
    .insertInto('event_types')
    .values({ name_en: 'Demonstration', name_de: 'Demonstration' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`
    INSERT INTO events (name, description, event_type_id, start_time, end_time)
    SELECT 'Bench ' || i, 'Maintenance bench.', ${typeId},
           ${now}::timestamptz - make_interval(days => CASE WHEN i % 2 = 0 THEN 800 ELSE 2 END),
           ${now}::timestamptz - make_interval(days => CASE WHEN i % 2 = 0 THEN 800 ELSE 2 END)
    FROM generate_series(1, ${events}) AS i
  `.execute(db);
  await sql`
    INSERT INTO event_changes (event_id, field, old_value, new_value, changed_at)
    SELECT e.id, 'start_time', 'a', 'b', ${now}::timestamptz - interval '900 days'
    FROM events e, generate_series(1, ${changes})
  `.execute(db);
  await sql`ANALYZE`.execute(db);
}

export const maintenanceScenario: Scenario = {
  name: 'maintenance',
  summary: 'Maintenance: the change-history job over a big table (dry run, run, per-batch times)',
  usage: '--events N (20000)  --changes C per event (10)  --database <postgres url> (else PGlite)',
  async run(args) {
    const { values } = parseArgs({
      args,
      options: { events: { type: 'string' }, changes: { type: 'string' }, database: { type: 'string' } },
    });
    const events = wholeNumberOption('events', values.events, 20_000);
    const changes = wholeNumberOption('changes', values.changes, 10);
    const database = await openBenchDatabase({ databaseUrl: values.database, keep: false });
    try {
      const { db } = database.handle;
      const now = new Date();
      await seed(db, events, changes, now);
      const { id: userId } = await db
        .insertInto('users')
        .values({ username: 'bench', email: 'bench@example.org', password_hash: 'x' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const job = 'event_changes';
      const cutoffs = {
        asOf: now,
        cutoff: new Date(now.getTime() - MAINTENANCE_RETENTION_DAYS[job] * DAY_MS),
      };
      let started = performance.now();
      const found = await repository.countMatching(db, job, cutoffs);
      await repository.findSample(db, job, cutoffs, 5);
      const dryRunMs = performance.now() - started;
      const runId = (await repository.claimRun(db, { job, userId, ...cutoffs }, new Date(0))) ?? 0;
      const batches: number[] = [];
      let after: string | number | undefined;
      let removed = 0;
      started = performance.now();
      for (;;) {
        const batchStart = performance.now();
        const batch = await repository.deleteBatch(db, job, runId, cutoffs, after, 1_000);
        if (batch.removed === 0) break;
        batches.push(performance.now() - batchStart);
        removed += batch.removed;
        after = batch.last;
      }
      const runMs = performance.now() - started;
      const sorted = batches.toSorted((a, b) => a - b);
      printTable(
        `maintenance, ${job}, ${values.database ? 'PostgreSQL' : 'PGlite'}, load ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
        [
          ['changes stored', formatCount(events * changes)],
          ['dry run: found', formatCount(found)],
          ['dry run: count + sample', formatDuration(dryRunMs)],
          ['run: removed', formatCount(removed)],
          ['run: total', formatDuration(runMs)],
          ['batches of 1,000', formatCount(batches.length)],
          ['batch p50', formatDuration(percentile(sorted, 50))],
          ['batch p99', formatDuration(percentile(sorted, 99))],
          ['batch max', formatDuration(sorted.at(-1) ?? 0)],
        ],
      );
    } finally {
      await database.dispose();
    }
  },
};
