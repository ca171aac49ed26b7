// SQL for user accounts (spec §3 "User"). Usernames and e-mails are citext: comparisons ignore case.
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { UserTable } from '../../db/tables.js';

export type UserRow = Selectable<UserTable>;

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Login accepts the username or the e-mail address. */
export function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('username', '=', login), eb('email', '=', login)]))
    .orderBy('id')
    .executeTakeFirst();
}

export function insertUser(db: Db, user: Insertable<UserTable>): Promise<UserRow> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}
