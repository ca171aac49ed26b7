import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../db/test-databases.js';
import { type EventRow, eventColumns, eventJson, toEvent } from './event-rows.js';
import { type Event, EventSchema } from './events.schemas.js';

// The public routes send the JSON the database builds (eventJson); it must say exactly what Fastify's own
// serialiser says for toEvent(row): the same keys in the same order, values and nulls, and only the
// schema's location keys.
async function serialise(event: Event): Promise<string> {
  const app = Fastify();
  app.get('/', { schema: { response: { 200: EventSchema } } }, () => event);
  try {
    return (await app.inject({ method: 'GET', url: '/' })).body;
  } finally {
    await app.close();
  }
}

/** The text without the database's whitespace, key order kept. */
const compact = (json: string) => JSON.stringify(JSON.parse(json));

describeEachDatabase('event JSON built by the database', (getDb) => {
  const ids: number[] = [];

  beforeAll(async () => {
    const db = getDb();
    const topics = await db
      .insertInto('topics')
      .values([
        { name_en: 'Peace', name_de: 'Frieden' },
        { name_en: 'Climate', name_de: 'Klima' },
      ])
      .returning('id')
      .execute();
    const type = await db
      .insertInto('event_types')
      .values({ name_en: 'Vigil', name_de: 'Mahnwache' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const base = { event_type_id: type.id, organising_source_id: null };
    const rows = await db
      .insertInto('events')
      .values([
        {
          ...base,
          name: 'Mahnwache "Frieden" \\ Köln\n🕊',
          description: 'Tab\there, <b>HTML</b> & ünïcödé',
          short_description: 'Kurz',
          url: 'https://example.org/e?a=1&b=2',
          start_time: new Date('2026-07-01T16:30:00.123Z'),
          end_time: new Date('2026-07-01T18:00:00Z'),
          raw_location: 'Domplatte',
          raw_participants: '500',
          raw_organiser: 'Initiative',
          status: 'cancelled',
          // The crawler keeps a precision beside each place; the wire shape has no such key.
          locations: JSON.stringify([
            {
              geography: { type: 'Point', coordinates: [6.958, 50.941] },
              country: 'DE',
              city: 'Köln',
              zip_code: '50667',
              street: null,
              house_number: '1a',
              precision: 'street',
            },
            { geography: { type: 'Point', coordinates: [6.95, 50.93] }, city: 'Köln' },
          ]),
        },
        {
          ...base,
          name: 'Minimal',
          description: '',
          start_time: new Date('2027-01-02T03:04:05Z'),
          locations: JSON.stringify([]),
        },
      ] as never)
      .returning('id')
      .execute();
    ids.push(...rows.map((row) => row.id));
    await db
      .insertInto('event_topics')
      .values(topics.map((topic) => ({ event_id: ids[0] as number, topic_id: topic.id })))
      .execute();
  });

  it('is the text Fastify would serialise for toEvent(row), key for key', async () => {
    const rows = await getDb()
      .selectFrom('events as e')
      .select(eventColumns)
      .select(eventJson)
      .where('e.id', 'in', ids)
      .orderBy('e.id')
      .execute();
    expect(rows).toHaveLength(2);
    for (const { json, ...row } of rows) {
      expect(compact(json)).toBe(await serialise(toEvent(row as EventRow)));
    }
  });

  describe('details that differ easily', () => {
    it('writes times as toISOString does, with milliseconds, and end_time null when absent', async () => {
      const rows = await getDb()
        .selectFrom('events as e')
        .select(eventJson)
        .where('e.id', 'in', ids)
        .orderBy('e.id')
        .execute();
      const [first, second] = rows.map((row) => JSON.parse(row.json));
      expect(first.start_time).toBe('2026-07-01T16:30:00.123Z');
      expect(second.end_time).toBeNull();
      expect(second.locations).toEqual([]);
      expect(first.locations[0]).not.toHaveProperty('precision');
      expect(Object.keys(first.locations[1])).toEqual(['geography', 'city']);
    });
  });
});
