// SQL for source administration: writes of sources, their topics and title images, the events of a
// source whatever its approval status, and the e-mail lookup behind add_admin.
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ApprovalStatus } from '../../db/tables.js';
import type { Page } from './sources.repository.js';

export interface SourceFields {
  name: string;
  country: string;
  city: string;
  zip_code: string | null;
  street: string | null;
  house_number: string | null;
  source_type_id: number;
  topic_ids: readonly number[];
  description: string;
  url: string | null;
  internal_contact: string;
  public_contact: string | null;
}

/** Inserts a pending source with its topics; run it in a transaction. Returns the new id. */
export async function insertSource(db: Db, fields: SourceFields): Promise<number> {
  const { topic_ids, ...columns } = fields;
  const { id } = await db
    .insertInto('sources')
    .values({ ...columns, approval_status: 'pending' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertTopics(db, id, topic_ids);
  return id;
}

/** Replaces the fields and topics; the approval status is left as it is. Run it in a transaction. */
export async function updateSource(db: Db, id: number, fields: SourceFields): Promise<void> {
  const { topic_ids, ...columns } = fields;
  await db
    .updateTable('sources')
    .set({ ...columns, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
  await db.deleteFrom('source_topics').where('source_id', '=', id).execute();
  await insertTopics(db, id, topic_ids);
}

async function insertTopics(db: Db, sourceId: number, topicIds: readonly number[]): Promise<void> {
  await db
    .insertInto('source_topics')
    .values(topicIds.map((topic_id) => ({ source_id: sourceId, topic_id })))
    .execute();
}

/**
 * Marks the source's events deleted, then deletes the source (its topics, admins, image and saved
 * entries cascade; events and feeds keep a null source). Run it in a transaction. Returns the ids of the
 * events it marked.
 */
export async function deleteSource(db: Db, id: number, now: Date): Promise<number[]> {
  const deleted = await db
    .updateTable('events')
    .set({ deleted_at: now })
    .where('organising_source_id', '=', id)
    .where('deleted_at', 'is', null)
    .returning('id')
    .execute();
  await db.deleteFrom('sources').where('id', '=', id).execute();
  return deleted.map((row) => row.id);
}

export async function updateApprovalStatus(db: Db, id: number, status: ApprovalStatus): Promise<void> {
  await db
    .updateTable('sources')
    .set({ approval_status: status, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** Ids of the source's events that are not deleted, all of them (a source's approval lists or unlists them). */
export async function findUndeletedEventIds(db: Db, sourceId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('events')
    .select('id')
    .where('organising_source_id', '=', sourceId)
    .where('deleted_at', 'is', null)
    .execute();
  return rows.map((row) => row.id);
}

/** Serialises changes to one source's administrators (SELECT … FOR UPDATE); run it in a transaction. */
export async function lockSource(db: Db, id: number): Promise<void> {
  await db.selectFrom('sources').select('id').where('id', '=', id).forUpdate().execute();
}

/**
 * Ids of the source's events that are not deleted, whatever the source's approval status: 'future'
 * (start ≥ now, soonest first), 'past' (start < now, latest first) or 'all' (latest start first).
 */
export async function findSourceEventIds(
  db: Db,
  sourceId: number,
  when: 'future' | 'past' | 'all',
  page: Page,
  now: Date = new Date(),
): Promise<number[]> {
  let query = db
    .selectFrom('events')
    .select('id')
    .where('organising_source_id', '=', sourceId)
    .where('deleted_at', 'is', null);
  if (when === 'future') query = query.where('start_time', '>=', now);
  if (when === 'past') query = query.where('start_time', '<', now);
  const direction = when === 'future' ? 'asc' : 'desc';
  const rows = await query
    .orderBy('start_time', direction)
    .orderBy('id', direction)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((r) => r.id);
}

export async function upsertTitleImage(
  db: Db,
  sourceId: number,
  image: { content: Buffer; mime_type: string },
): Promise<void> {
  await db
    .insertInto('source_title_images')
    .values({ source_id: sourceId, ...image })
    .onConflict((oc) =>
      oc.column('source_id').doUpdateSet({
        content: image.content,
        mime_type: image.mime_type,
        updated_at: sql`clock_timestamp()`,
      }),
    )
    .execute();
}
