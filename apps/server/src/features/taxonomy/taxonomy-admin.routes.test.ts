import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableEngines } from '../../db/test-databases.js';
import { type ApiClient, apiClient } from '../../test-support/api-client.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { insertWriteWorld, type WriteWorld } from '../events/event-writes.test-support.js';
import { insertSource } from '../sources/sources.test-support.js';

// Issue 15: the platform admins' writes of spec §7 "Topics, event types, source types", over real HTTP through
// the web app's generated client, on PGlite and on PostgreSQL. Who may call them: http/permissions.test.ts.
describe.each(availableEngines())('taxonomy admin API on %s', (engine) => {
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

  async function insertEvent(typeId: number, topicIds: readonly number[]): Promise<number> {
    const { id } = await testApp.db
      .insertInto('events')
      .values({
        name: 'Vigil at the town hall',
        description: 'Candles at dusk.',
        event_type_id: typeId,
        locations: JSON.stringify([
          { geography: { type: 'Point', coordinates: [6.96, 50.94] }, city: 'Köln' },
        ]),
        start_time: new Date(Date.now() + 86_400_000),
        organising_source_id: world.sourceId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const topicId of topicIds) {
      await testApp.db.insertInto('event_topics').values({ event_id: id, topic_id: topicId }).execute();
    }
    return id;
  }

  it('adds, renames and deletes a topic; the public list shows each change at once', async () => {
    const created = await client.POST('/v1/topic/new', {
      headers,
      body: { name_en: '  Climate justice ', name_de: 'Klimagerechtigkeit' },
    });
    expect(created.response.status).toBe(201);
    const id = created.data?.id ?? 0;
    expect(created.data).toEqual({ id, name_en: 'Climate justice', name_de: 'Klimagerechtigkeit' });
    expect((await client.GET('/v1/topic/')).data).toContainEqual(created.data);

    const renamed = await client.PUT('/v1/topic/{event_topic_id}', {
      headers,
      params: { path: { event_topic_id: id } },
      body: { name_en: 'Climate', name_de: 'Klima' },
    });
    expect(renamed.data).toEqual({ id, name_en: 'Climate', name_de: 'Klima' });
    expect((await client.GET('/v1/topic/{topic_id}', { params: { path: { topic_id: id } } })).data).toEqual(
      renamed.data,
    );

    const deleted = await client.DELETE('/v1/topic/{topic_id}', {
      headers,
      params: { path: { topic_id: id } },
    });
    expect(deleted.response.status).toBe(204);
    expect((await client.GET('/v1/topic/')).data?.map((t) => t.id)).not.toContain(id);
    const again = await client.DELETE('/v1/topic/{topic_id}', {
      headers,
      params: { path: { topic_id: id } },
    });
    expect(again.response.status).toBe(404);
    expect(again.error).toEqual({ detail: 'Topic not found' });
  });

  it('adds, changes and deletes an event type', async () => {
    const created = await client.POST('/v1/event_type/new', {
      headers,
      body: { name_en: 'Bike demo', name_de: 'Fahrraddemo' },
    });
    expect(created.response.status).toBe(201);
    const id = created.data?.id ?? 0;
    const renamed = await client.PUT('/v1/event_type/{event_type_id}', {
      headers,
      params: { path: { event_type_id: id } },
      body: { name_en: 'Critical mass', name_de: 'Critical Mass' },
    });
    expect(renamed.data).toEqual({ id, name_en: 'Critical mass', name_de: 'Critical Mass' });
    expect((await client.GET('/v1/event_type/')).data).toContainEqual(renamed.data);
    const deleted = await client.DELETE('/v1/event_type/{type_id}', {
      headers,
      params: { path: { type_id: id } },
    });
    expect(deleted.response.status).toBe(204);
    expect((await client.GET('/v1/event_type/')).data?.map((t) => t.id)).not.toContain(id);
  });

  it('adds a source type with default colours, sets its three colours (stored in lower case), deletes it', async () => {
    const created = await client.POST('/v1/source_type/new', {
      headers,
      body: { name_en: 'Trade union', name_de: 'Gewerkschaft' },
    });
    expect(created.response.status).toBe(201);
    const id = created.data?.id ?? 0;
    expect(created.data?.map_marker_color_default).toMatch(/^#[0-9a-f]{6}$/);
    const changed = await client.PUT('/v1/source_type/{source_type_id}', {
      headers,
      params: { path: { source_type_id: id } },
      body: {
        name_en: 'Union',
        name_de: 'Gewerkschaft',
        map_marker_color_default: '#AA0000',
        map_marker_color_selected: '#ff3300',
        map_marker_color_past: '#999999',
      },
    });
    expect(changed.data).toEqual({
      id,
      name_en: 'Union',
      name_de: 'Gewerkschaft',
      map_marker_color_default: '#aa0000',
      map_marker_color_selected: '#ff3300',
      map_marker_color_past: '#999999',
    });
    expect((await client.GET('/v1/source_type/')).data).toContainEqual(changed.data);
    const deleted = await client.DELETE('/v1/source_type/{type_id}', {
      headers,
      params: { path: { type_id: id } },
    });
    expect(deleted.response.status).toBe(204);
  });

  it('answers 422 in the spec’s shape for empty, blank, too long and multi-line names and for colours that are not #rrggbb', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['/v1/topic/new', { name_en: '', name_de: 'Leer' }, 'name_en'],
      ['/v1/topic/new', { name_en: 'Long', name_de: 'x'.repeat(81) }, 'name_de'],
      ['/v1/event_type/new', { name_en: '   ', name_de: 'Leer' }, 'name_en'],
      ['/v1/event_type/new', { name_en: 'Two lines', name_de: 'a\nb' }, 'name_de'],
      [
        '/v1/source_type/new',
        { name_en: 'Party', name_de: 'Partei', map_marker_color_default: 'red' },
        'map_marker_color_default',
      ],
      [
        '/v1/source_type/new',
        { name_en: 'Party', name_de: 'Partei', map_marker_color_past: '#12345' },
        'map_marker_color_past',
      ],
    ];
    for (const [path, body, field] of cases) {
      const response = await fetch(`${testApp.baseUrl}${path}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(422);
      const { detail } = (await response.json()) as {
        detail: { loc: unknown[]; msg: string; type: string }[];
      };
      expect(detail[0]?.loc).toEqual(['body', field]);
      if (field.startsWith('map_marker')) {
        expect(detail[0]).toEqual({
          loc: ['body', field],
          msg: 'Colour should be #rrggbb, e.g. #c0392b',
          type: 'string_pattern_mismatch',
        });
      }
    }
    const missing = await client.PUT('/v1/source_type/{source_type_id}', {
      headers,
      params: { path: { source_type_id: world.taxonomy.sourceTypeId } },
      // @ts-expect-error: the colours are required on PUT
      body: { name_en: 'Party', name_de: 'Partei' },
    });
    expect(missing.response.status).toBe(422);
    const types = await testApp.db.selectFrom('source_types').select('name_en').execute();
    expect(types.map((t) => t.name_en)).not.toContain('Party');
  });

  it('refuses a name another entry of the kind has, letter case ignored, at the field that clashes', async () => {
    const first = await client.POST('/v1/topic/new', {
      headers,
      body: { name_en: 'Peace', name_de: 'Frieden' },
    });
    expect(first.response.status).toBe(201);
    const clash = await client.POST('/v1/topic/new', {
      headers,
      body: { name_en: 'peace', name_de: 'Friedlich' },
    });
    expect(clash.response.status).toBe(422);
    expect(clash.error?.detail).toEqual([
      { loc: ['body', 'name_en'], msg: 'Another topic already has this English name', type: 'value_error' },
    ]);
    // Keeping its own names is no clash.
    const same = await client.PUT('/v1/topic/{event_topic_id}', {
      headers,
      params: { path: { event_topic_id: first.data?.id ?? 0 } },
      body: { name_en: 'PEACE', name_de: 'Frieden' },
    });
    expect(same.response.status).toBe(200);
    const missing = await client.PUT('/v1/topic/{event_topic_id}', {
      headers,
      params: { path: { event_topic_id: 999_999 } },
      body: { name_en: 'Nowhere', name_de: 'Nirgends' },
    });
    expect(missing.response.status).toBe(404);
  });

  it('refuses to delete a topic, event type or source type in use, naming how many use it, and deletes nothing', async () => {
    const topic = (
      await client.POST('/v1/topic/new', { headers, body: { name_en: 'Rent', name_de: 'Miete' } })
    ).data?.id as number;
    const type = (
      await client.POST('/v1/event_type/new', {
        headers,
        body: { name_en: 'Sit-in', name_de: 'Sitzblockade' },
      })
    ).data?.id as number;
    await insertEvent(type, [topic]);
    const second = await insertEvent(type, [topic, world.taxonomy.topicIds[0]]);
    await testApp.db
      .insertInto('source_topics')
      .values({ source_id: world.sourceId, topic_id: topic })
      .execute();

    const topicRefused = await client.DELETE('/v1/topic/{topic_id}', {
      headers,
      params: { path: { topic_id: topic } },
    });
    expect(topicRefused.response.status).toBe(409);
    expect(topicRefused.error).toEqual({
      detail: 'This topic is used by 2 events and 1 source. Move them to another topic first.',
      events: 2,
      sources: 1,
    });
    const links = await testApp.db
      .selectFrom('event_topics')
      .select('event_id')
      .where('topic_id', '=', topic)
      .execute();
    expect(links).toHaveLength(2);

    const typeRefused = await client.DELETE('/v1/event_type/{type_id}', {
      headers,
      params: { path: { type_id: type } },
    });
    expect(typeRefused.response.status).toBe(409);
    expect(typeRefused.error).toMatchObject({ events: 2, sources: 0 });
    expect(typeRefused.error?.detail).toBe(
      'This event type is used by 2 events. Move them to another event type first.',
    );

    const sourceTypeRefused = await client.DELETE('/v1/source_type/{type_id}', {
      headers,
      params: { path: { type_id: world.taxonomy.sourceTypeId } },
    });
    expect(sourceTypeRefused.response.status).toBe(409);
    expect(sourceTypeRefused.error?.detail).toMatch(/^This source type is used by \d+ sources\. /);

    // Once nothing uses them, they go.
    await testApp.db.deleteFrom('events').where('event_type_id', '=', type).execute();
    await testApp.db.deleteFrom('source_topics').where('topic_id', '=', topic).execute();
    expect(
      (await client.DELETE('/v1/topic/{topic_id}', { headers, params: { path: { topic_id: topic } } }))
        .response.status,
    ).toBe(204);
    expect(
      (await client.DELETE('/v1/event_type/{type_id}', { headers, params: { path: { type_id: type } } }))
        .response.status,
    ).toBe(204);
    expect(second).toBeGreaterThan(0);
  });

  it('a source written with a type while it is deleted either counts or fails: no source is left without its type', async () => {
    const type = (
      await client.POST('/v1/source_type/new', { headers, body: { name_en: 'Choir', name_de: 'Chor' } })
    ).data?.id as number;
    const [deleted] = await Promise.allSettled([
      client.DELETE('/v1/source_type/{type_id}', { headers, params: { path: { type_id: type } } }),
      insertSource(testApp.db, { ...world.taxonomy, sourceTypeId: type }),
    ]);
    const status = deleted.status === 'fulfilled' ? deleted.value.response.status : 0;
    const orphans = await testApp.db
      .selectFrom('sources')
      .leftJoin('source_types', 'source_types.id', 'sources.source_type_id')
      .select('sources.id')
      .where('source_types.id', 'is', null)
      .execute();
    expect(orphans).toEqual([]);
    expect([204, 409]).toContain(status);
  });
});
