// Profiles and roles (spec §3 "User", §6): the own profile, and platform admins managing users. user.admin
// is the single truth about who is a platform admin (DESIGN §4.5); there is always at least one.
import type { Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { UserTable } from '../../db/tables.js';
import type { Caller, UserLookup } from '../../http/auth.js';
import { AppError, validationError } from '../../http/errors.js';
import { getSavedItems } from '../saved/saved.service.js';
import type { AdministeredSource } from '../sources/sources.schemas.js';
import * as sources from '../sources/sources.service.js';
import { findUserByCredentials } from './credentials.js';
import { hashPassword, isPasswordCorrect } from './password.js';
import * as repository from './users.repository.js';
import type { AdminUpdateUserBody, MakeAdminBody, UpdateMeBody, User } from './users.schemas.js';

const NOT_FOUND = 'User not found';
const LAST_ADMIN = 'The last platform admin cannot give up the role: make someone else an admin first.';

/** The lookups http/auth.ts tells callers apart with, on this database. */
export function userLookup(db: Db): UserLookup {
  return {
    findUserById: (id) => repository.findUserById(db, id),
    findUserByCredentials: (login, password) => findUserByCredentials(db, login, password),
  };
}

export async function toUser(db: Db, row: repository.UserRow): Promise<User> {
  const [sourceIds, saved] = await Promise.all([
    repository.findAdministeredSourceIds(db, row.id),
    getSavedItems(db, row.id),
  ]);
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    language: row.language,
    verified: row.verified,
    receive_newsletter: row.receive_newsletter,
    admin: row.admin,
    administrated_sources: sourceIds.map((id) => ({ id })),
    ...saved,
  };
}

export async function getUser(db: Db, id: number): Promise<User> {
  const row = await repository.findUserById(db, id);
  if (row === undefined) throw new AppError('not_found', NOT_FOUND);
  return toUser(db, row);
}

export async function updateMe(db: Db, caller: Caller, body: UpdateMeBody): Promise<User> {
  const changes: Updateable<UserTable> = {
    language: body.language,
    receive_newsletter: body.receive_newsletter,
  };
  if (body.new_password !== undefined) {
    Object.assign(changes, await passwordChange(db, caller, body, body.new_password));
  }
  const row = await db.transaction().execute(async (trx) => {
    if (body.new_password !== undefined) await repository.endSessions(trx, caller.id);
    return repository.updateUserRow(trx, caller.id, changes);
  });
  if (row === undefined) throw new AppError('not_found', NOT_FOUND);
  return toUser(db, row);
}

async function passwordChange(
  db: Db,
  caller: Caller,
  body: UpdateMeBody,
  newPassword: string,
): Promise<Updateable<UserTable>> {
  if (body.new_password_confirmation !== newPassword) {
    throw validationError(['body', 'new_password_confirmation'], 'Passwords do not match');
  }
  if (body.current_password === undefined) {
    throw validationError(['body', 'current_password'], 'Field required', 'missing');
  }
  const row = await repository.findUserById(db, caller.id);
  if (row === undefined || !(await isPasswordCorrect(row.password_hash, body.current_password))) {
    throw validationError(['body', 'current_password'], 'Current password is incorrect');
  }
  // Every access token issued before now stops working (http/auth.ts).
  return { password_hash: await hashPassword(newPassword), password_changed_at: new Date() };
}

export async function deleteMe(db: Db, caller: Caller): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const adminIds = await repository.lockAdminIds(trx);
    if (adminIds.length === 1 && adminIds[0] === caller.id) throw new AppError('conflict', LAST_ADMIN);
    await repository.deleteUserRow(trx, caller.id);
  });
}

/** Spec §2 "Administered Sources": every approval status, with the internal contact (the caller administers them). */
export async function listAdministeredSources(db: Db, caller: Caller): Promise<AdministeredSource[]> {
  const ids = await repository.findAdministeredSourceIds(db, caller.id);
  return Promise.all(ids.map((id) => sources.getAdministeredSource(db, id)));
}

export function listAdminIds(db: Db): Promise<number[]> {
  return repository.findAdminIds(db);
}

export async function makeAdmin(db: Db, body: MakeAdminBody): Promise<User> {
  if ((body.email === undefined) === (body.user_id === undefined)) {
    throw validationError(['body'], 'Give either email or user_id');
  }
  const row =
    body.user_id !== undefined
      ? await repository.findUserById(db, body.user_id)
      : await repository.findUserByEmail(db, body.email ?? '');
  if (row === undefined) throw new AppError('not_found', NOT_FOUND);
  return updateUser(db, row.id, { admin: true });
}

/** Platform admins change a user; demoting the last admin is refused (409). */
export async function updateUser(db: Db, id: number, body: AdminUpdateUserBody): Promise<User> {
  const row = await db.transaction().execute(async (trx) => {
    if (body.admin === false) {
      const adminIds = await repository.lockAdminIds(trx);
      if (adminIds.length === 1 && adminIds[0] === id) throw new AppError('conflict', LAST_ADMIN);
    }
    return repository.updateUserRow(trx, id, body);
  });
  if (row === undefined) throw new AppError('not_found', NOT_FOUND);
  return toUser(db, row);
}
