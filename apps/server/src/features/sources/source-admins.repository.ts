// SQL for the administrators of a source (spec §3 "Source": admins, a list of users).
import type { Db } from '../../db/database.js';

export interface SourceAdminRow {
  id: number;
  username: string;
  email: string;
}

/** undefined when the source does not exist; otherwise whether the user administers it. */
export async function findAdministration(
  db: Db,
  sourceId: number,
  userId: number,
): Promise<{ isAdmin: boolean } | undefined> {
  const row = await db
    .selectFrom('sources')
    .leftJoin('source_admins', (join) =>
      join.onRef('source_admins.source_id', '=', 'sources.id').on('source_admins.user_id', '=', userId),
    )
    .select(['sources.id', 'source_admins.user_id'])
    .where('sources.id', '=', sourceId)
    .executeTakeFirst();
  return row === undefined ? undefined : { isAdmin: row.user_id !== null };
}

/** The source's administrators in the order they were added. */
export async function findSourceAdmins(db: Db, sourceId: number): Promise<SourceAdminRow[]> {
  const rows = await db
    .selectFrom('source_admins')
    .innerJoin('users', 'users.id', 'source_admins.user_id')
    .select(['users.id', 'users.username', 'users.email'])
    .where('source_admins.source_id', '=', sourceId)
    .orderBy('source_admins.created_at')
    .orderBy('users.id')
    .execute();
  return rows.map((r) => ({ id: r.id, username: String(r.username), email: String(r.email) }));
}

/** false when the user already administers the source. */
export async function insertSourceAdmin(db: Db, sourceId: number, userId: number): Promise<boolean> {
  const inserted = await db
    .insertInto('source_admins')
    .values({ source_id: sourceId, user_id: userId })
    .onConflict((oc) => oc.columns(['source_id', 'user_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** false when the user was not an administrator of the source. */
export async function deleteSourceAdmin(db: Db, sourceId: number, userId: number): Promise<boolean> {
  const deleted = await db
    .deleteFrom('source_admins')
    .where('source_id', '=', sourceId)
    .where('user_id', '=', userId)
    .returning('user_id')
    .executeTakeFirst();
  return deleted !== undefined;
}
