import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableEngines } from '../../db/test-databases.js';
import { type ApiClient, apiClient } from '../../test-support/api-client.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { createTestUser } from '../../test-support/test-users.js';
import { insertWriteWorld, type WriteWorld } from '../events/event-writes.test-support.js';

// Saved items on the account over real HTTP, on both engines: replace, merge (union), ids that name nothing
// ignored, and the user object carrying the lists (spec §3 "User").
for (const engine of availableEngines()) {
  describe(`the account's saved items [${engine}]`, () => {
    let testApp: TestApp;
    let client: ApiClient;
    let world: WriteWorld;
    const eventIds: number[] = [];

    beforeAll(async () => {
      testApp = await startTestApp({ engine });
      client = apiClient(testApp.baseUrl);
      world = await insertWriteWorld(testApp.db, testApp.config);
      for (const name of ['Vigil', 'March', 'Strike']) {
        const { id } = await testApp.db
          .insertInto('events')
          .values({
            name,
            description: 'Together.',
            event_type_id: world.eventTypeIds[0],
            locations: JSON.stringify([{ geography: { type: 'Point', coordinates: [6.96, 50.94] } }]),
            start_time: new Date(Date.now() + 86_400_000),
            organising_source_id: world.sourceId,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        eventIds.push(id);
      }
    }, 120_000);
    afterAll(() => testApp?.close());

    async function newAccount() {
      const { authorization } = await createTestUser(testApp.db, testApp.config);
      return { headers: { authorization } };
    }

    it('starts empty, and the user object carries the lists', async () => {
      const auth = await newAccount();
      expect((await client.GET('/v1/user/me/saved', auth)).data).toEqual({
        saved_events: [],
        saved_sources: [],
      });
      await client.PUT('/v1/user/me/saved', {
        ...auth,
        body: { saved_events: [eventIds[1] as number], saved_sources: [world.sourceId] },
      });
      const me = await client.GET('/v1/user/me', auth);
      expect(me.data).toMatchObject({ saved_events: [eventIds[1]], saved_sources: [world.sourceId] });
    });

    it('replaces the lists, keeping the order saved and ignoring ids that name nothing or repeat', async () => {
      const auth = await newAccount();
      const [a, b, c] = eventIds as [number, number, number];
      await client.PUT('/v1/user/me/saved', { ...auth, body: { saved_events: [a, b], saved_sources: [] } });
      const { data } = await client.PUT('/v1/user/me/saved', {
        ...auth,
        body: { saved_events: [b, c, 999_999, c], saved_sources: [world.otherSourceId, 999_999] },
      });
      expect(data?.saved_events.sort()).toEqual([b, c].sort());
      expect(data?.saved_sources).toEqual([world.otherSourceId]);
    });

    it('merges the device’s lists into the account’s: the union, each id once', async () => {
      const auth = await newAccount();
      const [a, b, c] = eventIds as [number, number, number];
      await client.PUT('/v1/user/me/saved', {
        ...auth,
        body: { saved_events: [a, b], saved_sources: [world.sourceId] },
      });
      const { data } = await client.POST('/v1/user/me/saved/merge', {
        ...auth,
        body: { saved_events: [b, c], saved_sources: [world.sourceId, world.otherSourceId] },
      });
      expect(data?.saved_events.slice().sort()).toEqual([a, b, c].sort());
      expect(data?.saved_sources.slice().sort()).toEqual([world.sourceId, world.otherSourceId].sort());
    });

    it('keeps one account’s lists apart from another’s', async () => {
      const first = await newAccount();
      const second = await newAccount();
      await client.PUT('/v1/user/me/saved', {
        ...first,
        body: { saved_events: eventIds, saved_sources: [] },
      });
      expect((await client.GET('/v1/user/me/saved', second)).data?.saved_events).toEqual([]);
    });

    it('answers 422 for an id that is not a positive whole number, and changes nothing', async () => {
      const auth = await newAccount();
      await client.PUT('/v1/user/me/saved', {
        ...auth,
        body: { saved_events: [eventIds[0] as number], saved_sources: [] },
      });
      const { response } = await client.PUT('/v1/user/me/saved', {
        ...auth,
        body: { saved_events: [0], saved_sources: [] },
      });
      expect(response.status).toBe(422);
      expect((await client.GET('/v1/user/me/saved', auth)).data?.saved_events).toEqual([eventIds[0]]);
    });
  });
}
