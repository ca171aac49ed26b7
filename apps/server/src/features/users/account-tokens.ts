// Single-use, expiring tokens for the links in account mails. The mail carries 256 random bits; the
// database keeps only their SHA-256 digest (migration 013).
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.js';
import type { AccountTokenPurpose } from '../../db/tables.js';
import { AppError } from '../../http/errors.js';
import { findAccountToken, insertAccountToken, useAccountToken } from './users.repository.js';

/** How long a link works: verification 48 hours, password reset 1 hour. */
export const TOKEN_LIFETIME_MINUTES: Record<AccountTokenPurpose, number> = {
  verify_email: 48 * 60,
  reset_password: 60,
};

const LINK_NAME: Record<AccountTokenPurpose, string> = {
  verify_email: 'verification link',
  reset_password: 'password reset link',
};

function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createAccountToken(
  db: Db,
  userId: number,
  purpose: AccountTokenPurpose,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertAccountToken(db, {
    tokenHash: digest(token),
    userId,
    purpose,
    lifetimeMinutes: TOKEN_LIFETIME_MINUTES[purpose],
  });
  return token;
}

/** The token's user id, using the token up; 400 saying why when it is unknown, used or expired. */
export async function consumeAccountToken(
  db: Db,
  token: string,
  purpose: AccountTokenPurpose,
): Promise<number> {
  const tokenHash = digest(token);
  const userId = await useAccountToken(db, tokenHash, purpose);
  if (userId !== undefined) return userId;
  const row = await findAccountToken(db, tokenHash, purpose);
  const name = LINK_NAME[purpose];
  if (row === undefined) throw new AppError('bad_request', `This ${name} is invalid.`);
  if (row.used_at !== null) throw new AppError('bad_request', `This ${name} has already been used.`);
  throw new AppError('bad_request', `This ${name} has expired. Please request a new one.`);
}
