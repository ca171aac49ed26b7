import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableEngines } from '../../db/test-databases.js';
import { loadGazetteerIfEmpty } from '../../geo/load-gazetteer.js';
import { type ApiClient, apiClient } from '../../test-support/api-client.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { createTestUser } from '../../test-support/test-users.js';
import { insertTaxonomy } from '../sources/sources.test-support.js';
import type { AlertBody } from './alerts.schemas.js';

// The account's alerts over real HTTP, on both engines: the limit of five, unique names, criteria checked as
// a poll would check them, and the login merge (union by name, the newer copy kept).
for (const engine of availableEngines()) {
  describe(`the account's alerts [${engine}]`, () => {
    let testApp: TestApp;
    let client: ApiClient;
    let topicId: number;

    beforeAll(async () => {
      testApp = await startTestApp({ engine });
      client = apiClient(testApp.baseUrl);
      await loadGazetteerIfEmpty(testApp.db);
      topicId = (await insertTaxonomy(testApp.db)).topicIds[0] as number;
    }, 120_000);
    afterAll(() => testApp?.close());

    async function newAccount() {
      const { authorization } = await createTestUser(testApp.db, testApp.config);
      return { headers: { authorization } };
    }
    const perimeter = (name: string, extra: Partial<AlertBody> = {}): AlertBody => ({
      name,
      alert_type: 'perimeter',
      latitude: 52.52,
      longitude: 13.405,
      radius_km: 10,
      ...extra,
    });

    it('stores an alert with the device’s polling state and lists it', async () => {
      const auth = await newAccount();
      const body = perimeter('Berlin centre', {
        event_name: 'Klima',
        topic_ids: [topicId],
        seen_event_ids: [3],
        unseen_event_ids: [4, 5],
        last_fetch: '2026-11-25T10:00:00.000Z',
        next_fetch: '2026-11-25T11:00:00.000Z',
      });
      const created = await client.POST('/v1/user/me/alerts', { ...auth, body });
      expect(created.response.status).toBe(201);
      const { data } = await client.GET('/v1/user/me/alerts', auth);
      expect(data).toEqual([
        expect.objectContaining({
          name: 'Berlin centre',
          alert_type: 'perimeter',
          event_name: 'Klima',
          topic_ids: [topicId],
          type_ids: [],
          latitude: 52.52,
          longitude: 13.405,
          radius_km: 10,
          city: null,
          seen_event_ids: [3],
          unseen_event_ids: [4, 5],
          last_fetch: '2026-11-25T10:00:00.000Z',
          next_fetch: '2026-11-25T11:00:00.000Z',
        }),
      ]);
    });

    it('stores an address alert that the gazetteer can place', async () => {
      const auth = await newAccount();
      const body: AlertBody = {
        name: 'Köln',
        alert_type: 'address',
        city: 'Cologne',
        address_language: 'en',
      };
      const { data, response } = await client.POST('/v1/user/me/alerts', { ...auth, body });
      expect(response.status).toBe(201);
      expect(data).toMatchObject({ city: 'Cologne', country: 'DE', address_language: 'en', latitude: null });
    });

    it('refuses a sixth alert with a 422 naming the limit, and keeps the five', async () => {
      const auth = await newAccount();
      for (let i = 1; i <= 5; i += 1) {
        const { response } = await client.POST('/v1/user/me/alerts', { ...auth, body: perimeter(`A${i}`) });
        expect(response.status).toBe(201);
      }
      const sixth = await client.POST('/v1/user/me/alerts', { ...auth, body: perimeter('A6') });
      expect(sixth.response.status).toBe(422);
      expect(sixth.error).toEqual({
        detail: [expect.objectContaining({ msg: expect.stringContaining('at most 5') })],
      });
      expect((await client.GET('/v1/user/me/alerts', auth)).data?.map((a) => a.name)).toEqual([
        'A1',
        'A2',
        'A3',
        'A4',
        'A5',
      ]);
    });

    it('holds the limit when six alerts are added at once', async () => {
      const auth = await newAccount();
      const answers = await Promise.all(
        [1, 2, 3, 4, 5, 6].map((i) =>
          client.POST('/v1/user/me/alerts', { ...auth, body: perimeter(`P${i}`) }),
        ),
      );
      expect(answers.map((a) => a.response.status).sort()).toEqual([201, 201, 201, 201, 201, 422]);
      expect((await client.GET('/v1/user/me/alerts', auth)).data).toHaveLength(5);
    });

    it.each([
      ['a duplicate name', perimeter('Twice'), ['body', 'name']],
      ['an empty name', perimeter(''), ['body', 'name']],
      ['a blank name', perimeter('   '), ['body', 'name']],
      ['a radius beyond the search’s bound', perimeter('Wide', { radius_km: 501 }), ['body', 'radius_km']],
      ['an unknown topic', perimeter('T', { topic_ids: [999_999] }), ['body', 'topic_ids', 0]],
      ['an unknown type', perimeter('T', { type_ids: [999_999] }), ['body', 'type_ids', 0]],
      [
        'a perimeter without a point',
        { name: 'P', alert_type: 'perimeter', radius_km: 3 },
        ['body', 'latitude'],
      ],
      [
        'a city that cannot be placed',
        { name: 'C', alert_type: 'address', city: 'Nowhereville' },
        ['body', 'city'],
      ],
      [
        'a zip code that cannot be placed',
        { name: 'Z', alert_type: 'address', zip_code: '00000' },
        ['body', 'zip_code'],
      ],
    ] as [string, AlertBody, (string | number)[]][])(
      'answers 422 for %s and stores nothing',
      async (_c, body, loc) => {
        const auth = await newAccount();
        await client.POST('/v1/user/me/alerts', { ...auth, body: perimeter('Twice') });
        const { error, response } = await client.POST('/v1/user/me/alerts', { ...auth, body });
        expect(response.status).toBe(422);
        expect(error).toEqual({ detail: [expect.objectContaining({ loc })] });
        expect((await client.GET('/v1/user/me/alerts', auth)).data?.map((a) => a.name)).toEqual(['Twice']);
      },
    );

    // Issue 17 finding 2, the write half: a name is one line, without control characters.
    it.each([
      ['a line break (CRLF)', 'Berlin\r\nMitte'],
      ['a NUL', 'Berlin\u0000'],
    ])(
      'refuses a name with %s: 422 at the name, nothing stored, on create and on rename',
      async (_c, name) => {
        const auth = await newAccount();
        await client.POST('/v1/user/me/alerts', { ...auth, body: perimeter('Twice') });
        const refusal = {
          detail: [
            {
              loc: ['body', 'name'],
              msg: expect.stringMatching(/^String should be a single line without control characters/),
              type: 'string_pattern_mismatch',
            },
          ],
        };
        const created = await client.POST('/v1/user/me/alerts', { ...auth, body: perimeter(name) });
        expect(created.response.status).toBe(422);
        expect(created.error).toEqual(refusal);
        const renamed = await client.PUT('/v1/user/me/alerts/{alert_name}', {
          ...auth,
          params: { path: { alert_name: 'Twice' } },
          body: perimeter(name),
        });
        expect(renamed.response.status).toBe(422);
        expect(renamed.error).toEqual(refusal);
        const merged = await client.POST('/v1/user/me/alerts/merge', {
          ...auth,
          body: { alerts: [perimeter(name), perimeter('Clean')] },
        });
        expect(merged.data?.not_merged).toEqual([name]);
        expect((await client.GET('/v1/user/me/alerts', auth)).data?.map((a) => a.name).sort()).toEqual([
          'Clean',
          'Twice',
        ]);
      },
    );

    it('renames and changes an alert, but not onto another alert’s name', async () => {
      const auth = await newAccount();
      await client.POST('/v1/user/me/alerts', { ...auth, body: perimeter('One') });
      await client.POST('/v1/user/me/alerts', { ...auth, body: perimeter('Two') });
      const params = { path: { alert_name: 'One' } };
      const clash = await client.PUT('/v1/user/me/alerts/{alert_name}', {
        ...auth,
        params,
        body: perimeter('Two'),
      });
      expect(clash.response.status).toBe(422);
      const renamed = await client.PUT('/v1/user/me/alerts/{alert_name}', {
        ...auth,
        params,
        body: perimeter('One and a half', { radius_km: 25, seen_event_ids: [7] }),
      });
      expect(renamed.data).toMatchObject({ name: 'One and a half', radius_km: 25, seen_event_ids: [7] });
      const missing = await client.PUT('/v1/user/me/alerts/{alert_name}', {
        ...auth,
        params,
        body: perimeter('x'),
      });
      expect(missing.response.status).toBe(404);
    });

    it('deletes an alert by its name, spaces and umlauts included', async () => {
      const auth = await newAccount();
      await client.POST('/v1/user/me/alerts', { ...auth, body: perimeter('Große Demo / Mitte') });
      const params = { path: { alert_name: 'Große Demo / Mitte' } };
      const deleted = await client.DELETE('/v1/user/me/alerts/{alert_name}', { ...auth, params });
      expect(deleted.response.status).toBe(204);
      expect((await client.GET('/v1/user/me/alerts', auth)).data).toEqual([]);
      const again = await client.DELETE('/v1/user/me/alerts/{alert_name}', { ...auth, params });
      expect(again.response.status).toBe(404);
    });

    it('merges the device’s alerts at login: union by name, the newer copy kept, at most five', async () => {
      const auth = await newAccount();
      await client.POST('/v1/user/me/alerts', {
        ...auth,
        body: perimeter('Older on the account', { updated_at: '2026-11-01T00:00:00.000Z' }),
      });
      await client.POST('/v1/user/me/alerts', {
        ...auth,
        body: perimeter('Newer on the account', { radius_km: 3, updated_at: '2026-11-20T00:00:00.000Z' }),
      });
      const { data } = await client.POST('/v1/user/me/alerts/merge', {
        ...auth,
        body: {
          alerts: [
            perimeter('Older on the account', { radius_km: 40, updated_at: '2026-11-10T00:00:00.000Z' }),
            perimeter('Newer on the account', { radius_km: 50, updated_at: '2026-11-10T00:00:00.000Z' }),
            perimeter('Device 1'),
            perimeter('Device 2'),
            perimeter('Device 3'),
            perimeter('Device 4'),
            perimeter('Stale topic', { topic_ids: [999_999] }),
          ],
        },
      });
      const radius = Object.fromEntries((data?.alerts ?? []).map((a) => [a.name, a.radius_km]));
      expect(radius).toEqual({
        'Older on the account': 40,
        'Newer on the account': 3,
        'Device 1': 10,
        'Device 2': 10,
        'Device 3': 10,
      });
      expect(data?.not_merged.sort()).toEqual(['Device 4', 'Stale topic']);
    });

    it('answers 401 without credentials', async () => {
      const { response } = await client.GET('/v1/user/me/alerts');
      expect(response.status).toBe(401);
    });
  });
}
