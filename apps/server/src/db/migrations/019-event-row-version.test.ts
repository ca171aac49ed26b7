import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../test-databases.js';

describeEachDatabase('events.row_version rises with every update (migration 019)', (getDb) => {
  let event = 0;
  let topic = 0;

  beforeAll(async () => {
    const db = getDb();
    const type = await db
      .insertInto('event_types')
      .values({ name_en: 'Rally', name_de: 'Kundgebung' })
      .returning('id')
      .executeTakeFirstOrThrow();
    topic = (
      await db
        .insertInto('topics')
        .values({ name_en: 'Peace', name_de: 'Frieden' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    event = (
      await db
        .insertInto('events')
        .values({
          name: 'Rally',
          description: '',
          event_type_id: type.id,
          start_time: '2026-06-01T10:00:00Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });

  const version = async () =>
    Number(
      (
        await getDb()
          .selectFrom('events')
          .select('row_version')
          .where('id', '=', event)
          .executeTakeFirstOrThrow()
      ).row_version,
    );

  it('starts at 0 and rises by one per update, whichever column changes', async () => {
    expect(await version()).toBe(0);
    await getDb().updateTable('events').set({ name: 'Rally for peace' }).where('id', '=', event).execute();
    expect(await version()).toBe(1);
    // Nothing a reader sees changes here, and updated_at stays: the row version still moves.
    await getDb().updateTable('events').set({ all_day: false }).where('id', '=', event).execute();
    expect(await version()).toBe(2);
  });

  it('rises when the topics change through event_topics (the triggers of migration 018)', async () => {
    const before = await version();
    await getDb().insertInto('event_topics').values({ event_id: event, topic_id: topic }).execute();
    expect(await version()).toBeGreaterThan(before);
  });

  it('cannot be set back by a writer', async () => {
    const before = await version();
    await sql`UPDATE events SET row_version = 0 WHERE id = ${event}`.execute(getDb());
    expect(await version()).toBe(before + 1);
  });
});
