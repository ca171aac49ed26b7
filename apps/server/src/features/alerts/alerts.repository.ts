// SQL for an account's alerts (migration 005).
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { AlertTable } from '../../db/tables.js';

export type AlertRow = Selectable<AlertTable>;
export type AlertValues = Omit<Insertable<AlertTable>, 'id' | 'user_id' | 'created_at'>;

export function findAlerts(db: Db, userId: number): Promise<AlertRow[]> {
  return db.selectFrom('alerts').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/** Locks the account's row, so two concurrent writes cannot both pass the alert limit or the name check. */
export async function lockUserAlerts(db: Db, userId: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

export async function insertAlert(db: Db, userId: number, values: AlertValues): Promise<AlertRow> {
  return db
    .insertInto('alerts')
    .values({ ...values, user_id: userId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateAlert(
  db: Db,
  userId: number,
  name: string,
  values: AlertValues,
): Promise<AlertRow | undefined> {
  return db
    .updateTable('alerts')
    .set(values)
    .where('user_id', '=', userId)
    .where('name', '=', name)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteAlert(db: Db, userId: number, name: string): Promise<boolean> {
  const result = await db
    .deleteFrom('alerts')
    .where('user_id', '=', userId)
    .where('name', '=', name)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
