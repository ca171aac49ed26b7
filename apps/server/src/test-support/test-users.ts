// Accounts for API tests: inserted directly (fast, no mail round trip) with a real argon2id hash.
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { hashPassword } from '../features/users/password.js';
import { insertUser, type UserRow } from '../features/users/users.repository.js';
import { accessTokenIssuer } from '../http/access-token.js';
import { resolveJwtSecret } from '../http/jwt-secret.js';

export interface TestUser {
  user: UserRow;
  password: string;
  /** `Authorization` header value with a fresh access token. */
  authorization: string;
}

let counter = 0;

export async function createTestUser(
  db: Db,
  config: Readonly<Config>,
  options: {
    admin?: boolean;
    verified?: boolean;
    username?: string;
    email?: string;
    language?: 'en' | 'de';
  } = {},
): Promise<TestUser> {
  counter += 1;
  const username = options.username ?? `tester${counter}_${process.pid}`;
  const password = `correct horse ${counter} battery`;
  const user = await insertUser(db, {
    username,
    email: options.email ?? `${username}@example.org`,
    password_hash: await hashPassword(password),
    admin: options.admin ?? false,
    verified: options.verified ?? true,
    language: options.language ?? 'en',
  });
  return { user, password, authorization: await bearerFor(config, user.id) };
}

/** A valid access token for the user, signed with the test server's secret. */
export async function bearerFor(config: Readonly<Config>, userId: number): Promise<string> {
  const tokens = accessTokenIssuer(await resolveJwtSecret(config), config.auth.accessTokenLifetimeMinutes);
  return `Bearer ${(await tokens.issue(userId, 0)).access_token}`;
}
