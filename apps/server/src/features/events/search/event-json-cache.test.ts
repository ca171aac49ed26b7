import fastJsonStringify from 'fast-json-stringify';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../db/test-databases.js';
import { withTypeLists } from '../../../http/response-serializer.js';
import { seedDemoDataIfEmpty } from '../../../seed/seed-demo-data.js';
import type { EventRow } from '../event-rows.js';
import { EventListSchema } from '../events.schemas.js';
import { EventJsonCache } from './event-json-cache.js';
import { findListedEventVersionsByIds } from './event-search.repository.js';
import { searchEvents, searchEventsJson } from './event-search.service.js';

function row(id: number, version: string): EventRow & { version: string } {
  const time = '2026-11-22 08:00:00+00';
  return {
    id,
    version,
    name: `Event ${id} at ${version}`,
    description: '',
    short_description: null,
    url: null,
    event_type_id: 1,
    topic_ids: [],
    locations: [],
    raw_location: null,
    start_time: time,
    end_time: null,
    raw_participants: null,
    raw_organiser: null,
    organising_source_id: null,
    status: 'scheduled',
    created_at: time,
    updated_at: time,
    also_published_as: [],
  };
}

const nameIn = (json: string | undefined) => (json === undefined ? undefined : JSON.parse(json).name);

describe('EventJsonCache', () => {
  it('answers only for the version it holds, one version per event', () => {
    const cache = new EventJsonCache(10);
    cache.put(row(1, '100'));
    expect(nameIn(cache.get({ id: 1, version: '100' }))).toBe('Event 1 at 100');
    expect(cache.get({ id: 1, version: '101' })).toBeUndefined();
    cache.put(row(1, '101'));
    expect(cache.get({ id: 1, version: '100' })).toBeUndefined();
    expect(nameIn(cache.get({ id: 1, version: '101' }))).toBe('Event 1 at 101');
    expect(cache.size).toBe(1);
  });

  it('drops the least recently used event when full', () => {
    const cache = new EventJsonCache(2);
    cache.put(row(1, '1'));
    cache.put(row(2, '1'));
    cache.get({ id: 1, version: '1' });
    cache.put(row(3, '1'));
    expect(cache.get({ id: 2, version: '1' })).toBeUndefined();
    expect(cache.get({ id: 1, version: '1' })).toBeDefined();
    expect(cache.get({ id: 3, version: '1' })).toBeDefined();
  });

  it('with no room keeps nothing but still writes the JSON', () => {
    const cache = new EventJsonCache(0);
    expect(nameIn(cache.put(row(1, '1')))).toBe('Event 1 at 1');
    expect(cache.size).toBe(0);
  });
});

describeEachDatabase('searchEventsJson', (getDb) => {
  const now = new Date();
  const berlin = { perimeter: { latitude: 52.52, longitude: 13.405, radius_km: 50 }, limit: 10 };
  const criteria = { ...berlin, start_time_start: now.toISOString() };
  const serializeList = fastJsonStringify(withTypeLists(EventListSchema) as typeof EventListSchema);

  beforeAll(async () => {
    await seedDemoDataIfEmpty(getDb(), now);
  }, 120_000);

  async function firstEvent(cache: EventJsonCache) {
    const [first] = JSON.parse(await searchEventsJson(getDb(), cache, criteria)) as { id: number }[];
    if (!first) throw new Error('the demo data has no upcoming event within 50 km of Berlin');
    return first.id;
  }

  it.each([
    ['a perimeter page', criteria],
    ['a keyword page', { ...criteria, keyword: 'demo', limit: 25 }],
    ['a page of past events', { ...berlin, past: true }],
  ])(
    'writes %s exactly as the route serialiser writes the events searchEvents finds',
    async (_case, search) => {
      const events = await searchEvents(getDb(), search);
      expect(events.length).toBeGreaterThan(0);
      const cache = new EventJsonCache(100);
      expect(await searchEventsJson(getDb(), cache, search)).toBe(serializeList(events));
      expect(cache.size).toBe(events.length);
      // Now from the cache.
      expect(await searchEventsJson(getDb(), cache, search)).toBe(serializeList(events));
    },
  );

  it('serves an unchanged event from the cache and reads it again once its row changed, whatever the column', async () => {
    const db = getDb();
    const cache = new EventJsonCache(100);
    const id = await firstEvent(cache);
    const plant = async () => {
      const [stored] = await findListedEventVersionsByIds(db, [id]);
      cache.put({ ...(stored as EventRow & { version: string }), name: 'Planted in the cache' });
    };
    const first = async () => (JSON.parse(await searchEventsJson(db, cache, criteria)) as EventRow[])[0];

    await plant();
    expect((await first())?.name).toBe('Planted in the cache');

    // A topic change goes through event_topics; the triggers of migration 018 rewrite events.topic_ids.
    const topic = await db
      .selectFrom('topics')
      .select('id')
      .where('id', 'not in', db.selectFrom('event_topics').select('topic_id').where('event_id', '=', id))
      .executeTakeFirstOrThrow();
    await db.insertInto('event_topics').values({ event_id: id, topic_id: topic.id }).execute();
    const afterTopic = await first();
    expect(afterTopic?.name).not.toBe('Planted in the cache');
    expect(afterTopic?.topic_ids).toContain(topic.id);

    await plant();
    await db.updateTable('events').set({ name: 'Renamed by its organiser' }).where('id', '=', id).execute();
    expect((await first())?.name).toBe('Renamed by its organiser');
  });

  it('never lists a cached event once it is deleted', async () => {
    const db = getDb();
    const cache = new EventJsonCache(100);
    const id = await firstEvent(cache);
    await db.updateTable('events').set({ deleted_at: sql`now()` }).where('id', '=', id).execute();
    const ids = (JSON.parse(await searchEventsJson(db, cache, criteria)) as { id: number }[]).map(
      (e) => e.id,
    );
    expect(ids).not.toContain(id);
  });
});
