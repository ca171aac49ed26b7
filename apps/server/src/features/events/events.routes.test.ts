import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoDataIfEmpty } from '../../seed/seed-demo-data.js';
import { type ApiClient, apiClient } from '../../test-support/api-client.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { type Fact, readFacts } from './events.test-support.js';

// One event and what hangs off it, over real HTTP on the seeded demo data, through the generated client.
describe('event API', () => {
  let testApp: TestApp;
  let client: ApiClient;
  let facts: Fact[];
  const now = Date.now();

  beforeAll(async () => {
    testApp = await startTestApp();
    client = apiClient(testApp.baseUrl);
    await seedDemoDataIfEmpty(testApp.db, new Date(now));
    facts = await readFacts(testApp.db);
  }, 120_000);
  afterAll(() => testApp?.close());

  const listed = () => facts.filter((f) => f.listed);

  describe('single events', () => {
    it('GET /v1/event/{event_id} answers the event in the wire shape of spec §3', async () => {
      const fact = listed()[0] as Fact;
      const { data } = await client.GET('/v1/event/{event_id}', { params: { path: { event_id: fact.id } } });
      expect(data).toMatchObject({
        id: fact.id,
        name: fact.name,
        event_type_id: fact.typeId,
        status: expect.any(String),
      });
      expect(data?.locations[0]?.geography).toEqual({ type: 'Point', coordinates: [fact.lon, fact.lat] });
      expect(new Date(data?.start_time ?? '').getTime()).toBe(fact.start);
      expect(data?.topic_ids).toEqual([...fact.topicIds].sort((a, b) => a - b));
      expect(Object.keys(data ?? {}).sort()).toEqual(
        [
          'id',
          'name',
          'description',
          'short_description',
          'url',
          'event_type_id',
          'topic_ids',
          'locations',
          'raw_location',
          'start_time',
          'end_time',
          'raw_participants',
          'raw_organiser',
          'organising_source_id',
          'status',
          'create_time',
          'updated_at',
          'also_published_as',
        ].sort(),
      );
    });

    it('GET /v1/event/{event_id} may be cached but is revalidated: the same ETag answers 304 without a body', async () => {
      const url = `${testApp.baseUrl}/v1/event/${(listed()[0] as Fact).id}`;
      const first = await fetch(url);
      const etag = first.headers.get('etag') ?? '';
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('public, no-cache');
      expect(etag).toMatch(/^W\/".+"$/);
      const again = await fetch(url, { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      const other = await fetch(url, { headers: { 'if-none-match': 'W/"another"' } });
      expect(other.status).toBe(200);
      expect((await other.json()).id).toBe((listed()[0] as Fact).id);
    });

    it('a deleted event answers 410 "The event is gone." on every call about it', async () => {
      const deleted = facts.find((f) => f.deleted && f.sourceApproved) as Fact;
      expect(deleted).toBeDefined();
      for (const path of ['', '/organizer', '/same-location']) {
        const response = await fetch(`${testApp.baseUrl}/v1/event/${deleted.id}${path}`);
        expect(response.status).toBe(410);
        expect(await response.json()).toEqual({ detail: 'The event is gone.' });
      }
    });

    it('an event of a source awaiting approval answers 404, like one that never existed', async () => {
      const pending = facts.find((f) => !f.sourceApproved) as Fact;
      expect(pending).toBeDefined();
      for (const id of [pending.id, 99_999]) {
        const { response, error } = await client.GET('/v1/event/{event_id}', {
          params: { path: { event_id: id } },
        });
        expect(response.status).toBe(404);
        expect(error).toEqual({ detail: 'Event not found' });
      }
    });

    it.each(['abc', '0', '-1', '1.5', '99999999999', '1--slug'])(
      'GET /v1/event/%s answers 422 at path.event_id',
      async (id) => {
        const response = await fetch(`${testApp.baseUrl}/v1/event/${id}`);
        expect(response.status).toBe(422);
        expect((await response.json()).detail).toEqual([
          expect.objectContaining({ loc: ['path', 'event_id'] }),
        ]);
      },
    );

    it('POST /v1/event/multi answers the public ones among the ids, in the order asked', async () => {
      const [a, b, c] = listed().slice(0, 3) as [Fact, Fact, Fact];
      const hidden = facts.find((f) => !f.listed) as Fact;
      const { data } = await client.POST('/v1/event/multi', {
        body: { event_ids: [c.id, hidden.id, a.id, 99_999, b.id, a.id] },
      });
      expect(data?.map((e) => e.id)).toEqual([c.id, a.id, b.id]);
    });

    it('POST /v1/event/multi also takes the spec’s payload, a bare list of ids', async () => {
      const [a, b] = listed().slice(0, 2) as [Fact, Fact];
      const response = await fetch(`${testApp.baseUrl}/v1/event/multi`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify([b.id, 99_999, a.id]),
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { id: number }[]).map((e) => e.id)).toEqual([b.id, a.id]);
      for (const bad of [[], [0], Array.from({ length: 101 }, (_, i) => i + 1)]) {
        const refused = await fetch(`${testApp.baseUrl}/v1/event/multi`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(bad),
        });
        expect(refused.status).toBe(422);
      }
    });

    it('GET /v1/event/{event_id}/organizer answers the source’s public fields, never internal_contact', async () => {
      const fact = listed()[0] as Fact;
      const { data, response } = await client.GET('/v1/event/{event_id}/organizer', {
        params: { path: { event_id: fact.id } },
      });
      expect(response.status).toBe(200);
      const source = await testApp.db
        .selectFrom('sources')
        .innerJoin('events', 'events.organising_source_id', 'sources.id')
        .select(['sources.id', 'sources.name', 'sources.internal_contact'])
        .where('events.id', '=', fact.id)
        .executeTakeFirstOrThrow();
      expect(data).toMatchObject({ id: source.id, name: source.name });
      expect(data).not.toHaveProperty('internal_contact');
      expect(JSON.stringify(data)).not.toContain(source.internal_contact);
    });

    it('GET /v1/event/{event_id}/same-location lists other upcoming events at the same place', async () => {
      const source = await testApp.db
        .selectFrom('sources')
        .select('id')
        .where('approval_status', '=', 'approved')
        .executeTakeFirstOrThrow();
      const eventType = await testApp.db.selectFrom('event_types').select('id').executeTakeFirstOrThrow();
      const day = 86_400_000;
      const insert = async (name: string, lat: number, lon: number, startIn: number, extra = {}) => {
        const row = await testApp.db
          .insertInto('events')
          .values({
            name,
            description: 'Same-location fixture',
            event_type_id: eventType.id,
            organising_source_id: source.id,
            start_time: new Date(now + startIn),
            locations: JSON.stringify([
              { geography: { type: 'Point', coordinates: [lon, lat] }, country: 'DE', city: 'Teststadt' },
            ]),
            raw_location: 'Alter Markt 1, Teststadt',
            ...extra,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      };
      // A quiet spot far from every demo city (Lüneburger Heide).
      const [lat, lon] = [53.1, 10.0];
      const event = await insert('Here', lat, lon, 2 * day);
      const later = await insert('Here again', lat + 0.0002, lon, 5 * day);
      const sooner = await insert('Here soon', lat, lon - 0.0002, 1 * day);
      const sameAddressNearby = await insert('Same address, 1 km off', lat + 0.009, lon, 3 * day);
      await insert('Same address, other town', lat + 0.3, lon, 3 * day);
      await insert('Here, but over', lat, lon, -day);
      await insert('Here, but deleted', lat, lon, 4 * day, { deleted_at: new Date(now) });
      await insert('Down the road', lat + 0.009, lon, 4 * day, {
        raw_location: 'Bahnhofstraße 9, Teststadt',
      });
      const { data } = await client.GET('/v1/event/{event_id}/same-location', {
        params: { path: { event_id: event } },
      });
      expect(data?.map((e) => e.id)).toEqual([sooner, sameAddressNearby, later]);
    });
  });

  describe('POST /v1/event/{event_id}/report', () => {
    it('stores the report for the admins and answers 201', async () => {
      const fact = listed()[1] as Fact;
      const { data, response } = await client.POST('/v1/event/{event_id}/report', {
        params: { path: { event_id: fact.id } },
        body: { reason: '  The date is wrong: it is on Sunday.  ', contact_email: 'reader@example.org' },
      });
      expect(response.status).toBe(201);
      expect(data).toEqual({ detail: 'Report received.' });
      const stored = await testApp.db
        .selectFrom('event_reports')
        .selectAll()
        .where('event_id', '=', fact.id)
        .execute();
      expect(stored).toEqual([
        expect.objectContaining({
          reason: 'The date is wrong: it is on Sunday.',
          contact_email: 'reader@example.org',
          handled: false,
        }),
      ]);
    });

    it('keeps a repeated identical report once', async () => {
      const fact = listed()[2] as Fact;
      for (let i = 0; i < 3; i += 1) {
        const { response } = await client.POST('/v1/event/{event_id}/report', {
          params: { path: { event_id: fact.id } },
          body: { reason: 'Spam' },
        });
        expect(response.status).toBe(201);
      }
      const stored = await testApp.db
        .selectFrom('event_reports')
        .select('id')
        .where('event_id', '=', fact.id)
        .execute();
      expect(stored).toHaveLength(1);
    });

    it.each([
      [{ reason: '' }, ['body', 'reason']],
      [{ reason: '   ' }, ['body', 'reason']],
      [{ reason: 'x'.repeat(2001) }, ['body', 'reason']],
      [{ reason: 'ok', contact_email: 'not-an-address' }, ['body', 'contact_email']],
    ])('answers 422 for %j', async (body, loc) => {
      const { response, error } = await client.POST('/v1/event/{event_id}/report', {
        params: { path: { event_id: (listed()[0] as Fact).id } },
        body,
      });
      expect(response.status).toBe(422);
      expect(error).toEqual({ detail: [expect.objectContaining({ loc })] });
    });

    it('answers 404 for an unknown event', async () => {
      const { response } = await client.POST('/v1/event/{event_id}/report', {
        params: { path: { event_id: 99_999 } },
        body: { reason: 'Where is it?' },
      });
      expect(response.status).toBe(404);
    });
  });
});
