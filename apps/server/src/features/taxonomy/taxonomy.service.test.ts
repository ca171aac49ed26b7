import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../db/test-databases.js';
import { findKnownTopicsAndTypes, unknownIdIssues } from './taxonomy.service.js';

describeEachDatabase('unknown taxonomy ids', (getDb) => {
  let peace: number;
  let vigil: number;
  beforeAll(async () => {
    const db = getDb();
    ({ id: peace } = await db
      .insertInto('topics')
      .values({ name_en: 'Peace', name_de: 'Frieden' })
      .returning('id')
      .executeTakeFirstOrThrow());
    ({ id: vigil } = await db
      .insertInto('event_types')
      .values({ name_en: 'Vigil', name_de: 'Mahnwache' })
      .returning('id')
      .executeTakeFirstOrThrow());
  });

  it('answers one issue at each place of a list that holds an unknown id, with the same message', async () => {
    const unknown = peace + 1000;
    expect(await unknownIdIssues(getDb(), 'topic', ['body', 'topic_ids'], [unknown, peace, unknown])).toEqual(
      [
        { loc: ['body', 'topic_ids', 0], msg: `Unknown topic id: ${unknown}`, type: 'value_error' },
        { loc: ['body', 'topic_ids', 2], msg: `Unknown topic id: ${unknown}`, type: 'value_error' },
      ],
    );
  });

  it('locates a single id at its field, and knows the ids of each kind apart', async () => {
    expect(await unknownIdIssues(getDb(), 'event type', ['query', 'type_id'], peace + 1000)).toEqual([
      { loc: ['query', 'type_id'], msg: `Unknown event type id: ${peace + 1000}`, type: 'value_error' },
    ]);
    expect(await unknownIdIssues(getDb(), 'event type', ['body', 'event_type_id'], vigil)).toEqual([]);
    expect(await unknownIdIssues(getDb(), 'source type', ['body', 'type_ids'], [])).toEqual([]);
  });

  it('looks up the topic and type ids of a whole request in one go, each kind in its own table', async () => {
    const other = Math.max(peace, vigil) + 1000;
    const known = await findKnownTopicsAndTypes(getDb(), [peace, other, peace], [vigil, other]);
    expect([...known.topicIds]).toEqual([peace]);
    expect([...known.typeIds]).toEqual([vigil]);
    const none = await findKnownTopicsAndTypes(getDb(), [], []);
    expect([none.topicIds.size, none.typeIds.size]).toEqual([0, 0]);
  });
});
