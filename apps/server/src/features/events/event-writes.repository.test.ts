import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../db/test-databases.js';
import { timestampDate } from '../../db/timestamp-text.js';
import { insertSource, insertTaxonomy, type Taxonomy } from '../sources/sources.test-support.js';
import { findEventChanges, insertUserEventChanges } from './event-changes.repository.js';
import {
  type EventFields,
  findEventById,
  insertEvent,
  markEventDeleted,
  updateEvent,
} from './event-writes.repository.js';

describeEachDatabase('event writes repository', (getDb) => {
  let taxonomy: Taxonomy;
  let fields: EventFields;

  beforeAll(async () => {
    const db = getDb();
    taxonomy = await insertTaxonomy(db);
    const type = await db
      .insertInto('event_types')
      .values({ name_en: 'Rally', name_de: 'Kundgebung' })
      .returning('id')
      .executeTakeFirstOrThrow();
    fields = {
      name: 'Vigil',
      description: 'Candles at dusk.',
      short_description: null,
      url: null,
      event_type_id: type.id,
      locations: [{ geography: { type: 'Point', coordinates: [13.4, 52.5] }, city: 'Berlin' }],
      raw_location: null,
      start_time: new Date('2026-12-01T16:00:00Z'),
      end_time: null,
      raw_participants: null,
      raw_organiser: null,
      organising_source_id: await insertSource(db, taxonomy, { status: 'pending' }),
      status: 'scheduled',
    };
  });

  it('inserts an event with its topics and finds it whatever its source’s approval', async () => {
    const id = await insertEvent(getDb(), fields, taxonomy.topicIds);
    const found = await findEventById(getDb(), id);
    expect(found?.deleted).toBe(false);
    expect(found?.row).toMatchObject({ name: 'Vigil', locations: fields.locations });
    expect(found?.row.topic_ids.map(Number)).toEqual([...taxonomy.topicIds].sort((a, b) => a - b));
  });

  it('an update moves updated_at by at least a second, even twice in one transaction and for topics alone', async () => {
    const id = await insertEvent(getDb(), fields, [taxonomy.topicIds[0]]);
    const stamps = await getDb()
      .transaction()
      .execute(async (trx) => {
        const first = (await findEventById(trx, id))?.row.updated_at as string;
        await updateEvent(trx, id, fields, [taxonomy.topicIds[1]]);
        const second = (await findEventById(trx, id))?.row.updated_at as string;
        await updateEvent(trx, id, fields, [taxonomy.topicIds[0]]);
        const third = (await findEventById(trx, id))?.row.updated_at as string;
        return [first, second, third].map((text) => timestampDate(text).getTime());
      });
    expect(stamps[1]).toBeGreaterThanOrEqual((stamps[0] as number) + 1000);
    expect(stamps[2]).toBeGreaterThanOrEqual((stamps[1] as number) + 1000);
    expect((await findEventById(getDb(), id))?.row.topic_ids.map(Number)).toEqual([taxonomy.topicIds[0]]);
  });

  it('a deleted event is still found, marked deleted', async () => {
    const id = await insertEvent(getDb(), fields, [taxonomy.topicIds[0]]);
    await markEventDeleted(getDb(), id, new Date());
    expect((await findEventById(getDb(), id))?.deleted).toBe(true);
    expect(await findEventById(getDb(), 2_000_000_000)).toBeUndefined();
  });

  it('user changes are stored without a crawl run and read newest first, only the fields asked for', async () => {
    const id = await insertEvent(getDb(), fields, [taxonomy.topicIds[0]]);
    await insertUserEventChanges(getDb(), id, [
      { field: 'name', old_value: 'Vigil', new_value: 'Candle vigil' },
      { field: 'url', old_value: null, new_value: 'https://example.org' },
    ]);
    await insertUserEventChanges(getDb(), id, [{ field: 'start_time', old_value: 'a', new_value: 'b' }]);
    const rows = await findEventChanges(getDb(), id, ['name', 'start_time'], 10);
    expect(rows.map((r) => r.field)).toEqual(['start_time', 'name']);
    const stored = await getDb()
      .selectFrom('event_changes')
      .select('crawl_run_id')
      .where('event_id', '=', id)
      .execute();
    expect(stored.every((r) => r.crawl_run_id === null)).toBe(true);
    expect(await findEventChanges(getDb(), id, ['name', 'start_time'], 1)).toHaveLength(1);
  });
});
