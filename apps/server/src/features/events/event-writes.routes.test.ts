import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient } from '../../test-support/api-client.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { createTestUser } from '../../test-support/test-users.js';
import type { EventWriteBody } from './event-writes.schemas.js';
import { eventBody, insertWriteWorld, readEventState, type WriteWorld } from './event-writes.test-support.js';

// Spec §6 "Event editor", §5, §7 event writes, over real HTTP on a fresh database, through the generated client.
describe('event writes API', () => {
  let testApp: TestApp;
  let client: ApiClient;
  let world: WriteWorld;

  beforeAll(async () => {
    testApp = await startTestApp();
    client = apiClient(testApp.baseUrl);
    world = await insertWriteWorld(testApp.db, testApp.config);
  }, 120_000);
  afterAll(() => testApp?.close());

  /** null: anonymous. */
  const as = (authorization: string | null | undefined) => (authorization ? { authorization } : {});
  const create = (body: EventWriteBody, authorization: string | null = world.sourceAdmin.authorization) =>
    client.POST('/v1/event/new', { body, headers: as(authorization) });
  const update = (
    id: number,
    body: EventWriteBody,
    authorization: string | null = world.sourceAdmin.authorization,
  ) =>
    client.PUT('/v1/event/{event_id}', {
      params: { path: { event_id: id } },
      body,
      headers: as(authorization),
    });
  const remove = (id: number, authorization: string | null = world.sourceAdmin.authorization) =>
    client.DELETE('/v1/event/{event_id}', { params: { path: { event_id: id } }, headers: as(authorization) });
  const get = (id: number, authorization?: string) =>
    client.GET('/v1/event/{event_id}', { params: { path: { event_id: id } }, headers: as(authorization) });

  async function createdId(overrides: Partial<EventWriteBody> = {}): Promise<number> {
    const { data, response } = await create(eventBody(world, overrides));
    expect(response.status).toBe(201);
    return data?.id as number;
  }

  const countEvents = async () =>
    Number(
      (
        await testApp.db
          .selectFrom('events')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe('POST /v1/event/new', () => {
    it('an admin of the source creates the event and gets it in the shape GET /v1/event/{id} answers', async () => {
      const { data, response } = await create(eventBody(world));
      expect(response.status).toBe(201);
      const id = data?.id as number;
      const read = await get(id);
      expect(read.data).toEqual(data);
      expect(data).toMatchObject({
        name: 'Rally for affordable housing',
        topic_ids: [...world.taxonomy.topicIds].sort((a, b) => a - b),
        start_time: '2026-12-05T13:00:00.000Z',
        end_time: '2026-12-05T16:00:00.000Z',
        raw_participants: 'about 300',
        raw_organiser: 'Housing initiative',
        organising_source_id: world.sourceId,
        status: 'scheduled',
      });
      // Order kept: the first location is the assembly point (spec §3).
      expect(data?.locations.map((l) => l.geography.coordinates)).toEqual([
        [6.9583, 50.9413],
        [6.9578, 50.9384],
      ]);
      expect(data?.locations[0]).toMatchObject({ country: 'DE', street: 'Roncalliplatz', house_number: '1' });
    });

    it('a platform admin creates events for any source', async () => {
      const { response, data } = await create(
        eventBody(world, { organising_source_id: world.otherSourceId }),
        world.platformAdmin.authorization,
      );
      expect(response.status).toBe(201);
      expect(data?.organising_source_id).toBe(world.otherSourceId);
    });

    it.each([
      ['anonymous', () => null, 401],
      ['a logged-in user', () => world.user.authorization, 403],
      ['the admin of another source', () => world.otherAdmin.authorization, 403],
    ])('%s cannot create an event for the source and nothing is stored', async (_who, auth, status) => {
      const before = await countEvents();
      const { response } = await create(eventBody(world), auth());
      expect(response.status).toBe(status);
      expect(await countEvents()).toBe(before);
    });

    it('stores HTML as text, exactly as sent', async () => {
      const html = '<script>alert(1)</script><b>bold</b> & "quotes"';
      const { data } = await create(eventBody(world, { description: html, name: '<i>Rally</i>' }));
      expect(data?.description).toBe(html);
      expect(data?.name).toBe('<i>Rally</i>');
    });

    it('an event may have no location and no end time; duplicate topics count once', async () => {
      const topic = world.taxonomy.topicIds[0];
      const { data } = await create(
        eventBody(world, { locations: [], end_time: null, topic_ids: [topic, topic] }),
      );
      expect(data).toMatchObject({ locations: [], end_time: null, topic_ids: [topic] });
    });
  });

  // Issue 17 finding 2, the write half: an event named 'X\r\nBEGIN:VEVENT…' wrote calendar lines of its own.
  describe('single-line fields', () => {
    const at = (city: string) => ({
      locations: [{ geography: { type: 'Point' as const, coordinates: [7, 50] }, city }],
    });
    it.each<[string, Partial<EventWriteBody>, (string | number)[]]>([
      ['a line break in the name', { name: 'X\r\nBEGIN:VEVENT\r\nSUMMARY:Fake' }, ['body', 'name']],
      ['a NUL in the short description', { short_description: 'a\u0000b' }, ['body', 'short_description']],
      ['a tab in the organiser', { raw_organiser: 'Verein\tX' }, ['body', 'raw_organiser']],
      [
        'a line separator in the free-text place',
        { raw_location: 'Markt\u2029Rathaus' },
        ['body', 'raw_location'],
      ],
      ['a line break in a location’s city', at('Köln\nBonn'), ['body', 'locations', 0, 'city']],
    ])('answers 422 for %s', async (_what, overrides, loc) => {
      const before = await countEvents();
      const { response, error } = await create(eventBody(world, overrides));
      expect(response.status).toBe(422);
      expect(error).toEqual({
        detail: [
          {
            loc,
            msg: expect.stringMatching(/^String should be a single line without control characters/),
            type: 'string_pattern_mismatch',
          },
        ],
      });
      expect(await countEvents()).toBe(before);
    });

    it('keeps line breaks in the description, which is not a single line', async () => {
      const id = await createdId({ description: 'Erste Zeile\nZweite Zeile' });
      expect((await get(id)).data?.description).toBe('Erste Zeile\nZweite Zeile');
    });
  });

  describe('validation (spec §5): 422 located at the field', () => {
    const without = (field: keyof EventWriteBody) => {
      const body: Partial<EventWriteBody> = eventBody(world);
      delete body[field];
      return body as EventWriteBody;
    };
    const tooManyLocations = () =>
      Array.from({ length: 51 }, () => ({ geography: { type: 'Point' as const, coordinates: [7, 50] } }));

    it.each<[string, () => EventWriteBody, (string | number)[]]>([
      ['the name is missing', () => without('name'), ['body', 'name']],
      ['the name is blank', () => eventBody(world, { name: '   ' }), ['body', 'name']],
      [
        'the name is longer than 300 characters',
        () => eventBody(world, { name: 'x'.repeat(301) }),
        ['body', 'name'],
      ],
      ['the description is missing', () => without('description'), ['body', 'description']],
      ['the start time is missing', () => without('start_time'), ['body', 'start_time']],
      [
        'the start time is not a date-time',
        () => eventBody(world, { start_time: 'tomorrow' }),
        ['body', 'start_time'],
      ],
      ['the event type is missing', () => without('event_type_id'), ['body', 'event_type_id']],
      ['the topics are missing', () => without('topic_ids'), ['body', 'topic_ids']],
      ['no topic is given', () => eventBody(world, { topic_ids: [] }), ['body', 'topic_ids']],
      [
        'the end is before the start',
        () => eventBody(world, { end_time: '2026-12-05T12:59:59.000Z' }),
        ['body', 'end_time'],
      ],
      [
        'a longitude is beyond 180',
        () =>
          eventBody(world, {
            locations: [
              { geography: { type: 'Point', coordinates: [7, 50] } },
              { geography: { type: 'Point', coordinates: [180.5, 50] } },
            ],
          }),
        ['body', 'locations', 1, 'geography', 'coordinates'],
      ],
      [
        'a latitude is below -90',
        () => eventBody(world, { locations: [{ geography: { type: 'Point', coordinates: [7, -90.1] } }] }),
        ['body', 'locations', 0, 'geography', 'coordinates'],
      ],
      [
        'a location has one coordinate',
        () => eventBody(world, { locations: [{ geography: { type: 'Point', coordinates: [7] } }] }),
        ['body', 'locations', 0, 'geography', 'coordinates'],
      ],
      [
        'a country is not a two-letter code',
        () =>
          eventBody(world, {
            locations: [{ geography: { type: 'Point', coordinates: [7, 50] }, country: 'DEU' }],
          }),
        ['body', 'locations', 0, 'country'],
      ],
      [
        'there are more than 50 locations',
        () => eventBody(world, { locations: tooManyLocations() }),
        ['body', 'locations'],
      ],
      [
        'the event type is unknown',
        () => eventBody(world, { event_type_id: 999_999 }),
        ['body', 'event_type_id'],
      ],
      [
        'the second topic is unknown',
        () => eventBody(world, { topic_ids: [world.taxonomy.topicIds[0], 999_999] }),
        ['body', 'topic_ids', 1],
      ],
      ['the url is not http(s)', () => eventBody(world, { url: 'javascript:alert(1)' }), ['body', 'url']],
      [
        'the short description is longer than 500 characters',
        () => eventBody(world, { short_description: 'x'.repeat(501) }),
        ['body', 'short_description'],
      ],
      [
        'the source does not exist',
        () => eventBody(world, { organising_source_id: 999_999 }),
        ['body', 'organising_source_id'],
      ],
    ])('when %s', async (_case, body, loc) => {
      const before = await countEvents();
      const { response, error } = await create(body());
      expect(response.status).toBe(422);
      expect((error as { detail: { loc: unknown[] }[] }).detail.map((issue) => issue.loc)).toContainEqual(
        loc,
      );
      expect(await countEvents()).toBe(before);
    });

    it('PUT checks the same rules: an end before the start is refused and nothing changes', async () => {
      const id = await createdId();
      const before = await readEventState(testApp.db, id);
      const { response, error } = await update(
        id,
        eventBody(world, { end_time: '2026-12-04T10:00:00.000Z' }),
      );
      expect(response.status).toBe(422);
      expect(error).toEqual({
        detail: [{ loc: ['body', 'end_time'], msg: 'End time is before start time', type: 'value_error' }],
      });
      expect(await readEventState(testApp.db, id)).toEqual(before);
    });
  });

  describe('PUT /v1/event/{id}', () => {
    it('an admin of the source replaces the fields; updated_at moves and the changes are recorded', async () => {
      const id = await createdId();
      const before = await readEventState(testApp.db, id);
      const { response, data } = await update(
        id,
        eventBody(world, {
          name: 'Rally for affordable housing (new route)',
          start_time: '2026-12-05T14:00:00.000Z',
          end_time: null,
          short_description: null,
          status: 'cancelled',
          topic_ids: [world.taxonomy.topicIds[0]],
          event_type_id: world.eventTypeIds[1],
        }),
      );
      expect(response.status).toBe(200);
      expect(data).toMatchObject({
        name: 'Rally for affordable housing (new route)',
        start_time: '2026-12-05T14:00:00.000Z',
        end_time: null,
        short_description: null,
        status: 'cancelled',
        topic_ids: [world.taxonomy.topicIds[0]],
        event_type_id: world.eventTypeIds[1],
      });
      expect((await get(id)).data).toEqual(data);
      const after = await readEventState(testApp.db, id);
      expect(after.row.updated_at.getTime()).toBeGreaterThan(before.row.updated_at.getTime());
      const recorded = after.changes.map(({ field, old_value, new_value, crawl_run_id }) => ({
        field,
        old_value,
        new_value,
        crawl_run_id,
      }));
      expect(recorded).toEqual(
        expect.arrayContaining([
          {
            field: 'name',
            old_value: 'Rally for affordable housing',
            new_value: 'Rally for affordable housing (new route)',
            crawl_run_id: null,
          },
          {
            field: 'start_time',
            old_value: '2026-12-05T13:00:00.000Z',
            new_value: '2026-12-05T14:00:00.000Z',
            crawl_run_id: null,
          },
          { field: 'end_time', old_value: '2026-12-05T16:00:00.000Z', new_value: null, crawl_run_id: null },
          { field: 'status', old_value: 'scheduled', new_value: 'cancelled', crawl_run_id: null },
          { field: 'short_description', old_value: 'Housing rally', new_value: null, crawl_run_id: null },
          {
            field: 'event_type_id',
            old_value: String(world.eventTypeIds[0]),
            new_value: String(world.eventTypeIds[1]),
            crawl_run_id: null,
          },
          {
            field: 'topic_ids',
            old_value: [...world.taxonomy.topicIds].sort((a, b) => a - b).join(','),
            new_value: String(world.taxonomy.topicIds[0]),
            crawl_run_id: null,
          },
        ]),
      );
      expect(recorded).toHaveLength(7);
    });

    it('a change of topics alone still moves updated_at (the crawl must see the edit)', async () => {
      const id = await createdId();
      const before = await readEventState(testApp.db, id);
      await update(id, eventBody(world, { topic_ids: [world.taxonomy.topicIds[1]] }));
      const after = await readEventState(testApp.db, id);
      expect(after.row.updated_at.getTime()).toBeGreaterThan(before.row.updated_at.getTime());
      expect(after.topics).toEqual([{ topic_id: world.taxonomy.topicIds[1] }]);
    });

    it('saving the form unchanged writes nothing', async () => {
      const id = await createdId();
      const before = await readEventState(testApp.db, id);
      const { response } = await update(id, eventBody(world));
      expect(response.status).toBe(200);
      expect(await readEventState(testApp.db, id)).toEqual(before);
    });

    it('the read-only fields of the GET answer are ignored, so the form can send back what it loaded', async () => {
      const id = await createdId();
      const loaded = (await get(id)).data;
      const { response, data } = await update(id, { ...(loaded as EventWriteBody), name: 'Renamed rally' });
      expect(response.status).toBe(200);
      expect(data).toMatchObject({ id, name: 'Renamed rally', create_time: loaded?.create_time });
    });

    it('a platform admin edits any event', async () => {
      const id = await createdId();
      const { response, data } = await update(
        id,
        eventBody(world, { name: 'Edited by the platform' }),
        world.platformAdmin.authorization,
      );
      expect(response.status).toBe(200);
      expect(data?.name).toBe('Edited by the platform');
    });

    it.each([
      ['anonymous', () => null, 401],
      ['a logged-in user', () => world.user.authorization, 403],
      ['the admin of another source', () => world.otherAdmin.authorization, 403],
    ])("%s cannot edit the source's event by its id and nothing changes", async (_who, auth, status) => {
      const id = await createdId();
      const before = await readEventState(testApp.db, id);
      const { response } = await update(
        id,
        eventBody(world, { name: 'Hijacked', organising_source_id: world.otherSourceId }),
        auth(),
      );
      expect(response.status).toBe(status);
      expect(await readEventState(testApp.db, id)).toEqual(before);
    });

    it('moving an event to a source the caller does not administer is refused and nothing changes', async () => {
      const id = await createdId();
      const before = await readEventState(testApp.db, id);
      const { response } = await update(id, eventBody(world, { organising_source_id: world.otherSourceId }));
      expect(response.status).toBe(403);
      expect(await readEventState(testApp.db, id)).toEqual(before);
    });

    it('an admin of both sources moves the event from one to the other', async () => {
      const both = await createTestUser(testApp.db, testApp.config);
      await testApp.db
        .insertInto('source_admins')
        .values([
          { source_id: world.sourceId, user_id: both.user.id },
          { source_id: world.otherSourceId, user_id: both.user.id },
        ])
        .execute();
      const id = await createdId();
      const { response, data } = await update(
        id,
        eventBody(world, { organising_source_id: world.otherSourceId }),
        both.authorization,
      );
      expect(response.status).toBe(200);
      expect(data?.organising_source_id).toBe(world.otherSourceId);
    });

    it('an unknown id answers 404 and a deleted event 410', async () => {
      expect((await update(999_999, eventBody(world))).response.status).toBe(404);
      const id = await createdId();
      await remove(id);
      expect((await update(id, eventBody(world))).response.status).toBe(410);
    });
  });

  describe('DELETE /v1/event/{id}', () => {
    it('an admin of the source deletes the event; its link then answers 410, and so does a second delete', async () => {
      const id = await createdId();
      const { response } = await remove(id);
      expect(response.status).toBe(204);
      expect((await get(id)).response.status).toBe(410);
      expect((await remove(id)).response.status).toBe(410);
      const { row } = await readEventState(testApp.db, id);
      expect(row.deleted_at).not.toBeNull();
    });

    it('a platform admin deletes any event', async () => {
      const id = await createdId();
      expect((await remove(id, world.platformAdmin.authorization)).response.status).toBe(204);
    });

    it.each([
      ['anonymous', () => null, 401],
      ['a logged-in user', () => world.user.authorization, 403],
      ['the admin of another source', () => world.otherAdmin.authorization, 403],
    ])('%s cannot delete the event and nothing changes', async (_who, auth, status) => {
      const id = await createdId();
      const before = await readEventState(testApp.db, id);
      expect((await remove(id, auth())).response.status).toBe(status);
      expect(await readEventState(testApp.db, id)).toEqual(before);
    });

    it('an unknown id answers 404', async () => {
      expect((await remove(999_999)).response.status).toBe(404);
    });
  });

  describe('events of a source awaiting approval', () => {
    it('its admins and platform admins read the event for the edit form; everyone else gets 404', async () => {
      const id = await createdId({ organising_source_id: world.pendingSourceId });
      expect((await get(id)).response.status).toBe(404);
      expect((await get(id, world.user.authorization)).response.status).toBe(404);
      expect((await get(id, world.otherAdmin.authorization)).response.status).toBe(404);
      const own = await get(id, world.sourceAdmin.authorization);
      expect(own.response.status).toBe(200);
      expect(own.data?.organising_source_id).toBe(world.pendingSourceId);
      expect((await get(id, world.platformAdmin.authorization)).response.status).toBe(200);
    });

    it('its admins also get its organiser (their pending source) and the public events at its place; everyone else 404', async () => {
      const id = await createdId({ organising_source_id: world.pendingSourceId });
      // Sooner than the other events at this place, so it is among the ten listed.
      const soon = Date.now() + 3_600_000;
      const publicNeighbour = await createdId({
        start_time: new Date(soon).toISOString(),
        end_time: new Date(soon + 3_600_000).toISOString(),
      });
      const organizer = (authorization?: string) =>
        client.GET('/v1/event/{event_id}/organizer', {
          params: { path: { event_id: id } },
          headers: authorization ? { authorization } : {},
        });
      const sameLocation = (authorization?: string) =>
        client.GET('/v1/event/{event_id}/same-location', {
          params: { path: { event_id: id } },
          headers: authorization ? { authorization } : {},
        });
      for (const authorization of [undefined, world.user.authorization, world.otherAdmin.authorization]) {
        expect((await organizer(authorization)).response.status).toBe(404);
        expect((await sameLocation(authorization)).response.status).toBe(404);
      }
      const own = await organizer(world.sourceAdmin.authorization);
      expect(own.response.status).toBe(200);
      expect(own.data?.id).toBe(world.pendingSourceId);
      expect(own.data).not.toHaveProperty('internal_contact');
      const neighbours = await sameLocation(world.sourceAdmin.authorization);
      expect(neighbours.response.status).toBe(200);
      const ids = neighbours.data?.map((event) => event.id) ?? [];
      expect(ids).toContain(publicNeighbour);
      expect(ids).not.toContain(id);
      expect((await organizer(world.platformAdmin.authorization)).response.status).toBe(200);
    });

    it('a deleted event of a pending source answers its admins 410', async () => {
      const id = await createdId({ organising_source_id: world.pendingSourceId });
      await remove(id);
      expect((await get(id, world.sourceAdmin.authorization)).response.status).toBe(410);
      expect((await get(id)).response.status).toBe(404);
    });
  });
});
