import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../db/test-databases.js';
import {
  deleteSource,
  findSourceEventIds,
  insertSource,
  type SourceFields,
  updateApprovalStatus,
  updateSource,
  upsertTitleImage,
} from './source-writes.repository.js';
import { findInternalContact, findSourceById, findTitleImage } from './sources.repository.js';
import { insertTaxonomy, type Taxonomy } from './sources.test-support.js';

const PAGE = { limit: 25, offset: 0 };
const DAY_MS = 86_400_000;

describeEachDatabase('source writes repository', (getDb) => {
  let taxonomy: Taxonomy;
  let eventTypeId: number;
  const fields = (): SourceFields => ({
    name: 'Mieterinitiative Ehrenfeld',
    country: 'DE',
    city: 'Köln',
    zip_code: '50823',
    street: null,
    house_number: null,
    source_type_id: taxonomy.sourceTypeId,
    topic_ids: [...taxonomy.topicIds],
    description: 'Tenants organising together.',
    url: null,
    internal_contact: 'board@example.org',
    public_contact: null,
  });
  const insertEvent = async (sourceId: number, startMs: number, deleted = false) =>
    (
      await getDb()
        .insertInto('events')
        .values({
          name: 'Rally',
          description: 'A rally.',
          event_type_id: eventTypeId,
          start_time: new Date(startMs),
          locations: JSON.stringify([{ geography: { type: 'Point', coordinates: [6.9, 50.9] } }]),
          organising_source_id: sourceId,
          deleted_at: deleted ? new Date(startMs) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    taxonomy = await insertTaxonomy(getDb());
    eventTypeId = (
      await getDb()
        .insertInto('event_types')
        .values({ name_en: 'Rally', name_de: 'Kundgebung' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });

  it('inserts a pending source with its topics and reads it back with the internal contact apart', async () => {
    const id = await getDb()
      .transaction()
      .execute((trx) => insertSource(trx, fields()));
    const row = await findSourceById(getDb(), id);
    expect(row).toMatchObject({ id, name: 'Mieterinitiative Ehrenfeld', approval_status: 'pending' });
    expect(row?.topic_ids).toEqual([...taxonomy.topicIds].sort((a, b) => a - b));
    expect(Object.keys(row ?? {})).not.toContain('internal_contact');
    expect(await findInternalContact(getDb(), id)).toBe('board@example.org');
    expect(await findInternalContact(getDb(), 999_999)).toBeUndefined();
  });

  it('updates fields and replaces topics, leaving the approval status', async () => {
    const id = await insertSource(getDb(), fields());
    await updateApprovalStatus(getDb(), id, 'approved');
    await updateSource(getDb(), id, { ...fields(), name: 'Renamed', topic_ids: [taxonomy.topicIds[1]] });
    expect(await findSourceById(getDb(), id)).toMatchObject({
      name: 'Renamed',
      topic_ids: [taxonomy.topicIds[1]],
      approval_status: 'approved',
    });
  });

  it('deletes a source, marking its events deleted and keeping events deleted before as they were', async () => {
    const id = await insertSource(getDb(), fields());
    const live = await insertEvent(id, Date.now() + DAY_MS);
    const earlier = new Date(Date.now() - 5 * DAY_MS);
    const gone = await insertEvent(id, earlier.getTime(), true);
    const now = new Date();
    await getDb()
      .transaction()
      .execute((trx) => deleteSource(trx, id, now));
    expect(await findSourceById(getDb(), id)).toBeUndefined();
    const events = await getDb()
      .selectFrom('events')
      .select(['id', 'deleted_at', 'organising_source_id'])
      .where('id', 'in', [live, gone])
      .orderBy('id')
      .execute();
    expect(events).toEqual([
      { id: live, deleted_at: now, organising_source_id: null },
      { id: gone, deleted_at: earlier, organising_source_id: null },
    ]);
  });

  it('lists a source’s events that are not deleted: future soonest first, past and all latest first', async () => {
    const id = await insertSource(getDb(), fields());
    const now = Date.now();
    const past = await insertEvent(id, now - 2 * DAY_MS);
    const older = await insertEvent(id, now - 9 * DAY_MS);
    const soon = await insertEvent(id, now + DAY_MS);
    const later = await insertEvent(id, now + 4 * DAY_MS);
    await insertEvent(id, now + 2 * DAY_MS, true);
    const at = new Date(now);
    expect(await findSourceEventIds(getDb(), id, 'future', PAGE, at)).toEqual([soon, later]);
    expect(await findSourceEventIds(getDb(), id, 'past', PAGE, at)).toEqual([past, older]);
    expect(await findSourceEventIds(getDb(), id, 'all', PAGE, at)).toEqual([later, soon, past, older]);
    expect(await findSourceEventIds(getDb(), id, 'all', { limit: 2, offset: 1 }, at)).toEqual([soon, past]);
  });

  it('stores a title image and replaces it, with a newer change time', async () => {
    const id = await insertSource(getDb(), fields());
    await upsertTitleImage(getDb(), id, { content: Buffer.from([1]), mime_type: 'image/webp' });
    const first = await findTitleImage(getDb(), id);
    await upsertTitleImage(getDb(), id, { content: Buffer.from([2, 3]), mime_type: 'image/webp' });
    const second = await findTitleImage(getDb(), id);
    expect(Buffer.from(second?.content ?? [])).toEqual(Buffer.from([2, 3]));
    expect(second?.approval_status).toBe('pending');
    expect(second?.updated_at.getTime()).toBeGreaterThanOrEqual(first?.updated_at.getTime() ?? Infinity);
  });
});
