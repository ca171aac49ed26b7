import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableEngines } from '../../db/test-databases.js';
import { loadGazetteerIfEmpty } from '../../geo/load-gazetteer.js';
import { seedDemoDataIfEmpty } from '../../seed/seed-demo-data.js';
import { type ApiClient, apiClient } from '../../test-support/api-client.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { byStartThenId, type Fact, readFacts, within } from '../events/events.test-support.js';
import type { FetchNotificationsBody } from './fetch-notifications.schemas.js';
import { NEXT_FETCH_MIN_MS } from './next-fetch.js';

// Alert polling's call over real HTTP on the seeded demo data (500 events in 36 cities, some of pending
// sources, a few deleted), on both engines; the expected ids are computed from the rows, not by the server.
for (const engine of availableEngines()) {
  describe(`POST /v1/event/fetch-notifications [${engine}]`, () => {
    let testApp: TestApp;
    let client: ApiClient;
    let facts: Fact[];
    const berlin = { latitude: 52.52, longitude: 13.405 };

    beforeAll(async () => {
      testApp = await startTestApp({ engine });
      client = apiClient(testApp.baseUrl);
      await seedDemoDataIfEmpty(testApp.db, new Date());
      await loadGazetteerIfEmpty(testApp.db);
      facts = await readFacts(testApp.db);
    }, 120_000);
    afterAll(() => testApp?.close());

    const upcomingListed = (now: number) => facts.filter((f) => f.listed && f.start >= now);
    const fetchNotifications = (body: FetchNotificationsBody, addressLanguage?: 'en' | 'de') =>
      client.POST('/v1/event/fetch-notifications', {
        params: { query: addressLanguage ? { address_language: addressLanguage } : {} },
        body,
      });

    it.each([2, 10, 50])(
      'returns the listed upcoming events within %s km of the point, soonest first, with a next_fetch',
      async (radius) => {
        const before = Date.now();
        const { data, response } = await fetchNotifications({ ...berlin, radius_km: radius });
        expect(response.status).toBe(200);
        const expected = upcomingListed(Date.now())
          .filter(within(berlin.latitude, berlin.longitude, radius))
          .sort(byStartThenId)
          .slice(0, 100)
          .map((f) => f.id);
        expect(expected.length).toBeGreaterThan(0);
        expect(data?.event_ids).toEqual(expected);
        expect(new Date(data?.next_fetch ?? 0).getTime()).toBeGreaterThanOrEqual(before + NEXT_FETCH_MIN_MS);
      },
    );

    it('never returns past events, deleted events or events of sources not approved', async () => {
      const { data } = await fetchNotifications({ ...berlin, radius_km: 500 });
      const byId = new Map(facts.map((f) => [f.id, f]));
      expect(data?.event_ids.length).toBe(100);
      for (const id of data?.event_ids ?? []) {
        const fact = byId.get(id);
        expect(fact?.listed).toBe(true);
        expect(fact?.start).toBeGreaterThanOrEqual(Date.now() - 60_000);
      }
      expect(facts.some((f) => !f.sourceApproved && f.start > Date.now())).toBe(true);
    });

    it('narrows by topics and types (any of each)', async () => {
      const topicId = facts[0]?.topicIds[0] as number;
      const typeId = facts[1]?.typeId as number;
      const { data } = await fetchNotifications({
        ...berlin,
        radius_km: 300,
        topic_ids: [topicId],
        type_ids: [typeId],
      });
      const expected = upcomingListed(Date.now())
        .filter(within(berlin.latitude, berlin.longitude, 300))
        .filter((f) => f.topicIds.includes(topicId) && f.typeId === typeId)
        .sort(byStartThenId)
        .map((f) => f.id);
      expect(data?.event_ids).toEqual(expected.slice(0, 100));
    });

    it('matches the buzz word as the event search does, in every umlaut spelling', async () => {
      const word = facts.find((f) => f.listed && /ü/.test(f.name))?.name.match(/\p{L}*ü\p{L}*/u)?.[0];
      expect(word).toBeDefined();
      const area = { ...berlin, radius_km: 500 };
      const search = await client.POST('/v1/event/perimeter-search', {
        body: { ...area, keyword: word, start_time_start: new Date().toISOString(), limit: 100 },
      });
      const searchIds = (search.data ?? []).map((e) => e.id).sort((a, b) => a - b);
      expect(searchIds.length).toBeGreaterThan(0);
      for (const spelling of [word, word?.replace(/ü/g, 'ue'), word?.replace(/ü/g, 'u').toUpperCase()]) {
        const { data } = await fetchNotifications({ ...area, event_name: spelling });
        expect([...(data?.event_ids ?? [])].sort((a, b) => a - b)).toEqual(searchIds);
      }
    });

    it.each([
      ['Köln', 'de'],
      ['Cologne', 'en'],
    ] as const)('places the address %s (%s) offline and searches around it', async (city, language) => {
      const { data, response } = await fetchNotifications({ city, radius_km: 15 }, language);
      expect(response.status).toBe(200);
      const expected = upcomingListed(Date.now())
        .filter(within(50.94, 6.958, 15))
        .sort(byStartThenId)
        .map((f) => f.id);
      expect(expected.length).toBeGreaterThan(0);
      expect(data?.event_ids).toEqual(expected);
    });

    it.each([
      ['no area', {}, ['body', 'latitude']],
      ['a half perimeter', { latitude: 52.5, radius_km: 5 }, ['body', 'longitude']],
      ['a perimeter without radius', { latitude: 52.5, longitude: 13.4 }, ['body', 'radius_km']],
      ['a radius beyond the search’s bound', { ...berlin, radius_km: 501 }, ['body', 'radius_km']],
      ['a radius of 0', { ...berlin, radius_km: 0 }, ['body', 'radius_km']],
      ['an unknown topic', { ...berlin, radius_km: 5, topic_ids: [999_999] }, ['body', 'topic_ids', 0]],
      ['an unknown type', { ...berlin, radius_km: 5, type_ids: [999_999] }, ['body', 'type_ids', 0]],
      ['a city that cannot be placed', { city: 'Nowhereville' }, ['body', 'city']],
      ['a zip code that cannot be placed', { zip_code: '00000' }, ['body', 'zip_code']],
    ])('answers 422 naming the field for %s', async (_case, body, loc) => {
      const { error, response } = await fetchNotifications(body);
      expect(response.status).toBe(422);
      expect(error).toEqual({ detail: [expect.objectContaining({ loc: expect.arrayContaining(loc) })] });
    });
  });
}
