import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../test-databases.js';

describeEachDatabase('events.topic_ids follows event_topics (migration 018)', (getDb) => {
  const events: number[] = [];
  const topics: number[] = [];
  const CREATED = new Date('2026-01-10T08:00:00Z');

  beforeAll(async () => {
    const db = getDb();
    const type = await db
      .insertInto('event_types')
      .values({ name_en: 'Rally', name_de: 'Kundgebung' })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const name of ['Climate', 'Housing', 'Peace']) {
      const topic = await db
        .insertInto('topics')
        .values({ name_en: name, name_de: name })
        .returning('id')
        .executeTakeFirstOrThrow();
      topics.push(topic.id);
    }
    for (const name of ['Rally A', 'Rally B']) {
      const event = await db
        .insertInto('events')
        .values({
          name,
          description: 'On the square.',
          event_type_id: type.id,
          start_time: '2026-06-01T10:00:00Z',
          created_at: CREATED,
          updated_at: CREATED,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      events.push(event.id);
    }
  });

  const stored = async () =>
    (
      await getDb()
        .selectFrom('events')
        .select(['id', 'topic_ids', 'updated_at'])
        .where('id', 'in', events)
        .orderBy('id')
        .execute()
    ).map((row) => ({ topic_ids: row.topic_ids.map(Number), updated_at: row.updated_at.getTime() }));
  const a = () => events[0] as number;
  const b = () => events[1] as number;
  const climate = () => topics[0] as number;
  const housing = () => topics[1] as number;
  const peace = () => topics[2] as number;

  it('starts empty and holds the topics of one multi-row insert, ordered, for each event', async () => {
    expect((await stored()).map((row) => row.topic_ids)).toEqual([[], []]);
    await getDb()
      .insertInto('event_topics')
      .values([
        { event_id: a(), topic_id: peace() },
        { event_id: a(), topic_id: climate() },
        { event_id: b(), topic_id: housing() },
      ])
      .execute();
    const rows = await stored();
    expect(rows.map((row) => row.topic_ids)).toEqual([
      [climate(), peace()].sort((x, y) => x - y),
      [housing()],
    ]);
    // Not a change a reader sees on its own: the writer that changes topics moves updated_at (event-writes).
    expect(rows.map((row) => row.updated_at)).toEqual([CREATED.getTime(), CREATED.getTime()]);
  });

  it('follows deletes, updates in place, and a deleted topic', async () => {
    await getDb()
      .deleteFrom('event_topics')
      .where('event_id', '=', a())
      .where('topic_id', '=', peace())
      .execute();
    expect((await stored()).map((row) => row.topic_ids)).toEqual([[climate()], [housing()]]);
    await getDb()
      .updateTable('event_topics')
      .set({ event_id: b() })
      .where('event_id', '=', a())
      .where('topic_id', '=', climate())
      .execute();
    expect((await stored()).map((row) => row.topic_ids)).toEqual([
      [],
      [climate(), housing()].sort((x, y) => x - y),
    ]);
    await getDb().deleteFrom('topics').where('id', '=', housing()).execute();
    expect((await stored()).map((row) => row.topic_ids)).toEqual([[], [climate()]]);
  });
});
