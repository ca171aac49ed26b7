// SQL for user accounts (spec §3 "User"). Usernames and e-mails are citext: comparisons ignore case.
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { AccountTokenPurpose, AccountTokenTable, UserTable } from '../../db/tables.js';

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

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

/** Which of the two are already used by an account, compared without regard to case. */
export async function findTakenNames(
  db: Db,
  username: string,
  email: string,
): Promise<{ username: boolean; email: boolean }> {
  const rows = await db
    .selectFrom('users')
    .select(['username', 'email'])
    .where((eb) => eb.or([eb('username', '=', username), eb('email', '=', email)]))
    .execute();
  return {
    username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
    email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
  };
}

export function updateUserRow(
  db: Db,
  id: number,
  changes: Updateable<UserTable>,
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ ...changes, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Saved items, alerts, mail tokens and source administrator links go with the row (ON DELETE CASCADE). */
/** Raises the user's token version: every access token issued before stops working (http/auth.ts). */
export async function endSessions(db: Db, id: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function deleteUserRow(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function findAdministeredSourceIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('source_admins')
    .select('source_id')
    .where('user_id', '=', userId)
    .orderBy('source_id')
    .execute();
  return rows.map((r) => r.source_id);
}

export async function findAdminIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('users').select('id').where('admin', '=', true).orderBy('id').execute();
  return rows.map((r) => r.id);
}

/** The admins' ids, locking their rows until the transaction ends, so two demotions cannot both pass. */
export async function lockAdminIds(trx: Db): Promise<number[]> {
  const rows = await trx
    .selectFrom('users')
    .select('id')
    .where('admin', '=', true)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((r) => r.id);
}

export interface NewAccountToken {
  tokenHash: string;
  userId: number;
  purpose: AccountTokenPurpose;
  lifetimeMinutes: number;
}

export async function insertAccountToken(db: Db, token: NewAccountToken): Promise<void> {
  await db
    .insertInto('account_tokens')
    .values({
      token_hash: token.tokenHash,
      user_id: token.userId,
      purpose: token.purpose,
      expires_at: sql<Date>`now() + make_interval(mins => ${token.lifetimeMinutes})`,
    })
    .execute();
}

export function findAccountToken(
  db: Db,
  tokenHash: string,
  purpose: AccountTokenPurpose,
): Promise<Selectable<AccountTokenTable> | undefined> {
  return db
    .selectFrom('account_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}

/** Marks the token used if it is still unused and unexpired; the user id when it was, else undefined. */
export async function useAccountToken(
  db: Db,
  tokenHash: string,
  purpose: AccountTokenPurpose,
): Promise<number | undefined> {
  const row = await db
    .updateTable('account_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** Every other unused token of the purpose stops working, e.g. older reset links once one was used. */
export async function useAllAccountTokens(
  db: Db,
  userId: number,
  purpose: AccountTokenPurpose,
): Promise<void> {
  await db
    .updateTable('account_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}
