import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../test-databases.js';

describeEachDatabase('events.updated_at trigger (migration 009)', (getDb) => {
  let eventId: number;
  const CREATED = new Date('2026-01-10T08:00:00Z');

  beforeAll(async () => {
    const db = getDb();
    const type = await db
      .insertInto('event_types')
      .values({ name_en: 'Rally', name_de: 'Kundgebung' })
      .returning('id')
      .executeTakeFirstOrThrow();
    eventId = (
      await db
        .insertInto('events')
        .values({
          name: 'Rally for clean air',
          description: 'On the square.',
          event_type_id: type.id,
          start_time: '2026-06-01T10:00:00Z',
          created_at: CREATED,
          updated_at: CREATED,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });

  const updatedAt = async () =>
    (
      await getDb()
        .selectFrom('events')
        .select('updated_at')
        .where('id', '=', eventId)
        .executeTakeFirstOrThrow()
    ).updated_at.getTime();

  it('moves updated_at forward when a visible column changes', async () => {
    const before = await updatedAt();
    await getDb()
      .updateTable('events')
      .set({ name: 'Rally for cleaner air' })
      .where('id', '=', eventId)
      .execute();
    expect(await updatedAt()).toBeGreaterThanOrEqual(before + 1000);
  });

  it('moves it at least a second per change, even for two changes in one transaction', async () => {
    const before = await updatedAt();
    await getDb()
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('events').set({ status: 'cancelled' }).where('id', '=', eventId).execute();
        await trx.updateTable('events').set({ status: 'scheduled' }).where('id', '=', eventId).execute();
      });
    expect(await updatedAt()).toBeGreaterThanOrEqual(before + 2000);
  });

  it('keeps updated_at when nothing visible changes', async () => {
    const before = await updatedAt();
    await getDb().updateTable('events').set({ name: sql<string>`name` }).where('id', '=', eventId).execute();
    expect(await updatedAt()).toBe(before);
  });

  it('keeps the value a writer sets itself', async () => {
    const chosen = new Date('2030-02-03T04:05:06Z');
    await getDb()
      .updateTable('events')
      .set({ description: 'Moved to the park.', updated_at: chosen })
      .where('id', '=', eventId)
      .execute();
    expect(await updatedAt()).toBe(chosen.getTime());
  });
});
