import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGazetteerIfEmpty } from '../../../geo/load-gazetteer.js';
import { seedDemoDataIfEmpty } from '../../../seed/seed-demo-data.js';
import { type ApiClient, apiClient } from '../../../test-support/api-client.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { byStartThenId, type Fact, kmBetween, readFacts, within } from '../events.test-support.js';

// The searches over real HTTP on the seeded demo data (500 events in 36 cities, some of pending sources, a
// few deleted), through the web app's generated client; expectations are computed independently.
describe('event search API', () => {
  let testApp: TestApp;
  let client: ApiClient;
  let facts: Fact[];
  const now = Date.now();
  const nowIso = new Date(now).toISOString();
  const berlin = { latitude: 52.52, longitude: 13.405 };

  beforeAll(async () => {
    testApp = await startTestApp();
    client = apiClient(testApp.baseUrl);
    await seedDemoDataIfEmpty(testApp.db, new Date(now));
    await loadGazetteerIfEmpty(testApp.db);
    facts = await readFacts(testApp.db);
  }, 120_000);
  afterAll(() => testApp?.close());

  const listed = () => facts.filter((f) => f.listed);

  async function allPerimeterPages(body: {
    latitude: number;
    longitude: number;
    radius_km: number;
    start_time_start?: string;
    past?: boolean;
  }) {
    const ids: number[] = [];
    for (let offset = 0; ; offset += 100) {
      const { data } = await client.POST('/v1/event/perimeter-search', {
        body: { ...body, offset, limit: 100 },
      });
      ids.push(...(data ?? []).map((e) => e.id));
      if ((data ?? []).length < 100) return ids;
    }
  }

  describe('POST /v1/event/perimeter-search', () => {
    it.each([2, 10, 50, 300])(
      'finds exactly the listed upcoming events within %s km of Berlin, ordered by start then id',
      async (radius) => {
        const body = { ...berlin, radius_km: radius, start_time_start: nowIso };
        const expected = listed()
          .filter((f) => f.start >= now)
          .filter(within(berlin.latitude, berlin.longitude, radius))
          .sort(byStartThenId)
          .map((f) => f.id);
        expect(expected.length).toBeGreaterThan(0);
        expect(await allPerimeterPages(body)).toEqual(expected);
        const count = await client.POST('/v1/event/perimeter-search/count', { body });
        expect(count.data).toEqual({ count: expected.length });
      },
    );

    it('answers the similar-events call of spec §4 (2 km, limit 4, from now) with the soonest four', async () => {
      const event = listed().find((f) => f.start >= now) as Fact;
      const { data } = await client.POST('/v1/event/perimeter-search', {
        body: { latitude: event.lat, longitude: event.lon, radius_km: 2, limit: 4, start_time_start: nowIso },
      });
      const expected = listed()
        .filter((f) => f.start >= now)
        .filter(within(event.lat, event.lon, 2))
        .sort(byStartThenId)
        .slice(0, 4)
        .map((f) => f.id);
      expect(data?.map((e) => e.id)).toEqual(expected);
    });

    it('with past: true lists events that already started, the most recent first', async () => {
      const ids = await allPerimeterPages({ ...berlin, radius_km: 30, past: true });
      const expected = listed()
        .filter((f) => f.start < now)
        .filter(within(berlin.latitude, berlin.longitude, 30))
        .sort((a, b) => byStartThenId(b, a))
        .map((f) => f.id);
      expect(ids).toEqual(expected);
    });

    it('pages without gaps or repeats: offset 25 continues where the first page ended', async () => {
      const body = { ...berlin, radius_km: 400, start_time_start: nowIso };
      const first = await client.POST('/v1/event/perimeter-search', { body });
      const second = await client.POST('/v1/event/perimeter-search', { body: { ...body, offset: 25 } });
      const both = await client.POST('/v1/event/perimeter-search', { body: { ...body, limit: 50 } });
      expect(first.data).toHaveLength(25);
      expect([...(first.data ?? []), ...(second.data ?? [])].map((e) => e.id)).toEqual(
        both.data?.map((e) => e.id),
      );
    });

    it('filters by topic ids (any of them) and type ids', async () => {
      const topicId = listed()[0]?.topicIds[0] as number;
      const typeId = listed()[0]?.typeId as number;
      const body = { ...berlin, radius_km: 500, limit: 100, topic_ids: [topicId], type_ids: [typeId] };
      const { data } = await client.POST('/v1/event/perimeter-search', { body });
      const expected = listed()
        .filter((f) => f.topicIds.includes(topicId) && f.typeId === typeId)
        .filter(within(berlin.latitude, berlin.longitude, 500))
        .sort(byStartThenId)
        .slice(0, 100);
      expect(data?.map((e) => e.id)).toEqual(expected.map((f) => f.id));
      for (const event of data ?? []) {
        expect(event.topic_ids).toContain(topicId);
        expect(event.event_type_id).toBe(typeId);
      }
    });

    it('filters by a start time range', async () => {
      const end = new Date(now + 30 * 86_400_000).toISOString();
      const { data } = await client.POST('/v1/event/perimeter-search', {
        body: { ...berlin, radius_km: 500, limit: 100, start_time_start: nowIso, start_time_end: end },
      });
      expect(data?.length).toBeGreaterThan(0);
      for (const event of data ?? []) {
        expect(event.start_time >= nowIso && event.start_time <= end).toBe(true);
      }
    });

    it('never lists events of sources that are not approved, nor deleted events', async () => {
      const hidden = new Set(facts.filter((f) => !f.listed).map((f) => f.id));
      expect(hidden.size).toBeGreaterThan(0);
      const ids = await allPerimeterPages({ latitude: 51.2, longitude: 10.4, radius_km: 500 });
      expect(ids.length).toBe(listed().filter(within(51.2, 10.4, 500)).length);
      expect(ids.filter((id) => hidden.has(id))).toEqual([]);
    });
  });

  describe('keyword search', () => {
    it.each(['München', 'muenchen', 'munchen', 'MÜNCHEN'])(
      '%s finds the events that mention München',
      async (keyword) => {
        const { data } = await client.POST('/v1/event/all', { body: { keyword, limit: 100 } });
        const expected = listed().filter((f) => f.name.includes('München'));
        expect(expected.length).toBeGreaterThan(0);
        const ids = new Set(data?.events.map((e) => e.id));
        for (const f of expected) expect(ids.has(f.id)).toBe(true);
        for (const event of data?.events ?? [])
          expect(`${event.name} ${event.description}`).toMatch(/München/);
      },
    );

    it('ranks events whose name matches before those where only the description does', async () => {
      const { data } = await client.POST('/v1/event/all', { body: { keyword: 'münchen', limit: 100 } });
      const nameMatches = (data?.events ?? []).map((e) => e.name.includes('München'));
      expect(nameMatches).toContain(true);
      expect(nameMatches).toContain(false);
      expect(nameMatches.indexOf(false)).toBe(nameMatches.lastIndexOf(true) + 1);
    });

    it('Strasse and Straße find the same events; every word must occur', async () => {
      const a = await client.POST('/v1/event/all', { body: { keyword: 'Hauptstrasse', limit: 100 } });
      const b = await client.POST('/v1/event/all', { body: { keyword: 'hauptstraße', limit: 100 } });
      expect(a.data?.total).toBeGreaterThan(0);
      expect(a.data?.events.map((e) => e.id)).toEqual(b.data?.events.map((e) => e.id));
      const both = await client.POST('/v1/event/all', { body: { keyword: 'hauptstraße köln', limit: 100 } });
      expect(both.data?.total).toBeLessThan(a.data?.total ?? 0);
      for (const event of both.data?.events ?? []) {
        expect(`${event.name} ${event.description}`).toMatch(/Hauptstraße/);
        expect(`${event.name} ${event.description}`).toMatch(/Köln/);
      }
    });
  });

  describe('POST /v1/event/address-search', () => {
    it.each([
      ['München', 'de'],
      ['Muenchen', 'de'],
      ['munchen', 'en'],
      ['Munich', 'en'],
    ] as const)('%s (%s) searches around Munich', async (city, language) => {
      const body = { city, radius_km: 15, limit: 100, start_time_start: nowIso };
      const { data, response } = await client.POST('/v1/event/address-search', {
        params: { query: { address_language: language } },
        body,
      });
      expect(response.status).toBe(200);
      const expected = listed()
        .filter((f) => f.start >= now)
        .filter(within(48.137, 11.575, 15))
        .sort(byStartThenId);
      expect(data?.map((e) => e.id)).toEqual(expected.map((f) => f.id));
      const count = await client.POST('/v1/event/address-search/count', { body });
      expect(count.data?.count).toBe(expected.length);
    });

    it('resolves a postal code and defaults to 10 km in Germany', async () => {
      const { data } = await client.POST('/v1/event/address-search', {
        body: { zip_code: '50667', limit: 100 },
      });
      expect(data?.length).toBeGreaterThan(0);
      for (const event of data ?? []) {
        const [lon, lat] = event.locations[0]?.geography.coordinates ?? [];
        expect(kmBetween(50.94, 6.958, lat as number, lon as number)).toBeLessThan(10.5);
      }
    });

    it('Cologne in English finds the same as Köln', async () => {
      const english = await client.POST('/v1/event/address-search/count', {
        params: { query: { address_language: 'en' } },
        body: { city: 'Cologne' },
      });
      const german = await client.POST('/v1/event/address-search/count', { body: { city: 'Köln' } });
      expect(english.data?.count).toBeGreaterThan(0);
      expect(english.data).toEqual(german.data);
    });

    it.each([
      [{ city: 'Xyzstadt' }, ['body', 'city'], "Unknown address: no place named 'Xyzstadt' in DE"],
      [{ zip_code: '00000' }, ['body', 'zip_code'], "Unknown address: no postal code '00000' in DE"],
      [{}, ['body', 'city'], 'Give a city or a zip code'],
    ])('answers 422 for %j instead of an empty list', async (body, loc, msg) => {
      for (const path of ['/v1/event/address-search', '/v1/event/address-search/count'] as const) {
        const { error, response } = await client.POST(path, { body });
        expect(response.status).toBe(422);
        expect(error).toEqual({ detail: [expect.objectContaining({ loc, msg })] });
      }
    });
  });

  describe('POST /v1/event/all', () => {
    it('pages through every listed event with a total', async () => {
      const first = await client.POST('/v1/event/all', { body: { limit: 100 } });
      expect(first.data?.total).toBe(listed().length);
      expect(first.data).toMatchObject({ offset: 0, limit: 100 });
      const seen = new Set<number>();
      for (let offset = 0; offset < listed().length; offset += 100) {
        const { data } = await client.POST('/v1/event/all', { body: { limit: 100, offset } });
        for (const event of data?.events ?? []) seen.add(event.id);
      }
      expect(seen).toEqual(new Set(listed().map((f) => f.id)));
    });

    it.each([
      ['id', 'asc'],
      ['id', 'desc'],
      ['name', 'asc'],
      ['created', 'desc'],
      ['start_time', 'asc'],
    ] as const)('sorts by %s %s', async (sorting_key, sorting_direction) => {
      const { data } = await client.POST('/v1/event/all', {
        body: { sorting_key, sorting_direction, limit: 100 },
      });
      const field = { id: 'id', name: 'name', created: 'create_time', start_time: 'start_time' } as const;
      const values = (data?.events ?? []).map((e) => e[field[sorting_key]]);
      const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(values).toEqual(sorting_direction === 'asc' ? sorted : sorted.reverse());
    });

    it('mode closest_future lists upcoming events, the soonest first', async () => {
      const { data } = await client.POST('/v1/event/all', { body: { mode: 'closest_future', limit: 10 } });
      const expected = listed()
        .filter((f) => f.start >= Date.now() - 60_000)
        .sort(byStartThenId);
      expect(data?.total).toBeLessThanOrEqual(expected.length);
      expect(data?.events.map((e) => e.id)).toEqual(expected.slice(0, 10).map((f) => f.id));
    });

    it('modes oldest and newest order all events by start time', async () => {
      const oldest = await client.POST('/v1/event/all', { body: { mode: 'oldest', limit: 5 } });
      const newest = await client.POST('/v1/event/all', { body: { mode: 'newest', limit: 5 } });
      const all = listed().sort(byStartThenId);
      expect(oldest.data?.events.map((e) => e.id)).toEqual(all.slice(0, 5).map((f) => f.id));
      expect(newest.data?.events.map((e) => e.id)).toEqual(
        all
          .reverse()
          .slice(0, 5)
          .map((f) => f.id),
      );
    });
  });

  describe('bad input answers 422 in the spec’s shape, never 500', () => {
    const perimeter = { ...berlin, radius_km: 5 };
    it.each([
      ['/v1/event/perimeter-search', { ...perimeter, latitude: 90.5 }, ['body', 'latitude']],
      ['/v1/event/perimeter-search', { ...perimeter, latitude: -91 }, ['body', 'latitude']],
      ['/v1/event/perimeter-search', { ...perimeter, longitude: 180.1 }, ['body', 'longitude']],
      ['/v1/event/perimeter-search', { ...perimeter, longitude: 'east' }, ['body', 'longitude']],
      ['/v1/event/perimeter-search', { ...perimeter, radius_km: 0 }, ['body', 'radius_km']],
      ['/v1/event/perimeter-search', { ...perimeter, radius_km: -3 }, ['body', 'radius_km']],
      ['/v1/event/perimeter-search', { ...perimeter, radius_km: 20_000 }, ['body', 'radius_km']],
      ['/v1/event/perimeter-search', { latitude: 52, longitude: 13 }, ['body', 'radius_km']],
      ['/v1/event/perimeter-search', { ...perimeter, limit: 101 }, ['body', 'limit']],
      ['/v1/event/perimeter-search', { ...perimeter, limit: 0 }, ['body', 'limit']],
      ['/v1/event/perimeter-search', { ...perimeter, offset: -1 }, ['body', 'offset']],
      ['/v1/event/perimeter-search', { ...perimeter, topic_ids: [99_999] }, ['body', 'topic_ids', 0]],
      ['/v1/event/perimeter-search', { ...perimeter, type_ids: [1, 99_999] }, ['body', 'type_ids', 1]],
      ['/v1/event/perimeter-search', { ...perimeter, topic_ids: ['x'] }, ['body', 'topic_ids', 0]],
      [
        '/v1/event/perimeter-search',
        { ...perimeter, start_time_start: 'tomorrow' },
        ['body', 'start_time_start'],
      ],
      [
        '/v1/event/perimeter-search/count',
        { ...perimeter, start_time_start: '2026-05-02T00:00:00Z', start_time_end: '2026-05-01T00:00:00Z' },
        ['body', 'start_time_end'],
      ],
      ['/v1/event/perimeter-search/count', { ...perimeter, radius_km: 501 }, ['body', 'radius_km']],
      ['/v1/event/address-search', { city: 'Berlin', radius_km: 0 }, ['body', 'radius_km']],
      ['/v1/event/address-search', { city: 'Berlin', country: 'Germany' }, ['body', 'country']],
      ['/v1/event/all', { sorting_key: 'popularity' }, ['body', 'sorting_key']],
      ['/v1/event/all', { sorting_direction: 'up' }, ['body', 'sorting_direction']],
      ['/v1/event/all', { mode: 'soon' }, ['body', 'mode']],
      ['/v1/event/all', { limit: 1000 }, ['body', 'limit']],
      ['/v1/event/all', { keyword: 'x'.repeat(201) }, ['body', 'keyword']],
      ['/v1/event/multi', { event_ids: Array.from({ length: 101 }, (_, i) => i + 1) }, ['body', 'event_ids']],
      ['/v1/event/multi', { event_ids: [0] }, ['body', 'event_ids', 0]],
      ['/v1/event/multi', {}, ['body', 'event_ids']],
    ])('%s %j → 422 at %j', async (path, body, loc) => {
      const response = await fetch(`${testApp.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(422);
      expect((await response.json()).detail).toEqual([expect.objectContaining({ loc })]);
    });

    it('address-search rejects an unknown address_language', async () => {
      const response = await fetch(`${testApp.baseUrl}/v1/event/address-search?address_language=fr`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ city: 'Berlin' }),
      });
      expect(response.status).toBe(422);
      expect((await response.json()).detail).toEqual([
        expect.objectContaining({ loc: ['query', 'address_language'] }),
      ]);
    });

    it('a search with every filter and a keyword of only punctuation still answers', async () => {
      const { response } = await client.POST('/v1/event/perimeter-search', {
        body: { ...perimeter, keyword: '%_\\\'";--', topic_ids: [], type_ids: [], past: false },
      });
      expect(response.status).toBe(200);
    });
  });
});
