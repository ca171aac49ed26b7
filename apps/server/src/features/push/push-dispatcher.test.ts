import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import webPush from 'web-push';
import type { Db } from '../../db/database.js';
import { describeEachDatabase } from '../../db/test-databases.js';
import { boundingBox } from '../../geo/distance.js';
import { type PushEndpoint, startPushEndpoint } from '../../test-support/push-endpoint.js';
import { insertSource, insertTaxonomy } from '../sources/sources.test-support.js';
import { type DispatcherOptions, dispatchOnce, retryDelayMs } from './push-dispatcher.js';
import { PushEncryptionPool } from './push-encryption-pool.js';
import { matchQueuedEvents } from './push-matching.js';
import type { PushSubscription } from './push-sender.js';
import { upsertSubscription } from './push-subscriptions.repository.js';
import type { VapidKeys } from './vapid-keys.js';

// The queue of decision 027 on both engines: events written by anyone are queued by the database, matched once
// however many copies run, and each push is sent once; failures come back later, gone devices are forgotten.
const vapid: VapidKeys = { ...webPush.generateVAPIDKeys(), subject: 'mailto:alerts@example.org' };
const COLOGNE = { lat: 50.9413, lon: 6.9583 };

describeEachDatabase('the push queue', (getDb) => {
  let endpoint: PushEndpoint;
  let typeId: number;
  let sourceId: number;
  let options: DispatcherOptions;

  beforeAll(async () => {
    endpoint = await startPushEndpoint();
    options = { vapid, agent: endpoint.agent, timeoutMs: 300, retryBaseMs: 100 };
    const db = getDb();
    const taxonomy = await insertTaxonomy(db);
    sourceId = await insertSource(db, taxonomy);
    typeId = (
      await db
        .insertInto('event_types')
        .values({ name_en: 'Rally', name_de: 'Kundgebung' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => endpoint?.close());

  async function subscribe(db: Db, name: string, radiusKm = 5, words: string[] = []) {
    const device = endpoint.subscribe();
    await upsertSubscription(db, {
      endpoint: device.endpoint,
      p256dh: device.keys.p256dh,
      auth: device.keys.auth,
      alertName: name,
      language: 'en',
      userId: null,
      criteria: {},
      center: COLOGNE,
      radiusKm,
      box: boundingBox(COLOGNE, radiusKm),
      words,
      topicIds: [],
      typeIds: [],
    });
    return device;
  }
  /** One INSERT statement, as a crawl or an import writes: the trigger queues its rows. */
  async function insertEvents(db: Db, count: number, name = 'Rally at the cathedral') {
    const start = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    const rows = Array.from({ length: count }, (_, i) => ({
      name: `${name} ${i}`,
      description: 'We meet at noon.',
      event_type_id: typeId,
      start_time: start,
      organising_source_id: sourceId,
      locations: JSON.stringify([
        { geography: { type: 'Point', coordinates: [COLOGNE.lon + i * 1e-4, COLOGNE.lat] } },
      ]),
    }));
    return (await db.insertInto('events').values(rows).returning('id').execute()).map((row) => row.id);
  }
  const countsOf = (device: PushSubscription) =>
    endpoint.received
      .filter((push) => device.endpoint.endsWith(push.path))
      .map((push) => Number(/has (\d+) new/.exec(JSON.parse(push.payload).body)?.[1]));
  const clear = async (db: Db) => {
    await db.deleteFrom('push_subscriptions').execute();
    await db.deleteFrom('push_event_queue').execute();
    await db.deleteFrom('push_event_recipients').execute();
  };

  it('queues nothing while no device subscribes, so a deployment without push never grows the queue', async () => {
    const db = getDb();
    await clear(db);
    await insertEvents(db, 3);
    expect(await db.selectFrom('push_event_queue').select('id').execute()).toEqual([]);
  });

  it('two workers match every queued event exactly once and send each push exactly once', async () => {
    const db = getDb();
    await clear(db);
    endpoint.answerWith(201);
    const devices = await Promise.all(Array.from({ length: 12 }, (_, i) => subscribe(db, `Near ${i}`)));
    const unmatched = await subscribe(db, 'Other words', 5, ['vigil']);
    // 60 events in 12 writes (statements), then two copies take batches of 7 at the same time.
    for (let write = 0; write < 12; write += 1) await insertEvents(db, 5);
    expect(await db.selectFrom('push_event_queue').select('id').execute()).toHaveLength(60);

    // The default timeout: a push answered after a short test timeout is sent again (at least once, decision 027).
    const worker = { ...options, timeoutMs: 10_000, matchBatch: 7 };
    const [first, second] = await Promise.all([dispatchOnce(db, worker), dispatchOnce(db, worker)]);
    expect((first?.events ?? 0) + (second?.events ?? 0)).toBe(60);
    expect((first?.sent ?? 0) + (second?.sent ?? 0)).toBe(
      (first?.deliveries ?? 0) + (second?.deliveries ?? 0),
    );
    for (const device of devices) {
      const counts = countsOf(device);
      // Every event counted once for every alert, whichever copy matched it; at most one push per batch.
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(60);
      expect(counts.length).toBeLessThanOrEqual(Math.ceil(60 / 7) + 1);
    }
    expect(countsOf(unmatched)).toEqual([]);
    expect(await db.selectFrom('push_deliveries').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('push_event_queue').select('id').execute()).toEqual([]);
  });

  it('two copies encrypting on threads of their own send each push exactly once, decryptable by its device', async () => {
    const db = getDb();
    await clear(db);
    endpoint.answerWith(201);
    const devices = await Promise.all(Array.from({ length: 24 }, (_, i) => subscribe(db, `Threads ${i}`)));
    for (let write = 0; write < 6; write += 1) await insertEvents(db, 5);
    const pools = [new PushEncryptionPool(2), new PushEncryptionPool(2)];
    try {
      const copies = pools.map((encryption) => ({
        ...options,
        timeoutMs: 10_000,
        matchBatch: 7,
        encryption,
      }));
      const [first, second] = await Promise.all(copies.map((copy) => dispatchOnce(db, copy)));
      expect((first?.sent ?? 0) + (second?.sent ?? 0)).toBe(
        (first?.deliveries ?? 0) + (second?.deliveries ?? 0),
      );
      expect(pools.some((pool) => pool.running > 0)).toBe(true);
    } finally {
      await Promise.all(pools.map((pool) => pool.close()));
    }
    // Each device's pushes decrypted with its own keys (the endpoint records only those) and count every event once.
    for (const device of devices) expect(countsOf(device).reduce((sum, count) => sum + count, 0)).toBe(30);
    expect(await db.selectFrom('push_deliveries').select('id').execute()).toEqual([]);
  });

  it('one write of 1,000 events becomes one push per alert with the count', async () => {
    const db = getDb();
    await clear(db);
    endpoint.answerWith(201);
    const device = await subscribe(db, 'Busy', 50);
    await insertEvents(db, 1_000);
    await dispatchOnce(db, { ...options, timeoutMs: 10_000 });
    expect(countsOf(device)).toEqual([1_000]);
  });

  it('matches keywords as the search folds them (case, umlauts spelt out)', async () => {
    const db = getDb();
    await clear(db);
    endpoint.answerWith(201);
    const muenchen = await subscribe(db, 'Umlaut', 5, ['MUENCHEN']);
    const other = await subscribe(db, 'Other', 5, ['klima']);
    await insertEvents(db, 2, 'Solidarität mit München');
    await dispatchOnce(db, options);
    expect(countsOf(muenchen)).toEqual([2]);
    expect(countsOf(other)).toEqual([]);
  });

  it('pushes a changed event only to the alerts it was not pushed to before, once each (decision 049)', async () => {
    const db = getDb();
    await clear(db);
    endpoint.answerWith(201);
    const near = await subscribe(db, 'Near');
    const vigil = await subscribe(db, 'Vigil', 5, ['vigil']);
    const [id] = await insertEvents(db, 1, 'Rally at the cathedral');
    if (id === undefined) throw new Error('no event written');
    await dispatchOnce(db, options);
    expect([countsOf(near), countsOf(vigil)]).toEqual([[1], []]);

    // Renamed so that the keyword alert matches too: only that one hears of it.
    await db.updateTable('events').set({ name: 'Vigil at the cathedral' }).where('id', '=', id).execute();
    // Queued twice in one batch (two writes before the dispatcher runs): still one push.
    await db.updateTable('events').set({ description: 'We meet at one.' }).where('id', '=', id).execute();
    expect(await db.selectFrom('push_event_queue').select('id').execute()).toHaveLength(2);
    await dispatchOnce(db, options);
    expect([countsOf(near), countsOf(vigil)]).toEqual([[1], [1]]);

    // Changed again, in a later batch: both were told of it already.
    await db.updateTable('events').set({ description: 'We meet at two.' }).where('id', '=', id).execute();
    await dispatchOnce(db, options);
    expect([countsOf(near), countsOf(vigil)]).toEqual([[1], [1]]);
    const recipients = await db
      .selectFrom('push_event_recipients')
      .select(['event_id', sql<number>`cardinality(subscription_ids)`.as('count')])
      .execute();
    expect(recipients).toEqual([{ event_id: id, count: 2 }]);
  });

  it('forgets whom an event was pushed to a day after it started, and when it is deleted', async () => {
    const db = getDb();
    await clear(db);
    endpoint.answerWith(201);
    await subscribe(db, 'Forgetful');
    const [started, upcoming, deleted] = await insertEvents(db, 3);
    await dispatchOnce(db, options);
    const day = 24 * 3600 * 1000;
    await db
      .updateTable('push_event_recipients')
      .set({ starts_at: new Date(Date.now() - day - 60_000) })
      .where('event_id', '=', started as number)
      .execute();
    await db
      .deleteFrom('events')
      .where('id', '=', deleted as number)
      .execute();
    await dispatchOnce(db, options);
    expect(await db.selectFrom('push_event_recipients').select('event_id').execute()).toEqual([
      { event_id: upcoming },
    ]);
  });

  it('tries a failed push again after a backoff, and a push service that does not answer in time too', async () => {
    const db = getDb();
    await clear(db);
    const device = await subscribe(db, 'Flaky');
    await insertEvents(db, 1);
    // A backoff longer than the test, so that one pass tries once however slowly it runs; then the delivery is
    // made due by hand instead of waiting for it.
    const patient = { ...options, retryBaseMs: 600_000 };
    const dueNow = () => db.updateTable('push_deliveries').set({ due_at: sql`now()` }).execute();
    endpoint.answerWith(503);
    expect(await dispatchOnce(db, patient)).toEqual(expect.objectContaining({ retried: 1, sent: 0 }));
    const waiting = await db
      .selectFrom('push_deliveries')
      .select(['attempts', 'last_error', sql<boolean>`due_at > now() + interval '9 minutes'`.as('later')])
      .executeTakeFirstOrThrow();
    expect(waiting).toEqual({ attempts: 1, last_error: 'the push service answered 503', later: true });
    expect(await dispatchOnce(db, patient)).toEqual(expect.objectContaining({ retried: 0, sent: 0 }));

    await dueNow();
    endpoint.answerWith(201);
    endpoint.hangNext();
    expect(await dispatchOnce(db, patient)).toEqual(expect.objectContaining({ retried: 1, sent: 0 }));
    await dueNow();
    expect(await dispatchOnce(db, patient)).toEqual(expect.objectContaining({ retried: 0, sent: 1 }));
    // The endpoint saw the push answered 503 and the one answered 201 (the hung one is not recorded).
    expect(countsOf(device)).toEqual([1, 1]);
    expect(await db.selectFrom('push_deliveries').select('id').execute()).toEqual([]);
    expect(retryDelayMs(1, 30_000)).toBe(30_000);
    expect(retryDelayMs(4, 30_000)).toBe(240_000);
    expect(retryDelayMs(20, 30_000)).toBe(3_600_000);
  });

  it('drops a push after its last try, and keeps the subscription', async () => {
    const db = getDb();
    await clear(db);
    await subscribe(db, 'Hopeless');
    await insertEvents(db, 1);
    await matchQueuedEvents(db);
    await db.updateTable('push_deliveries').set({ attempts: 5 }).execute();
    endpoint.answerWith(500);
    expect(await dispatchOnce(db, options)).toEqual(expect.objectContaining({ dropped: 1 }));
    expect(await db.selectFrom('push_deliveries').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('push_subscriptions').select('alert_name').execute()).toEqual([
      { alert_name: 'Hopeless' },
    ]);
    endpoint.answerWith(201);
  });

  it('forgets a device the push service answers 404 for', async () => {
    const db = getDb();
    await clear(db);
    await subscribe(db, 'Unknown');
    await insertEvents(db, 1);
    endpoint.answerWith(404);
    expect(await dispatchOnce(db, options)).toEqual(expect.objectContaining({ gone: 1 }));
    expect(await db.selectFrom('push_subscriptions').select('id').execute()).toEqual([]);
    endpoint.answerWith(201);
  });

  it('leaves a leased push to its copy, and takes it over once the lease has run out (a copy that died)', async () => {
    const db = getDb();
    await clear(db);
    const device = await subscribe(db, 'Leased');
    await insertEvents(db, 1);
    await matchQueuedEvents(db);
    await db.updateTable('push_deliveries').set({ lease_until: sql`now() + interval '1 minute'` }).execute();
    expect(await dispatchOnce(db, options)).toEqual(expect.objectContaining({ sent: 0 }));
    await db.updateTable('push_deliveries').set({ lease_until: sql`now() - interval '1 second'` }).execute();
    expect(await dispatchOnce(db, options)).toEqual(expect.objectContaining({ sent: 1 }));
    expect(countsOf(device)).toEqual([1]);
  });
});
