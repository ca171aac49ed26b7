import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableEngines } from '../../db/test-databases.js';
import { loadGazetteerIfEmpty } from '../../geo/load-gazetteer.js';
import { type ApiClient, apiClient } from '../../test-support/api-client.js';
import { type PushEndpoint, startPushEndpoint } from '../../test-support/push-endpoint.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { eventBody, insertWriteWorld, type WriteWorld } from '../events/event-writes.test-support.js';
import type { PushSubscription } from './push-sender.js';

// Web Push subscriptions over real HTTP on both engines (issue 14, decision 027): registration with an
// alert's criteria, the limits, bad endpoints and keys, and the whole way from an event written through the
// API to a push that a local push service decrypts with the subscription's own keys (RFC 8291).
const COLOGNE = { latitude: 50.9413, longitude: 6.9583 };
const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600 * 1000);

for (const engine of availableEngines()) {
  describe(`push subscriptions [${engine}]`, () => {
    let testApp: TestApp;
    let client: ApiClient;
    let endpoint: PushEndpoint;
    let world: WriteWorld;

    beforeAll(async () => {
      endpoint = await startPushEndpoint();
      testApp = await startTestApp({
        engine,
        pushAgent: endpoint.agent,
        config: {
          push: {
            vapidPublicKey: undefined,
            vapidPrivateKey: undefined,
            vapidSubject: 'mailto:alerts@example.org',
            allowLocalEndpoints: true,
            dispatchIntervalMs: 50,
          },
        },
      });
      client = apiClient(testApp.baseUrl);
      await loadGazetteerIfEmpty(testApp.db);
      world = await insertWriteWorld(testApp.db, testApp.config);
    }, 120_000);
    afterAll(async () => {
      await testApp?.close();
      await endpoint?.close();
    });

    const register = (
      subscription: PushSubscription,
      alert: Record<string, unknown>,
      headers: Record<string, string> = {},
    ) =>
      fetch(`${testApp.baseUrl}/v1/push/subscriptions`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ ...subscription, language: 'en', ...alert }),
      });
    const unsubscribe = (body: Record<string, unknown>) =>
      fetch(`${testApp.baseUrl}/v1/push/subscriptions`, {
        method: 'DELETE',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const publish = async (overrides: Parameters<typeof eventBody>[1] = {}) => {
      const start = inAWeek();
      const { data, response } = await client.POST('/v1/event/new', {
        body: eventBody(world, {
          start_time: start.toISOString(),
          end_time: new Date(start.getTime() + 3_600_000).toISOString(),
          ...overrides,
        }),
        headers: { authorization: world.sourceAdmin.authorization },
      });
      expect(response.status).toBe(201);
      return data?.id as number;
    };
    const pushesTo = (subscription: PushSubscription) =>
      endpoint.received.filter((push) => subscription.endpoint.endsWith(push.path));
    /** Waits (without sleeping a fixed time) until the subscription has `count` pushes. */
    async function waitForPushes(subscription: PushSubscription, count: number) {
      await expect.poll(() => pushesTo(subscription).length, { timeout: 10_000, interval: 25 }).toBe(count);
      return pushesTo(subscription).map((push) => JSON.parse(push.payload));
    }
    const subscriptionsOf = (device: PushSubscription) =>
      testApp.db
        .selectFrom('push_subscriptions')
        .select('id')
        .where('endpoint', '=', device.endpoint)
        .execute();
    /** Every queued event matched and every delivery settled: nothing more will be pushed for now. */
    async function waitForQuiet() {
      await expect
        .poll(
          async () => {
            const queued = await testApp.db.selectFrom('push_event_queue').select('id').execute();
            const due = await testApp.db.selectFrom('push_deliveries').select('id').execute();
            return queued.length + due.length;
          },
          { timeout: 10_000, interval: 25 },
        )
        .toBe(0);
    }

    it('registers an alert for a device (201), replaces it on a second call (200), and pushes a new matching event once, in its language', async () => {
      endpoint.answerWith(201);
      const device = endpoint.subscribe();
      const alert = { alert_name: 'Köln Wohnen', event_name: 'housing', radius_km: 5, ...COLOGNE };
      const created = await register(device, alert);
      expect(created.status).toBe(201);
      expect(await created.json()).toEqual(
        expect.objectContaining({ alert_name: 'Köln Wohnen', language: 'en', linked_to_account: false }),
      );
      const replaced = await register(device, { ...alert, language: 'de' });
      expect(replaced.status).toBe(200);

      const german = endpoint.subscribe();
      expect((await register(german, { alert_name: 'Köln', city: 'Köln', language: 'de' })).status).toBe(201);
      const elsewhere = endpoint.subscribe();
      expect(
        (
          await register(elsewhere, {
            alert_name: 'Berlin',
            latitude: 52.52,
            longitude: 13.405,
            radius_km: 10,
          })
        ).status,
      ).toBe(201);
      const otherWord = endpoint.subscribe();
      expect(
        (await register(otherWord, { alert_name: 'Klima', event_name: 'klima', ...COLOGNE, radius_km: 5 }))
          .status,
      ).toBe(201);

      await publish();
      expect(await waitForPushes(device, 1)).toEqual([
        {
          title: 'Demonstration',
          body: "Dein Alarm 'Köln Wohnen' hat 1 neue Veranstaltungen.",
          path: '/de/alerts/results/K%C3%B6ln%20Wohnen',
          tag: 'alert:Köln Wohnen',
        },
      ]);
      expect(await waitForPushes(german, 1)).toEqual([
        expect.objectContaining({ body: "Dein Alarm 'Köln' hat 1 neue Veranstaltungen." }),
      ]);
      await waitForQuiet();
      expect(pushesTo(elsewhere)).toEqual([]);
      expect(pushesTo(otherWord)).toEqual([]);
      // The push is signed for the push service with the server's VAPID key.
      const { data } = await client.GET('/v1/push/vapid-public-key');
      expect(pushesTo(device)[0]?.vapid.publicKey).toBe(data?.public_key);
    });

    it('pushes a changed event that newly matches, and not again an event it already pushed', async () => {
      endpoint.answerWith(201);
      const device = endpoint.subscribe();
      await register(device, { alert_name: 'Vigil', event_name: 'candles', ...COLOGNE, radius_km: 5 });
      const id = await publish({ name: 'Evening walk' });
      await waitForQuiet();
      expect(pushesTo(device)).toEqual([]);

      const edit = (name: string) =>
        client.PUT('/v1/event/{event_id}', {
          params: { path: { event_id: id } },
          body: eventBody(world, {
            name,
            start_time: inAWeek().toISOString(),
            end_time: undefined,
          }),
          headers: { authorization: world.sourceAdmin.authorization },
        });
      expect((await edit('Evening walk with candles')).response.status).toBe(200);
      expect(await waitForPushes(device, 1)).toEqual([
        expect.objectContaining({ body: "Your alert 'Vigil' has 1 new Events." }),
      ]);
      expect((await edit('Evening walk with many candles')).response.status).toBe(200);
      await waitForQuiet();
      expect(pushesTo(device)).toHaveLength(1);
    });

    it('stops pushing once the device unsubscribes the alert', async () => {
      endpoint.answerWith(201);
      const device = endpoint.subscribe();
      await register(device, { alert_name: 'Gone soon', ...COLOGNE, radius_km: 5 });
      expect((await unsubscribe({ endpoint: device.endpoint, alert_name: 'Gone soon' })).status).toBe(204);
      // Idempotent: nothing left to remove is fine.
      expect((await unsubscribe({ endpoint: device.endpoint })).status).toBe(204);
      await publish();
      await waitForQuiet();
      expect(pushesTo(device)).toEqual([]);
    });

    it('deletes a subscription the push service answers 410 for', async () => {
      const device = endpoint.subscribe();
      await register(device, { alert_name: 'Expired', ...COLOGNE, radius_km: 5 });
      endpoint.answerWith(410);
      try {
        await publish();
        await waitForQuiet();
      } finally {
        endpoint.answerWith(201);
      }
      expect(await subscriptionsOf(device)).toEqual([]);
    });

    it('refuses a sixth alert on a device, and on an account’s devices, naming the limit', async () => {
      const device = endpoint.subscribe();
      for (let i = 1; i <= 5; i += 1) {
        expect((await register(device, { alert_name: `Alert ${i}`, ...COLOGNE, radius_km: 5 })).status).toBe(
          201,
        );
      }
      const sixth = await register(device, { alert_name: 'Alert 6', ...COLOGNE, radius_km: 5 });
      expect(sixth.status).toBe(422);
      expect(await sixth.json()).toEqual({
        detail: [
          {
            loc: ['body'],
            msg: 'A device has at most 5 alerts with push notifications: turn one off first',
            type: 'too_many',
          },
        ],
      });
      // Replacing one of the five is fine.
      expect((await register(device, { alert_name: 'Alert 5', ...COLOGNE, radius_km: 9 })).status).toBe(200);

      const auth = { authorization: world.user.authorization };
      const phone = endpoint.subscribe();
      const laptop = endpoint.subscribe();
      for (let i = 1; i <= 3; i += 1) {
        const answer = await register(phone, { alert_name: `Mine ${i}`, ...COLOGNE, radius_km: 5 }, auth);
        expect(await answer.json()).toEqual(expect.objectContaining({ linked_to_account: true }));
      }
      // The same alert on a second device counts once.
      expect((await register(laptop, { alert_name: 'Mine 1', ...COLOGNE, radius_km: 5 }, auth)).status).toBe(
        201,
      );
      for (let i = 4; i <= 5; i += 1) {
        expect(
          (await register(laptop, { alert_name: `Mine ${i}`, ...COLOGNE, radius_km: 5 }, auth)).status,
        ).toBe(201);
      }
      const over = await register(laptop, { alert_name: 'Mine 6', ...COLOGNE, radius_km: 5 }, auth);
      expect(over.status).toBe(422);
      expect(await over.json()).toEqual({
        detail: [
          {
            loc: ['body'],
            msg: 'An account has at most 5 alerts with push notifications: turn one off first',
            type: 'too_many',
          },
        ],
      });
    });

    it('removes the subscriptions of an account’s alert when the alert is deleted', async () => {
      const { authorization } = world.otherAdmin;
      const created = await client.POST('/v1/user/me/alerts', {
        headers: { authorization },
        body: { name: 'Rhine', alert_type: 'perimeter', ...COLOGNE, radius_km: 5 },
      });
      expect(created.response.status).toBe(201);
      const device = endpoint.subscribe();
      await register(device, { alert_name: 'Rhine', ...COLOGNE, radius_km: 5 }, { authorization });
      const deleted = await client.DELETE('/v1/user/me/alerts/{alert_name}', {
        headers: { authorization },
        params: { path: { alert_name: 'Rhine' } },
      });
      expect(deleted.response.status).toBe(204);
      expect(await subscriptionsOf(device)).toEqual([]);
    });

    it.each([
      [
        'an http endpoint',
        (s: PushSubscription) => ({ ...s, endpoint: s.endpoint.replace('https:', 'http:') }),
        ['body', 'endpoint'],
        'the endpoint is not https',
      ],
      [
        'a p256dh key of the wrong size',
        (s: PushSubscription) => ({ ...s, keys: { ...s.keys, p256dh: s.keys.p256dh.slice(0, 40) } }),
        ['body', 'keys', 'p256dh'],
        'the p256dh key is not a P-256 public key',
      ],
      [
        'an auth secret that is not base64url',
        (s: PushSubscription) => ({ ...s, keys: { ...s.keys, auth: '+/+/+/+/+/+/+/+/+/+/+w' } }),
        ['body', 'keys', 'auth'],
        'the auth secret is not 16 bytes',
      ],
    ])('refuses %s with a 422 at its field', async (_case, spoil, loc, msg) => {
      const response = await register(spoil(endpoint.subscribe()), {
        alert_name: 'Bad',
        ...COLOGNE,
        radius_km: 5,
      });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ detail: [{ loc, msg, type: 'value_error' }] });
    });

    it('refuses an endpoint longer than 2,048 characters and an alert without an area', async () => {
      const device = endpoint.subscribe();
      const long = await register(
        { ...device, endpoint: `${device.endpoint}/${'x'.repeat(2_048)}` },
        { alert_name: 'Long', ...COLOGNE, radius_km: 5 },
      );
      expect(long.status).toBe(422);
      expect((await long.json()).detail[0].loc).toEqual(['body', 'endpoint']);
      const nowhere = await register(device, { alert_name: 'Nowhere', event_name: 'demo' });
      expect(nowhere.status).toBe(422);
      expect((await nowhere.json()).detail[0].loc).toEqual(['body', 'latitude']);
    });

    it('registers the widest criteria a poll takes (the area index carries them, migration 039)', async () => {
      const device = endpoint.subscribe();
      const names = Array.from({ length: 100 }, (_, i) => ({ name_en: `Wide ${i}`, name_de: `Weit ${i}` }));
      const ids = async (table: 'topics' | 'event_types') =>
        (await testApp.db.insertInto(table).values(names).returning('id').execute()).map((row) => row.id);
      const topicIds = await ids('topics');
      const typeIds = await ids('event_types');
      // 200 ligatures, each folded to three letters: the longest keyword pattern there can be.
      const widest = await register(device, {
        alert_name: 'Widest',
        event_name: 'ﬃ'.repeat(200),
        topic_ids: topicIds,
        type_ids: typeIds,
        ...COLOGNE,
        radius_km: 5,
      });
      expect(widest.status).toBe(201);
      const stored = await testApp.db
        .selectFrom('push_subscriptions')
        .select(['patterns', 'topic_ids', 'type_ids'])
        .where('endpoint', '=', device.endpoint)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({
        patterns: [`%${'ffi'.repeat(200)}%`],
        topic_ids: topicIds,
        type_ids: typeIds,
      });
    });
  });
}

describe('push subscriptions to local addresses', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp?.close());

  it('are refused unless the operator allows them (the server would post wherever a caller says)', async () => {
    const keys = {
      p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url'),
      auth: Buffer.alloc(16, 1).toString('base64url'),
    };
    for (const host of ['127.0.0.1', 'localhost', '10.1.2.3', '192.168.0.4', '[::1]']) {
      const response = await fetch(`${testApp.baseUrl}/v1/push/subscriptions`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          endpoint: `https://${host}/send/1`,
          keys,
          alert_name: 'Local',
          language: 'en',
          ...COLOGNE,
          radius_km: 5,
        }),
      });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        detail: [
          {
            loc: ['body', 'endpoint'],
            msg: 'the endpoint is not a public push service',
            type: 'value_error',
          },
        ],
      });
    }
  });
});
