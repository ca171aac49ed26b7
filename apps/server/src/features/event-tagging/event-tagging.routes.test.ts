import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableEngines } from '../../db/test-databases.js';
import { type ApiClient, apiClient } from '../../test-support/api-client.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { insertWriteWorld, type WriteWorld } from '../events/event-writes.test-support.js';
import { TAGGING_MAX_EVENTS } from './event-tagging.schemas.js';

const DAY_MS = 86_400_000;

// Issue 15 "Event Tagging" over real HTTP on both engines: the search against a brute-force filter of the rows,
// the preview's numbers, the bulk write (topics, history, updated_at, a crawled event staying the crawler's),
// the refusals. Who may call: http/permissions.test.ts.
describe.each(availableEngines())('event tagging API on %s', (engine) => {
  let testApp: TestApp;
  let client: ApiClient;
  let world: WriteWorld;
  let headers: { authorization: string };
  let topics: { climate: number; peace: number; housing: number; labour: number };
  let events: { id: number; name: string; start: number; source: number | null; topics: number[] }[];

  beforeAll(async () => {
    testApp = await startTestApp({ engine });
    client = apiClient(testApp.baseUrl);
    world = await insertWriteWorld(testApp.db, testApp.config);
    headers = { authorization: world.platformAdmin.authorization };
    const rows = await testApp.db
      .insertInto('topics')
      .values([
        { name_en: 'Climate', name_de: 'Klima' },
        { name_en: 'Peace', name_de: 'Frieden' },
        { name_en: 'Housing X', name_de: 'Wohnen X' },
        { name_en: 'Labour', name_de: 'Arbeit' },
      ])
      .returning('id')
      .execute();
    const [climate, peace, housing, labour] = rows.map((r) => r.id) as [number, number, number, number];
    topics = { climate, peace, housing, labour };
    const names = [
      'Klimastreik am Rathaus',
      'Friedensdemo',
      'Mietendemo',
      'Streik der Pflege',
      'Klima-Mahnwache',
    ];
    const topicSets = [[climate], [peace], [housing], [labour, housing], []];
    events = [];
    for (let i = 0; i < 20; i += 1) {
      const start = Date.now() + (i - 5) * DAY_MS;
      const source = [world.sourceId, world.otherSourceId, world.pendingSourceId, null][i % 4] ?? null;
      const name = `${names[i % 5]} ${i}`;
      const { id } = await testApp.db
        .insertInto('events')
        .values({
          name,
          description: 'Tagging test.',
          event_type_id: world.eventTypeIds[0],
          start_time: new Date(start),
          organising_source_id: source,
          deleted_at: i === 19 ? new Date() : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const set = topicSets[i % 5] ?? [];
      if (set.length > 0)
        await testApp.db
          .insertInto('event_topics')
          .values(set.map((topic_id) => ({ event_id: id, topic_id })))
          .execute();
      if (i !== 19) events.push({ id, name, start, source, topics: set });
    }
  });
  afterAll(() => testApp?.close());

  const search = (criteria: Record<string, unknown>, page: { offset?: number; limit?: number } = {}) =>
    client.POST('/v1/event_tagging/search', { headers, body: { criteria, ...page } });

  it('finds events by topics, excluded topics, keyword, source and start time, as a filter of the rows says', async () => {
    const from = Date.now();
    const cases: [Record<string, unknown>, (e: (typeof events)[number]) => boolean][] = [
      [{ topic_ids: [topics.housing] }, (e) => e.topics.includes(topics.housing)],
      [
        { topic_ids: [topics.climate, topics.peace] },
        (e) => e.topics.some((t) => t === topics.climate || t === topics.peace),
      ],
      [{ exclude_topic_ids: [topics.housing] }, (e) => !e.topics.includes(topics.housing)],
      [
        { topic_ids: [topics.housing], exclude_topic_ids: [topics.labour] },
        (e) => e.topics.includes(topics.housing) && !e.topics.includes(topics.labour),
      ],
      // Spelling folds as in the search: "klima" finds "Klima-Mahnwache" and "Klimastreik".
      [{ keyword: 'KLIMA' }, (e) => e.name.startsWith('Klima')],
      [{ source_id: world.pendingSourceId }, (e) => e.source === world.pendingSourceId],
      [{ start_from: new Date(from).toISOString() }, (e) => e.start >= from],
      [
        { keyword: 'demo', start_until: new Date(from).toISOString() },
        (e) => /demo/i.test(e.name) && e.start <= from,
      ],
      [{}, () => true],
    ];
    for (const [criteria, keep] of cases) {
      const { data, response } = await search(criteria, { limit: 100 });
      expect(response.status).toBe(200);
      const expected = events.filter(keep).sort((a, b) => a.start - b.start);
      expect({ criteria, ids: data?.events.map((e) => e.id), total: data?.total }).toEqual({
        criteria,
        ids: expected.map((e) => e.id),
        total: expected.length,
      });
      expect(data?.more).toBe(false);
    }
    const page = await search({}, { offset: 5, limit: 3 });
    expect(page.data?.events.map((e) => e.id)).toEqual(
      events
        .toSorted((a, b) => a.start - b.start)
        .slice(5, 8)
        .map((e) => e.id),
    );
    expect(page.data?.total).toBe(events.length);
  });

  it('shows how many events a change affects before saving, then adds and removes in one write', async () => {
    const housing = events.filter((e) => e.topics.includes(topics.housing));
    const body = {
      criteria: { topic_ids: [topics.housing] },
      add_topic_ids: [topics.peace],
      remove_topic_ids: [topics.labour],
    };
    const preview = await client.POST('/v1/event_tagging/preview', { headers, body });
    expect(preview.data).toEqual({
      events: housing.length,
      gaining: housing.length,
      losing: housing.filter((e) => e.topics.includes(topics.labour)).length,
      changed: housing.length,
    });
    // The preview wrote nothing.
    const before = await search({ topic_ids: [topics.peace] });
    expect(before.data?.total).toBe(events.filter((e) => e.topics.includes(topics.peace)).length);

    // A crawled event the crawler still owns (event_written_at = updated_at) stays the crawler's.
    const crawled = housing[0]?.id as number;
    // As the crawler writes: updated_at and event_written_at from one Date.
    const updated_at = new Date(Date.now() - 60_000);
    await testApp.db.updateTable('events').set({ updated_at }).where('id', '=', crawled).execute();
    await testApp.db
      .insertInto('feeds')
      .values({ name: 'berlin', source_id: null })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await testApp.db
      .insertInto('feed_items')
      .values({
        feed: 'berlin',
        item_key: 'tagging-test',
        event_id: crawled,
        payload_hash: 'x',
        facets: '{}',
        payload: '{}',
        day: '2026-11-26',
        first_seen_at: updated_at,
        last_seen_at: updated_at,
        event_written_at: updated_at,
      })
      .execute();

    const stale = await client.POST('/v1/event_tagging/apply', {
      headers,
      body: { ...body, expected_events: housing.length + 1 },
    });
    expect(stale.response.status).toBe(409);
    const applied = await client.POST('/v1/event_tagging/apply', {
      headers,
      body: { ...body, expected_events: housing.length },
    });
    expect(applied.data).toEqual(preview.data);

    for (const event of housing) {
      const { data } = await client.GET('/v1/event/{event_id}', { params: { path: { event_id: event.id } } });
      const expected = [...event.topics.filter((t) => t !== topics.labour), topics.peace].sort(
        (a, b) => a - b,
      );
      if (data !== undefined) expect((data as { topic_ids: number[] }).topic_ids).toEqual(expected);
    }
    const after = await testApp.db
      .selectFrom('events as e')
      .innerJoin('feed_items as f', 'f.event_id', 'e.id')
      .select(['e.updated_at', 'f.event_written_at'])
      .where('e.id', '=', crawled)
      .executeTakeFirstOrThrow();
    expect(after.updated_at.getTime()).toBeGreaterThan(updated_at.getTime());
    expect(after.event_written_at?.getTime()).toBe(after.updated_at.getTime());
    const history = await testApp.db
      .selectFrom('event_changes')
      .select(['event_id', 'old_value', 'new_value'])
      .where('field', '=', 'topic_ids')
      .execute();
    expect(history).toHaveLength(housing.length);

    // Again: nothing left to change.
    const again = await client.POST('/v1/event_tagging/preview', { headers, body });
    expect(again.data).toMatchObject({ events: housing.length, changed: 0 });

    // Picked one by one: a topic added to two events, one of which had it.
    const picked = await client.POST('/v1/event_tagging/apply', {
      headers,
      body: {
        event_ids: [housing[0]?.id as number, events.find((e) => e.topics.length === 0)?.id as number],
        add_topic_ids: [topics.climate],
      },
    });
    expect(picked.data).toEqual({ events: 2, gaining: 2, losing: 0, changed: 2 });
  });

  it('answers bad input with the spec’s 422 and writes nothing', async () => {
    const id = events[0]?.id as number;
    const bad: [Record<string, unknown>, (string | number)[]][] = [
      [{ event_ids: [id], add_topic_ids: [999_999] }, ['body', 'add_topic_ids', 0]],
      [{ event_ids: [id] }, ['body', 'add_topic_ids']],
      [
        { event_ids: [id], add_topic_ids: [topics.peace], remove_topic_ids: [topics.peace] },
        ['body', 'remove_topic_ids'],
      ],
      [{ add_topic_ids: [topics.peace] }, ['body', 'event_ids']],
      [{ event_ids: [id], criteria: {}, add_topic_ids: [topics.peace] }, ['body', 'event_ids']],
      [
        { criteria: { exclude_topic_ids: [0] }, add_topic_ids: [topics.peace] },
        ['body', 'criteria', 'exclude_topic_ids', 0],
      ],
      [
        {
          criteria: { start_from: '2026-12-01T00:00:00Z', start_until: '2026-11-01T00:00:00Z' },
          add_topic_ids: [topics.peace],
        },
        ['body', 'criteria', 'start_until'],
      ],
      [{ event_ids: 'all', add_topic_ids: [topics.peace] }, ['body', 'event_ids', 0]],
    ];
    const changesBefore = await testApp.db
      .selectFrom('event_topics')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    for (const [body, loc] of bad) {
      const response = await fetch(`${testApp.baseUrl}/v1/event_tagging/apply`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect({ body, status: response.status }).toEqual({ body, status: 422 });
      const answer = (await response.json()) as { detail: { loc: unknown[]; msg: string; type: string }[] };
      expect({ body, loc: answer.detail[0]?.loc }).toEqual({ body, loc });
      expect(typeof answer.detail[0]?.msg).toBe('string');
    }
    const changesAfter = await testApp.db
      .selectFrom('event_topics')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(changesAfter.n).toBe(changesBefore.n);
  });

  it(`refuses a selection of more than ${TAGGING_MAX_EVENTS} events and says so at the criteria`, async () => {
    await testApp.db
      .insertInto('events')
      .values(
        Array.from({ length: TAGGING_MAX_EVENTS + 1 }, (_, i) => ({
          name: `Massenversammlung ${i}`,
          description: 'Many.',
          event_type_id: world.eventTypeIds[1],
          start_time: new Date(Date.now() + DAY_MS),
        })),
      )
      .execute();
    const found = await search({ keyword: 'massenversammlung' }, { limit: 1 });
    expect(found.data).toMatchObject({ total: TAGGING_MAX_EVENTS, more: true });
    const refused = await fetch(`${testApp.baseUrl}/v1/event_tagging/preview`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ criteria: { keyword: 'massenversammlung' }, add_topic_ids: [topics.peace] }),
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      detail: [
        {
          loc: ['body', 'criteria'],
          msg: `At most ${TAGGING_MAX_EVENTS} events at once: narrow the search`,
          type: 'value_error',
        },
      ],
    });
  }, 120_000);
});
