// Admin area calls (issue 15 "Measured"): the Statistics section's GET /v1/statistics over HTTP against the real
// app, beside the bare service call and beside counting the events per source from the events themselves (what
// the per-source counts of migration 031 replace). Sequential requests, so p50 is a request's own latency. Writes
// one platform admin account to the database (removed at the end) and applies the migrations it lacks: run it
// on a copy of a seeded database.
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/database.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import { getStatistics } from '../../apps/server/src/features/statistics/statistics.service.js';
import { createTestUser } from '../../apps/server/src/test-support/test-users.js';
import { wholeNumberOption } from '../support/options.js';
import { formatCount, printTable } from '../support/report.js';
import { percentile, timed } from '../support/sequential-timing.js';
import type { Scenario } from './scenario.js';

interface Case {
  name: string;
  /** A GET path of the API; without it only `bare` is timed. */
  path?: string;
  bare?: () => Promise<unknown>;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

export const adminScenario: Scenario = {
  name: 'admin',
  summary: 'admin statistics over HTTP beside the bare service call (a copy of a seeded database)',
  usage: [
    '--database URL    a seeded PostgreSQL database (a copy: one admin account is written and removed), required',
    '--runs N          timed requests per case (default 30)',
  ].join('\n'),

  async run(args) {
    const { values } = parseArgs({
      args,
      options: { database: { type: 'string' }, runs: { type: 'string' } },
      strict: true,
    });
    if (!values.database) throw new Error('--database is required (a copy of a seeded PostgreSQL database)');
    const runs = wholeNumberOption('runs', values.runs, 30);
    const handle = await openDatabase({ databaseUrl: values.database, poolSize: 10 });
    // A database seeded before the newest migrations gets them here (migration 031 fills its counts once).
    const migrating = performance.now();
    const applied = await migrateToLatest(handle.db);
    if (applied.length > 0)
      console.log(`migrated ${applied.join(', ')} in ${ms(performance.now() - migrating)}`);
    const dataDir = await mkdtemp(join(tmpdir(), 'assembly-finder-bench-admin-'));
    const config = Object.freeze({
      ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_READS_PER_MINUTE: '0' }),
      webDistDir: undefined,
    });
    const app = await buildApp({ config, db: handle.db });
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const { db } = handle;
    const admin = await createTestUser(db, config, { admin: true, username: `bench_admin_${process.pid}` });
    try {
      const total = await db
        .selectFrom('events')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      const cases: Case[] = [
        {
          name: 'statistics',
          path: '/v1/statistics',
          bare: () => getStatistics(db, config.crawl.intervalMinutes),
        },
        {
          name: '  events per source, counting each event',
          bare: () =>
            db
              .selectFrom('events')
              .select(['organising_source_id', (eb) => eb.fn.countAll().as('n')])
              .where('deleted_at', 'is', null)
              .groupBy('organising_source_id')
              .execute(),
        },
      ];
      const rows: string[][] = [['case', 'bare p50', 'API p50', 'API p99', 'answer']];
      for (const c of cases) {
        let size = 0;
        const path = c.path;
        const api =
          path === undefined
            ? undefined
            : await timed(runs, async () => {
                const response = await fetch(`${baseUrl}${path}`, {
                  headers: { authorization: admin.authorization },
                });
                if (response.status !== 200)
                  throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
                size = (await response.arrayBuffer()).byteLength;
              });
        const bare = c.bare ? await timed(runs, c.bare) : undefined;
        rows.push([
          c.name,
          bare ? ms(percentile(bare, 50)) : '–',
          api ? ms(percentile(api, 50)) : '–',
          api ? ms(percentile(api, 99)) : '–',
          api ? `${formatCount(size)} B` : '–',
        ]);
      }
      printTable(
        `admin: ${formatCount(Number(total.n))} events, PostgreSQL, ${runs} runs a case, load ${loadavg()[0]?.toFixed(2)}`,
        rows,
      );
    } finally {
      await db.deleteFrom('users').where('id', '=', admin.user.id).execute();
      await app.close();
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};
