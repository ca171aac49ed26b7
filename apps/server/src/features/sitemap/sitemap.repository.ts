// What the sitemap lists (issue 18): approved sources and the events of public sources (or of none),
// never deleted ones, never a pending or rejected source's. Pages of the list by id, so each file of a
// sitemap index reads only its own slice.
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { isOfPublicSource } from '../events/event-rows.js';

export interface ListedPage {
  id: number;
  name: string;
  updatedAt: Date;
}

export async function countListedSources(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('sources')
    .select(sql<string>`count(*)`.as('count'))
    .where('approval_status', '=', 'approved')
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function countListedEvents(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('events as e')
    .select(sql<string>`count(*)`.as('count'))
    .where('e.deleted_at', 'is', null)
    .where(isOfPublicSource)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function listedSources(db: Db, offset: number, limit: number): Promise<ListedPage[]> {
  if (limit <= 0) return [];
  const rows = await db
    .selectFrom('sources')
    .select(['id', 'name', 'updated_at'])
    .where('approval_status', '=', 'approved')
    .orderBy('id')
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, updatedAt: new Date(row.updated_at) }));
}

export async function listedEvents(db: Db, offset: number, limit: number): Promise<ListedPage[]> {
  if (limit <= 0) return [];
  const rows = await db
    .selectFrom('events as e')
    .select(['e.id', 'e.name', 'e.updated_at'])
    .where('e.deleted_at', 'is', null)
    .where(isOfPublicSource)
    .orderBy('e.id')
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, updatedAt: new Date(row.updated_at) }));
}
