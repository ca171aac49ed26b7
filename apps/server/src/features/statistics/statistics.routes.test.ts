import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableEngines } from '../../db/test-databases.js';
import { type ApiClient, apiClient } from '../../test-support/api-client.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { createTestUser } from '../../test-support/test-users.js';
import { insertWriteWorld, type WriteWorld } from '../events/event-writes.test-support.js';
import { insertSource } from '../sources/sources.test-support.js';
import { germanMonth, STATISTICS_MONTHS_AHEAD, STATISTICS_MONTHS_BACK } from './statistics.service.js';

const DAY_MS = 86_400_000;

/** German calendar day and month of an instant, as the statistics count them. */
const germanDay = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: 'Europe/Berlin' });

// Issue 15 "Statistics": the figures over real HTTP on both engines, checked against a recount of the rows the
// test wrote (events through the triggers that keep the daily counts, then changed and deleted). Who may call
// it: http/permissions.test.ts.
describe.each(availableEngines())('statistics API on %s', (engine) => {
  let testApp: TestApp;
  let client: ApiClient;
  let world: WriteWorld;
  let headers: { authorization: string };

  beforeAll(async () => {
    testApp = await startTestApp({ engine });
    client = apiClient(testApp.baseUrl);
    world = await insertWriteWorld(testApp.db, testApp.config);
    headers = { authorization: world.platformAdmin.authorization };
  });
  afterAll(() => testApp?.close());

  async function insertEvents(count: number, sourceId: number | null, seed: number): Promise<number[]> {
    const now = Date.now();
    const rows = Array.from({ length: count }, (_, i) => ({
      name: `Assembly ${seed}-${i}`,
      description: 'Counted.',
      event_type_id: world.eventTypeIds[(i + seed) % 2] as number,
      locations: JSON.stringify([
        { geography: { type: 'Point', coordinates: [13.4, 52.5] }, city: 'Berlin' },
      ]),
      // From 15 months back to 9 months ahead: some fall outside the months shown, all count in the totals.
      start_time: new Date(now + ((i * 37 + seed * 11) % 720) * DAY_MS - 450 * DAY_MS),
      organising_source_id: sourceId,
    }));
    const inserted = await testApp.db.insertInto('events').values(rows).returning('id').execute();
    return inserted.map((row) => row.id);
  }

  it('counts events by type, month, source, upcoming and past, sources, accounts, alerts, reports and crawls as the rows are', async () => {
    const db = testApp.db;
    const pending = world.pendingSourceId;
    const big = await insertEvents(60, world.sourceId, 1);
    await insertEvents(25, world.otherSourceId, 2);
    await insertEvents(7, pending, 3);
    await insertEvents(4, null, 4);
    // Changes and deletions go through the triggers the statistics read.
    await db
      .updateTable('events')
      .set({ event_type_id: world.eventTypeIds[1] })
      .where('id', 'in', big.slice(0, 9))
      .execute();
    await db
      .updateTable('events')
      .set({ deleted_at: new Date() })
      .where('id', 'in', big.slice(10, 15))
      .execute();
    await db
      .updateTable('events')
      .set({ start_time: new Date(Date.now() - 2 * DAY_MS) })
      .where('id', 'in', big.slice(20, 30))
      .execute();
    await insertSource(db, world.taxonomy, { status: 'rejected' });
    await createTestUser(db, testApp.config, { verified: false });
    await db
      .insertInto('alerts')
      .values({
        user_id: world.user.user.id,
        name: 'Near me',
        alert_type: 'address',
        city: 'Berlin',
        country: 'DE',
      })
      .execute();
    await db
      .insertInto('event_reports')
      .values([{ event_id: big[40] as number, reason: 'Spam' }])
      .execute();
    await db
      .insertInto('event_reports')
      .values({ event_id: big[41] as number, reason: 'Old', handled: true })
      .execute();
    await db.insertInto('feeds').values({ name: 'berlin', source_id: world.otherSourceId }).execute();
    await db
      .insertInto('crawl_runs')
      .values([
        {
          feed: 'berlin',
          trigger: 'schedule',
          status: 'ok',
          started_at: new Date(),
          finished_at: new Date(),
        },
        {
          feed: 'berlin',
          trigger: 'schedule',
          status: 'failed',
          started_at: new Date(),
          finished_at: new Date(),
          error: 'HTTP 500',
        },
        {
          feed: 'berlin',
          trigger: 'schedule',
          status: 'ok',
          started_at: new Date(Date.now() - 9 * DAY_MS),
          finished_at: new Date(Date.now() - 9 * DAY_MS),
        },
      ])
      .execute();

    const response = await client.GET('/v1/statistics', { headers });
    expect(response.response.status).toBe(200);
    const statistics = response.data;
    if (statistics === undefined) throw new Error('no body');

    // The recount, from the rows themselves.
    const now = new Date(statistics.generated_at);
    const events = await db
      .selectFrom('events')
      .select(['event_type_id', 'start_time', 'organising_source_id'])
      .where('deleted_at', 'is', null)
      .execute();
    const today = germanDay(now);
    const upcoming = events.filter((e) => germanDay(new Date(e.start_time)) >= today).length;
    expect(statistics.events).toMatchObject({
      total: events.length,
      upcoming,
      past: events.length - upcoming,
    });
    const types = await db.selectFrom('event_types').select('id').execute();
    expect(Object.fromEntries(statistics.events.by_type.map((t) => [t.event_type_id, t.count]))).toEqual(
      Object.fromEntries(types.map((t) => [t.id, events.filter((e) => e.event_type_id === t.id).length])),
    );
    const [first, last] = [
      germanMonth(now, -STATISTICS_MONTHS_BACK),
      germanMonth(now, STATISTICS_MONTHS_AHEAD),
    ];
    const months = new Map<string, number>();
    for (const e of events) {
      const month = germanDay(new Date(e.start_time)).slice(0, 7);
      if (month < first || month > last) continue;
      months.set(`${month}/${e.event_type_id}`, (months.get(`${month}/${e.event_type_id}`) ?? 0) + 1);
    }
    expect(statistics.events.by_month.map((m) => [`${m.month}/${m.event_type_id}`, m.count])).toEqual(
      [...months].sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true })),
    );
    expect(statistics.events.by_month.length).toBeGreaterThan(10);
    expect(statistics.events.by_source.slice(0, 4)).toEqual([
      { source_id: world.sourceId, name: expect.any(String), feed: null, count: 55 },
      { source_id: world.otherSourceId, name: expect.any(String), feed: 'berlin', count: 25 },
      { source_id: pending, name: expect.any(String), feed: null, count: 7 },
      { source_id: null, name: null, feed: null, count: 4 },
    ]);
    expect(statistics.events.sources_with_events).toBe(3);

    const sources = await db.selectFrom('sources').select('approval_status').execute();
    expect(statistics.sources).toEqual({
      pending: sources.filter((s) => s.approval_status === 'pending').length,
      approved: sources.filter((s) => s.approval_status === 'approved').length,
      rejected: 1,
    });
    const users = await db.selectFrom('users').select(['verified', 'admin']).execute();
    expect(statistics.users).toEqual({
      registered: users.length,
      verified: users.filter((u) => u.verified).length,
      admins: users.filter((u) => u.admin).length,
    });
    expect(statistics.users.verified).toBe(statistics.users.registered - 1);
    expect(statistics.alerts).toEqual({ account_alerts: 1, push_subscriptions: 0 });
    expect(statistics.reports_waiting).toBe(1);
    expect(statistics.crawl.find((f) => f.feed === 'berlin')).toMatchObject({
      health: 'failing',
      runs_7d: 2,
      failed_7d: 1,
    });
  });
});
