import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient } from '../../test-support/api-client.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { EVENT_CHANGES_LIMIT } from './event-changes.schemas.js';
import type { EventWriteBody } from './event-writes.schemas.js';
import { eventBody, insertWriteWorld, type WriteWorld } from './event-writes.test-support.js';

// Issue 5: GET /v1/event/{id}/changes, the history behind "Time changed on …", over real HTTP.
describe('event change history API', () => {
  let testApp: TestApp;
  let client: ApiClient;
  let world: WriteWorld;

  beforeAll(async () => {
    testApp = await startTestApp();
    client = apiClient(testApp.baseUrl);
    world = await insertWriteWorld(testApp.db, testApp.config);
  }, 120_000);
  afterAll(() => testApp?.close());

  const adminHeaders = () => ({ authorization: world.sourceAdmin.authorization });
  const changes = (id: number, authorization?: string) =>
    client.GET('/v1/event/{event_id}/changes', {
      params: { path: { event_id: id } },
      headers: authorization ? { authorization } : {},
    });

  async function createEvent(overrides: Partial<EventWriteBody> = {}): Promise<number> {
    const { data } = await client.POST('/v1/event/new', {
      body: eventBody(world, overrides),
      headers: adminHeaders(),
    });
    return data?.id as number;
  }
  const edit = (id: number, overrides: Partial<EventWriteBody>) =>
    client.PUT('/v1/event/{event_id}', {
      params: { path: { event_id: id } },
      body: eventBody(world, overrides),
      headers: adminHeaders(),
    });

  it('a new event has no changes', async () => {
    const { data, response } = await changes(await createEvent());
    expect(response.status).toBe(200);
    expect(data).toEqual([]);
  });

  it('lists what a reader cares about, newest first; topics, links and free-text fields stay out', async () => {
    const id = await createEvent();
    await edit(id, {
      start_time: '2026-12-05T14:00:00.000Z',
      url: null,
      topic_ids: [world.taxonomy.topicIds[0]],
    });
    await edit(id, {
      start_time: '2026-12-05T14:00:00.000Z',
      url: null,
      topic_ids: [world.taxonomy.topicIds[0]],
      name: 'Moved rally',
      locations: [
        { geography: { type: 'Point', coordinates: [6.95, 50.94] }, city: 'Köln', street: 'Heumarkt' },
      ],
      raw_participants: 'about 500',
    });
    const { data } = await changes(id);
    expect(data?.map((c) => c.field)).toEqual([
      expect.stringMatching(/^(name|location)$/),
      expect.stringMatching(/^(name|location)$/),
      'start_time',
    ]);
    expect(data?.find((c) => c.field === 'start_time')).toMatchObject({
      old_value: '2026-12-05T13:00:00.000Z',
      new_value: '2026-12-05T14:00:00.000Z',
    });
    expect(data?.find((c) => c.field === 'name')).toMatchObject({
      old_value: 'Rally for affordable housing',
      new_value: 'Moved rally',
    });
    expect(data?.find((c) => c.field === 'location')?.new_value).toBe('Heumarkt, Köln (50.94, 6.95)');
    const times = data?.map((c) => new Date(c.changed_at).getTime()) ?? [];
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("shows the crawler's location changes (raw_location) as location changes", async () => {
    const id = await createEvent();
    await testApp.db
      .insertInto('event_changes')
      .values({
        event_id: id,
        crawl_run_id: null,
        field: 'raw_location',
        old_value: 'Altmarkt',
        new_value: 'Neumarkt',
      })
      .execute();
    const { data } = await changes(id);
    expect(data).toEqual([
      { field: 'location', old_value: 'Altmarkt', new_value: 'Neumarkt', changed_at: expect.any(String) },
    ]);
  });

  it(`answers at most the ${EVENT_CHANGES_LIMIT} newest changes`, async () => {
    const id = await createEvent();
    const base = Date.parse('2026-11-01T00:00:00Z');
    await testApp.db
      .insertInto('event_changes')
      .values(
        Array.from({ length: EVENT_CHANGES_LIMIT + 10 }, (_, i) => ({
          event_id: id,
          crawl_run_id: null,
          field: 'status',
          old_value: String(i),
          new_value: String(i + 1),
          changed_at: new Date(base + i * 60_000),
        })),
      )
      .execute();
    const { data } = await changes(id);
    expect(data).toHaveLength(EVENT_CHANGES_LIMIT);
    expect(data?.[0]?.new_value).toBe(String(EVENT_CHANGES_LIMIT + 10));
    expect(data?.at(-1)?.new_value).toBe('11');
  });

  it('an unknown event answers 404 and a deleted one 410', async () => {
    expect((await changes(999_999)).response.status).toBe(404);
    const id = await createEvent();
    await client.DELETE('/v1/event/{event_id}', {
      params: { path: { event_id: id } },
      headers: adminHeaders(),
    });
    expect((await changes(id)).response.status).toBe(410);
  });

  it('the changes of a pending source’s event are shown to its admins only, like the event', async () => {
    const id = await createEvent({ organising_source_id: world.pendingSourceId });
    expect((await changes(id)).response.status).toBe(404);
    expect((await changes(id, world.user.authorization)).response.status).toBe(404);
    expect((await changes(id, world.sourceAdmin.authorization)).response.status).toBe(200);
  });
});
