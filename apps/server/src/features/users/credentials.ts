// Checks a login (username or e-mail) and password: used by get_token and by HTTP Basic authentication.
import type { Db } from '../../db/database.js';
import { isPasswordCorrect, spendPasswordCheckTime } from './password.js';
import { findUserByLogin, type UserRow } from './users.repository.js';

export async function findUserByCredentials(
  db: Db,
  login: string,
  password: string,
): Promise<UserRow | undefined> {
  const user = await findUserByLogin(db, login.trim());
  if (user === undefined) {
    await spendPasswordCheckTime(password);
    return undefined;
  }
  return (await isPasswordCorrect(user.password_hash, password)) ? user : undefined;
}
