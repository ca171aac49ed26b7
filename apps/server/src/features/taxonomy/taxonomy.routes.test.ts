import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient } from '../../test-support/api-client.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

// Over real HTTP against a fresh PGlite, through the web app's generated client.
describe('taxonomy API', () => {
  let testApp: TestApp;
  let client: ApiClient;
  const ids = { housing: 0, peace: 0, eventType: 0, sourceType: 0 };

  beforeAll(async () => {
    testApp = await startTestApp();
    client = apiClient(testApp.baseUrl);
    const db = testApp.db;
    const insertTopic = async (name_en: string, name_de: string) =>
      (await db.insertInto('topics').values({ name_en, name_de }).returning('id').executeTakeFirstOrThrow())
        .id;
    ids.housing = await insertTopic('Housing', 'Wohnen');
    ids.peace = await insertTopic('Peace', 'Frieden');
    ids.eventType = (
      await db
        .insertInto('event_types')
        .values({ name_en: 'Bike demo', name_de: 'Fahrraddemo' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    ids.sourceType = (
      await db
        .insertInto('source_types')
        .values({
          name_en: 'Police authority',
          name_de: 'Polizeibehörde',
          map_marker_color_default: '#1f4e99',
          map_marker_color_selected: '#3d7be0',
          map_marker_color_past: '#8a9bb8',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => testApp?.close());

  it('GET /v1/topic/ lists every topic with its English and German name', async () => {
    const { data, response } = await client.GET('/v1/topic/');
    expect(response.status).toBe(200);
    expect(data).toEqual([
      { id: ids.housing, name_en: 'Housing', name_de: 'Wohnen' },
      { id: ids.peace, name_en: 'Peace', name_de: 'Frieden' },
    ]);
  });

  it('GET /v1/topic/{topic_id} answers one topic', async () => {
    const { data } = await client.GET('/v1/topic/{topic_id}', { params: { path: { topic_id: ids.peace } } });
    expect(data).toEqual({ id: ids.peace, name_en: 'Peace', name_de: 'Frieden' });
  });

  it.each([
    ['/v1/topic/9999', 'Topic not found'],
    ['/v1/event_type/9999', 'Event type not found'],
    ['/v1/source_type/9999', 'Source type not found'],
  ])('GET %s answers 404 with the detail %j', async (path, detail) => {
    const response = await fetch(`${testApp.baseUrl}${path}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail });
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999'])(
    'GET /v1/topic/%s answers 422 in the spec’s shape',
    async (id) => {
      const response = await fetch(`${testApp.baseUrl}/v1/topic/${id}`);
      expect(response.status).toBe(422);
      const body = await response.json();
      expect(body.detail).toEqual([expect.objectContaining({ loc: ['path', 'topic_id'] })]);
    },
  );

  it('GET /v1/event_type/ and /v1/event_type/{event_type_id} answer event types', async () => {
    const list = await client.GET('/v1/event_type/');
    expect(list.data).toEqual([{ id: ids.eventType, name_en: 'Bike demo', name_de: 'Fahrraddemo' }]);
    const one = await client.GET('/v1/event_type/{event_type_id}', {
      params: { path: { event_type_id: ids.eventType } },
    });
    expect(one.data).toEqual({ id: ids.eventType, name_en: 'Bike demo', name_de: 'Fahrraddemo' });
  });

  it('GET /v1/source_type/ and /v1/source_type/{source_type_id} include the marker colours', async () => {
    const expected = {
      id: ids.sourceType,
      name_en: 'Police authority',
      name_de: 'Polizeibehörde',
      map_marker_color_default: '#1f4e99',
      map_marker_color_selected: '#3d7be0',
      map_marker_color_past: '#8a9bb8',
    };
    expect((await client.GET('/v1/source_type/')).data).toEqual([expected]);
    const one = await client.GET('/v1/source_type/{source_type_id}', {
      params: { path: { source_type_id: ids.sourceType } },
    });
    expect(one.data).toEqual(expected);
  });

  it('documents every taxonomy call in the OpenAPI document with an operationId and a tag', async () => {
    const document = await (await fetch(`${testApp.baseUrl}/api/openapi.json`)).json();
    const operations = [
      document.paths['/v1/topic/'].get,
      document.paths['/v1/topic/{topic_id}'].get,
      document.paths['/v1/event_type/'].get,
      document.paths['/v1/event_type/{event_type_id}'].get,
      document.paths['/v1/source_type/'].get,
      document.paths['/v1/source_type/{source_type_id}'].get,
    ];
    expect(operations.map((o) => o.operationId)).toEqual([
      'listTopics',
      'getTopic',
      'listEventTypes',
      'getEventType',
      'listSourceTypes',
      'getSourceType',
    ]);
    for (const operation of operations) expect(operation.tags).toHaveLength(1);
  });
});
