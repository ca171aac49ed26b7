import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGazetteerIfEmpty } from '../../geo/load-gazetteer.js';
import { seedDemoDataIfEmpty } from '../../seed/seed-demo-data.js';
import { type ApiClient, apiClient } from '../../test-support/api-client.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { createTestUser } from '../../test-support/test-users.js';

// Over real HTTP against a fresh PGlite holding the demo data set and the gazetteer.
describe('public source API', () => {
  let testApp: TestApp;
  let client: ApiClient;
  let approved: {
    id: number;
    name: string;
    city: string;
    source_type_id: number;
    internal_contact: string;
  }[];
  let pendingId: number;
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );

  beforeAll(async () => {
    testApp = await startTestApp();
    client = apiClient(testApp.baseUrl);
    await loadGazetteerIfEmpty(testApp.db);
    await seedDemoDataIfEmpty(testApp.db);
    approved = await testApp.db
      .selectFrom('sources')
      .select(['id', 'name', 'city', 'source_type_id', 'internal_contact'])
      .where('approval_status', '=', 'approved')
      .orderBy('id')
      .execute();
    pendingId = (
      await testApp.db
        .selectFrom('sources')
        .select('id')
        .where('approval_status', '=', 'pending')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => testApp?.close());

  const firstApproved = () => approved[0] ?? expect.unreachable('the demo data has approved sources');
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${testApp.baseUrl}${path}`, { headers });
  const post = (path: string, body: unknown) =>
    fetch(`${testApp.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  describe('GET /v1/source/', () => {
    it('lists the first 25 approved sources’ ids in id order by default', async () => {
      const { data, response } = await client.GET('/v1/source/');
      expect(response.status).toBe(200);
      expect(data).toEqual(approved.slice(0, 25).map((s) => s.id));
    });

    it('pages with limit and offset, and answers the rest after the last full page', async () => {
      const { data: page } = await client.GET('/v1/source/', {
        params: { query: { limit: 10, offset: 10, approved: 'approved' } },
      });
      expect(page).toEqual(approved.slice(10, 20).map((s) => s.id));
      const { data: all } = await client.GET('/v1/source/', { params: { query: { limit: 100 } } });
      expect(all).toEqual(approved.map((s) => s.id));
      const { data: beyond } = await client.GET('/v1/source/', { params: { query: { offset: 1000 } } });
      expect(beyond).toEqual([]);
    });

    it.each(['pending', 'rejected'] as const)(
      'lists %s sources to platform admins only: anonymous 401, other users 403',
      async (status) => {
        const anonymous = await get(`/v1/source/?approved=${status}`);
        expect(anonymous.status).toBe(401);
        expect(await anonymous.json()).toEqual({ detail: 'Not authenticated' });
        const user = await createTestUser(testApp.db, testApp.config);
        const plain = await get(`/v1/source/?approved=${status}`, { authorization: user.authorization });
        expect(plain.status).toBe(403);
        const admin = await createTestUser(testApp.db, testApp.config, { admin: true });
        const { data, response } = await client.GET('/v1/source/', {
          params: { query: { approved: status, limit: 100 } },
          headers: { authorization: admin.authorization },
        });
        expect(response.status).toBe(200);
        const expected = await testApp.db
          .selectFrom('sources')
          .select('id')
          .where('approval_status', '=', status)
          .orderBy('id')
          .execute();
        expect(data).toEqual(expected.map((s) => s.id));
      },
    );

    it('answers approved sources by default to platform admins too', async () => {
      const admin = await createTestUser(testApp.db, testApp.config, { admin: true });
      const { data } = await client.GET('/v1/source/', { headers: { authorization: admin.authorization } });
      expect(data).toEqual(approved.slice(0, 25).map((s) => s.id));
    });

    it.each([
      ['limit=101', 'limit'],
      ['limit=0', 'limit'],
      ['limit=abc', 'limit'],
      ['offset=-1', 'offset'],
      ['approved=yes', 'approved'],
    ])('answers 422 for %s', async (query, field) => {
      const response = await get(`/v1/source/?${query}`);
      expect(response.status).toBe(422);
      expect((await response.json()).detail).toEqual([expect.objectContaining({ loc: ['query', field] })]);
    });
  });

  describe('GET /v1/source/{source_id}', () => {
    it('answers the public fields with the source type and sorted topic ids', async () => {
      const source = firstApproved();
      const { data, response } = await client.GET('/v1/source/{source_id}', {
        params: { path: { source_id: source.id } },
      });
      expect(response.status).toBe(200);
      const topics = await testApp.db
        .selectFrom('source_topics')
        .select('topic_id')
        .where('source_id', '=', source.id)
        .orderBy('topic_id')
        .execute();
      expect(data).toMatchObject({
        id: source.id,
        name: source.name,
        city: source.city,
        country: 'DE',
        source_type_id: source.source_type_id,
        source_type: { id: source.source_type_id, name_en: expect.any(String), name_de: expect.any(String) },
        topic_ids: topics.map((t) => t.topic_id),
        approval_status: 'approved',
        has_title_image: false,
        title_image_url: null,
      });
      expect(Object.keys(data ?? {})).not.toContain('internal_contact');
    });

    it('answers 404 for a pending source, as for an id that does not exist', async () => {
      for (const id of [pendingId, 999_999]) {
        const response = await get(`/v1/source/${id}`);
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ detail: 'Source not found' });
      }
    });

    it.each(['abc', '0', '-1', '99999999999'])('answers 422 for the id %s', async (id) => {
      const response = await get(`/v1/source/${id}`);
      expect(response.status).toBe(422);
      expect((await response.json()).detail).toEqual([
        expect.objectContaining({ loc: ['path', 'source_id'] }),
      ]);
    });
  });

  describe('POST /v1/source/multi', () => {
    it('answers public sources in the order asked, without duplicates, leaving out others', async () => {
      const a = approved[3]?.id ?? 0;
      const b = approved[1]?.id ?? 0;
      const { data } = await client.POST('/v1/source/multi', {
        body: { source_ids: [a, pendingId, b, 999_999, a] },
      });
      expect(data?.map((s) => s.id)).toEqual([a, b]);
    });

    it('answers 422 for an empty list or more than 100 ids', async () => {
      expect((await post('/v1/source/multi', { source_ids: [] })).status).toBe(422);
      const many = Array.from({ length: 101 }, (_, i) => i + 1);
      expect((await post('/v1/source/multi', { source_ids: many })).status).toBe(422);
    });
  });

  describe('POST /v1/source/address-search', () => {
    const inCity = (city: string) => approved.filter((s) => s.city === city);
    const byName = (list: typeof approved) =>
      [...list].sort((x, y) => x.name.toLowerCase().localeCompare(y.name.toLowerCase())).map((s) => s.id);

    it('without criteria lists every approved source, 25 at a time, in name order', async () => {
      const { data } = await client.POST('/v1/source/address-search', { body: {} });
      expect(data).toHaveLength(25);
      const { data: all } = await client.POST('/v1/source/address-search', { body: { limit: 100 } });
      expect(new Set(all)).toEqual(new Set(approved.map((s) => s.id)));
      const { data: count } = await client.POST('/v1/source/address-search/count', { body: {} });
      expect(count).toBe(approved.length);
    });

    it.each(['München', 'Muenchen', 'munchen', 'MÜNCHEN'])(
      'finds the sources of München when the city is written %s',
      async (city) => {
        const { data } = await client.POST('/v1/source/address-search', {
          params: { query: { address_language: 'de' } },
          body: { city, country: 'DE' },
        });
        expect(inCity('München').length).toBeGreaterThan(0);
        expect(data).toEqual(byName(inCity('München')));
      },
    );

    it('finds a city’s sources by a postal code of that city', async () => {
      const { data } = await client.POST('/v1/source/address-search', { body: { zip_code: '80331' } });
      expect(data).toEqual(byName(inCity('München')));
    });

    it('filters by source type and by topic, and the count agrees with the list', async () => {
      const typeId = firstApproved().source_type_id;
      const { data: byType } = await client.POST('/v1/source/address-search', {
        body: { type_ids: [typeId], limit: 100 },
      });
      expect(byType).toEqual(byName(approved.filter((s) => s.source_type_id === typeId)));

      const topic = await testApp.db
        .selectFrom('topics')
        .select('id')
        .where('name_en', '=', 'Housing')
        .executeTakeFirstOrThrow();
      const withTopic = await testApp.db
        .selectFrom('source_topics')
        .select('source_id')
        .where('topic_id', '=', topic.id)
        .execute();
      const expected = approved.filter((s) => withTopic.some((t) => t.source_id === s.id));
      const body = { topic_ids: [topic.id], limit: 100 };
      const { data: byTopic } = await client.POST('/v1/source/address-search', { body });
      expect(byTopic).toEqual(byName(expected));
      const { data: count } = await client.POST('/v1/source/address-search/count', { body });
      expect(count).toBe(expected.length);
    });

    it('answers 422 with a message for an unknown city or postal code', async () => {
      const city = await post('/v1/source/address-search', { city: 'Atlantis', country: 'DE' });
      expect(city.status).toBe(422);
      expect(await city.json()).toEqual({
        detail: [{ loc: ['body', 'city'], msg: 'Unknown city: Atlantis', type: 'value_error' }],
      });
      const zip = await post('/v1/source/address-search', { zip_code: '00000' });
      expect((await zip.json()).detail[0]).toMatchObject({ loc: ['body', 'zip_code'] });
    });

    it.each([
      [{ topic_ids: [999_999] }, ['body', 'topic_ids', 0]],
      [{ type_ids: [1, 999_999] }, ['body', 'type_ids', 1]],
      [{ topic_ids: ['x'] }, ['body', 'topic_ids', 0]],
      [{ limit: 500 }, ['body', 'limit']],
      [{ country: 'Germany' }, ['body', 'country']],
    ])('answers 422 for %j', async (body, loc) => {
      const response = await post('/v1/source/address-search', body);
      expect(response.status).toBe(422);
      expect((await response.json()).detail[0].loc).toEqual(loc);
    });
  });

  describe('future_events and past_events', () => {
    const startTimes = async (ids: number[]) => {
      const rows = await testApp.db
        .selectFrom('events')
        .select(['id', 'start_time', 'organising_source_id', 'deleted_at'])
        .where('id', 'in', ids.length > 0 ? ids : [0])
        .execute();
      return ids.map((id) => rows.find((r) => r.id === id) ?? expect.unreachable(`event ${id}`));
    };

    it('lists the source’s next events from now, soonest first, 25 by default', async () => {
      const source = firstApproved();
      const { data = [] } = await client.GET('/v1/source/{source_id}/future_events', {
        params: { path: { source_id: source.id } },
      });
      const now = Date.now();
      const future = await testApp.db
        .selectFrom('events')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('organising_source_id', '=', source.id)
        .where('deleted_at', 'is', null)
        .where('start_time', '>=', new Date(now))
        .executeTakeFirstOrThrow();
      expect(Number(future.count)).toBeGreaterThan(0);
      expect(data.length).toBe(Math.min(25, Number(future.count)));
      const rows = await startTimes(data);
      for (const row of rows) {
        expect(row.organising_source_id).toBe(source.id);
        expect(row.deleted_at).toBeNull();
        expect(row.start_time.getTime()).toBeGreaterThanOrEqual(now - 60_000);
      }
      const times = rows.map((r) => r.start_time.getTime());
      expect(times).toEqual([...times].sort((x, y) => x - y));
    });

    it('lists the source’s past events, latest first, and pages through them', async () => {
      const source = firstApproved();
      const path = { source_id: source.id };
      const { data: first = [] } = await client.GET('/v1/source/{source_id}/past_events', {
        params: { path, query: { limit: 5 } },
      });
      const { data: next = [] } = await client.GET('/v1/source/{source_id}/past_events', {
        params: { path, query: { limit: 5, offset: 5 } },
      });
      const rows = await startTimes([...first, ...next]);
      expect(rows).toHaveLength(10);
      const times = rows.map((r) => r.start_time.getTime());
      expect(times).toEqual([...times].sort((x, y) => y - x));
      expect(times[0]).toBeLessThan(Date.now());
      for (const row of rows) expect(row.deleted_at).toBeNull();
    });

    it('leaves out deleted events', async () => {
      const deleted = await testApp.db
        .selectFrom('events')
        .innerJoin('sources', 'sources.id', 'events.organising_source_id')
        .select(['events.id', 'events.organising_source_id'])
        .where('events.deleted_at', 'is not', null)
        .where('sources.approval_status', '=', 'approved')
        .executeTakeFirstOrThrow();
      const { data = [] } = await client.GET('/v1/source/{source_id}/past_events', {
        params: { path: { source_id: deleted.organising_source_id ?? 0 }, query: { limit: 100 } },
      });
      expect(data.length).toBeGreaterThan(0);
      expect(data).not.toContain(deleted.id);
    });

    it('answers 404 for a pending source and 422 for a limit over 100', async () => {
      expect((await get(`/v1/source/${pendingId}/future_events`)).status).toBe(404);
      expect((await get(`/v1/source/${pendingId}/past_events`)).status).toBe(404);
      const response = await get(`/v1/source/${firstApproved().id}/future_events?limit=101`);
      expect(response.status).toBe(422);
    });
  });

  describe('GET /v1/source/{source_id}/title-image', () => {
    it('answers 404 when the source has no image', async () => {
      const response = await get(`/v1/source/${approved[1]?.id}/title-image`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ detail: 'Source has no title image' });
    });

    it('serves the stored bytes with their type, an ETag and caching, and 304 when unchanged', async () => {
      const source = approved[2] ?? expect.unreachable();
      await testApp.db
        .insertInto('source_title_images')
        .values({ source_id: source.id, content: PNG, mime_type: 'image/png' })
        .execute();

      const { data } = await client.GET('/v1/source/{source_id}', {
        params: { path: { source_id: source.id } },
      });
      expect(data?.has_title_image).toBe(true);
      expect(data?.title_image_url).toMatch(new RegExp(`^/v1/source/${source.id}/title-image\\?v=\\d+$`));

      const response = await get(data?.title_image_url ?? '');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);
      const etag = response.headers.get('etag') ?? '';
      expect(etag).toMatch(/^"[\w-]+"$/);

      const again = await get(`/v1/source/${source.id}/title-image`, { 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    });

    it('answers 404 for a pending source’s image', async () => {
      await testApp.db
        .insertInto('source_title_images')
        .values({ source_id: pendingId, content: PNG, mime_type: 'image/png' })
        .execute();
      expect((await get(`/v1/source/${pendingId}/title-image`)).status).toBe(404);
    });
  });

  it('never sends internal_contact, in any public source answer', async () => {
    const ids = approved.slice(0, 5).map((s) => s.id);
    const texts = await Promise.all([
      get('/v1/source/?limit=100').then((r) => r.text()),
      get(`/v1/source/${ids[0]}`).then((r) => r.text()),
      post('/v1/source/multi', { source_ids: ids }).then((r) => r.text()),
      post('/v1/source/address-search', { city: 'Berlin' }).then((r) => r.text()),
    ]);
    for (const text of texts) {
      expect(text).not.toContain('internal_contact');
      for (const source of approved) expect(text).not.toContain(source.internal_contact);
    }
  });
});
