import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableEngines } from '../../db/test-databases.js';
import { type ApiClient, apiClient } from '../../test-support/api-client.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { insertWriteWorld, type WriteWorld } from '../events/event-writes.test-support.js';
import { claimRun } from './maintenance.repository.js';
import { removeMatching } from './maintenance.service.js';
import { allKeys, insertMaintenanceWorld, type MaintenanceWorld } from './maintenance.test-support.js';
import { MAINTENANCE_JOBS, type MaintenanceJob } from './maintenance-jobs.js';

const DAY_MS = 86_400_000;

// Issue 15 "Maintenance (cleanup)" over real HTTP on both engines: rows on both sides of every rule; the dry run
// counts what the rule says and writes nothing but its log line; the run removes exactly those rows, in batches,
// and is logged; the refusals. Who may call: http/permissions.test.ts.
describe.each(availableEngines())('maintenance API on %s', (engine) => {
  let testApp: TestApp;
  let client: ApiClient;
  let world: WriteWorld;
  let rows: MaintenanceWorld;
  let headers: { authorization: string };
  const asOf = new Date(Date.now() - 60_000);

  beforeAll(async () => {
    testApp = await startTestApp({ engine });
    client = apiClient(testApp.baseUrl);
    world = await insertWriteWorld(testApp.db, testApp.config);
    headers = { authorization: world.platformAdmin.authorization };
    rows = await insertMaintenanceWorld(testApp.db, world, asOf);
  });
  afterAll(() => testApp?.close());

  const snapshot = async () => {
    const tables: Record<string, string[]> = {};
    for (const job of MAINTENANCE_JOBS) tables[job] = await allKeys(testApp.db, job);
    const { rows: others } = await sql<{ t: string; n: string }>`
      SELECT 'event_topics' AS t, count(*)::text AS n FROM event_topics
      UNION ALL SELECT 'saved_events', count(*)::text FROM saved_events
      UNION ALL SELECT 'imported_events', count(*)::text FROM imported_events
      UNION ALL SELECT 'event_reports', count(*)::text FROM event_reports
      UNION ALL SELECT 'feed_items with event', count(event_id)::text FROM feed_items
      UNION ALL SELECT 'changes with run', count(crawl_run_id)::text FROM event_changes
    `.execute(testApp.db);
    return { tables, others };
  };

  const logLines = async () => {
    const { data, response } = await client.GET('/v1/maintenance', { headers });
    expect(response.status).toBe(200);
    return data?.runs ?? [];
  };

  it('a dry run counts what each rule matches, shows the oldest, writes only its log line', async () => {
    const before = await snapshot();
    for (const job of MAINTENANCE_JOBS) {
      const { data, response } = await client.POST('/v1/maintenance/{job}/preview', {
        headers,
        params: { path: { job } },
        body: { as_of: asOf.toISOString() },
      });
      expect(response.status).toBe(200);
      expect({ job, rows: data?.rows }).toEqual({ job, rows: rows[job].removed.length });
      expect(data?.as_of).toBe(asOf.toISOString());
      const days = (asOf.getTime() - new Date(data?.cutoff ?? '').getTime()) / DAY_MS;
      expect(days).toBeGreaterThan(0);
      expect(data?.sample).toHaveLength(rows[job].removed.length);
      const times = data?.sample.map((row) => row.at) ?? [];
      expect(times).toEqual(times.toSorted());
    }
    expect(await snapshot()).toEqual(before);
    const lines = await logLines();
    expect(
      lines.slice(0, MAINTENANCE_JOBS.length).map((line) => [line.job, line.dry_run, line.rows]),
    ).toEqual(MAINTENANCE_JOBS.toReversed().map((job) => [job, true, rows[job].removed.length]));
    expect(lines[0]?.started_by).toBe(world.platformAdmin.user.username);
  });

  it('a dry run without as_of counts from now', async () => {
    const { data } = await client.POST('/v1/maintenance/{job}/preview', {
      headers,
      params: { path: { job: 'expired_account_tokens' } },
      body: {},
    });
    expect(new Date(data?.as_of ?? 0).getTime()).toBeGreaterThan(asOf.getTime());
  });

  const run = async (job: MaintenanceJob) => {
    const { data, response } = await client.POST('/v1/maintenance/{job}/run', {
      headers,
      params: { path: { job } },
      body: { as_of: asOf.toISOString() },
    });
    expect(response.status).toBe(202);
    expect(data).toMatchObject({ job, dry_run: false, as_of: asOf.toISOString() });
    const id = data?.id;
    await expect
      .poll(async () => (await logLines()).find((line) => line.id === id)?.status, { timeout: 20_000 })
      .toBe('done');
    return (await logLines()).find((line) => line.id === id);
  };

  it('each run removes exactly the rows its rule matches and keeps the others', async () => {
    for (const job of MAINTENANCE_JOBS) {
      const before = await allKeys(testApp.db, job);
      const line = await run(job);
      expect(line).toMatchObject({
        rows: rows[job].removed.length,
        started_by: world.platformAdmin.user.username,
      });
      expect(line?.finished_at).not.toBeNull();
      const after = await allKeys(testApp.db, job);
      expect({ job, gone: before.filter((key) => !after.includes(key)).sort() }).toEqual({
        job,
        gone: rows[job].removed.toSorted(),
      });
      for (const [why, key] of Object.entries(rows[job].kept))
        expect({ job, why, kept: after.includes(key) }).toEqual({ job, why, kept: true });
    }
  });

  it('what goes with a removed event and a removed crawl run leaves live data and identities alone', async () => {
    // The feed item the feed still lists stays, without its event: the crawler leaves such an item alone.
    const item = await testApp.db
      .selectFrom('feed_items')
      .select('event_id')
      .where('item_key', '=', 'listed-deleted')
      .executeTakeFirstOrThrow();
    expect(item.event_id).toBeNull();
    // So does its import identity: importing the same row again creates nothing.
    const identity = await testApp.db
      .selectFrom('imported_events')
      .select('event_id')
      .where('row_key', '=', 'maintenance-row')
      .executeTakeFirstOrThrow();
    expect(identity.event_id).toBeNull();
    const change = await testApp.db
      .selectFrom('event_changes')
      .select('crawl_run_id')
      .where('id', '=', rows.changeOfRemovedRunId)
      .executeTakeFirstOrThrow();
    expect(change.crawl_run_id).toBeNull();
    for (const id of rows.liveEventIds) {
      const { response } = await client.GET('/v1/event/{event_id}', { params: { path: { event_id: id } } });
      expect(response.status).toBe(200);
    }
    const { response } = await client.GET('/v1/event/{event_id}', {
      params: { path: { event_id: rows.crawledDeletedEventId } },
    });
    expect(response.status).toBe(404);
  });

  it('a second run of the same as_of finds nothing more', async () => {
    const line = await run('deleted_events');
    expect(line?.rows).toBe(0);
  });

  it('removes in batches that start where the last one ended, each counted in the log', async () => {
    const expired = new Date(asOf.getTime() - 30 * DAY_MS);
    const hashes = ['1', '7', '3', 'e', '9'].map((c) => c.repeat(64));
    await testApp.db
      .insertInto('account_tokens')
      .values(
        hashes.map((token_hash) => ({
          token_hash,
          user_id: world.user.user.id,
          purpose: 'verify_email' as const,
          expires_at: expired,
        })),
      )
      .execute();
    const cutoffs = { asOf, cutoff: new Date(asOf.getTime() - 7 * DAY_MS) };
    const runId = await claimRun(
      testApp.db,
      { job: 'expired_account_tokens', userId: world.platformAdmin.user.id, ...cutoffs },
      new Date(0),
    );
    expect(runId).toBeDefined();
    expect(await removeMatching(testApp.db, 'expired_account_tokens', runId ?? 0, cutoffs, 2)).toBe(5);
    const line = await testApp.db
      .selectFrom('maintenance_runs')
      .select('rows')
      .where('id', '=', runId ?? 0)
      .executeTakeFirstOrThrow();
    expect(line.rows).toBe(5);
    expect(
      (await allKeys(testApp.db, 'expired_account_tokens')).filter((key) => hashes.includes(key)),
    ).toEqual([]);
    await testApp.db
      .updateTable('maintenance_runs')
      .set({ status: 'done' })
      .where('id', '=', runId ?? 0)
      .execute();
  });

  it('answers 409 while a run of the job is going on, and closes a run whose server died', async () => {
    const claim = (heartbeat: Date) =>
      testApp.db
        .insertInto('maintenance_runs')
        .values({
          job: 'crawl_runs',
          dry_run: false,
          as_of: asOf,
          cutoff: asOf,
          started_by: null,
          status: 'running',
          heartbeat_at: heartbeat,
          error: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const live = await claim(new Date());
    const refused = await client.POST('/v1/maintenance/{job}/run', {
      headers,
      params: { path: { job: 'crawl_runs' } },
      body: {},
    });
    expect(refused.response.status).toBe(409);
    expect(refused.error).toEqual({ detail: 'This job is running already' });
    await testApp.db.deleteFrom('maintenance_runs').where('id', '=', live.id).execute();

    const dead = await claim(new Date(Date.now() - 3_600_000));
    await run('crawl_runs');
    const closed = await testApp.db
      .selectFrom('maintenance_runs')
      .select(['status', 'error'])
      .where('id', '=', dead.id)
      .executeTakeFirstOrThrow();
    expect(closed).toEqual({ status: 'failed', error: 'The server stopped during the run' });
  });

  it('answers the spec’s 422 for an unknown job, an as_of in the future or not a time', async () => {
    const post = (job: string, body: unknown) =>
      fetch(`${testApp.baseUrl}/v1/maintenance/${job}/preview`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const cases: [string, unknown, (string | number)[]][] = [
      ['images', {}, ['path', 'job']],
      ['deleted_events', { as_of: new Date(Date.now() + DAY_MS).toISOString() }, ['body', 'as_of']],
      ['deleted_events', { as_of: 'yesterday' }, ['body', 'as_of']],
    ];
    const before = (await logLines()).length;
    for (const [job, body, loc] of cases) {
      const response = await post(job, body);
      expect({ job, body, status: response.status }).toEqual({ job, body, status: 422 });
      const answer = (await response.json()) as { detail: { loc: unknown[] }[] };
      expect(answer.detail[0]?.loc.slice(0, loc.length)).toEqual(loc);
    }
    const future = await client.POST('/v1/maintenance/{job}/run', {
      headers,
      params: { path: { job: 'deleted_events' } },
      body: { as_of: new Date(Date.now() + DAY_MS).toISOString() },
    });
    expect(future.response.status).toBe(422);
    expect((await logLines()).length).toBe(before);
  });
});
