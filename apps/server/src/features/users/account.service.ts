// Spec §4 "User account and e-mail verification" and "Session": registration starts unverified and mails a
// link; login works before verification (verifying is a Settings matter); a password reset proves the
// mailbox, so it also verifies the address.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Language } from '../../db/tables.js';
import type { AccessTokenIssuer } from '../../http/access-token.js';
import type { Caller } from '../../http/auth.js';
import { AppError, validationError } from '../../http/errors.js';
import type { Mailer } from '../../mail/mailer.js';
import { passwordResetMail, verificationMail } from './account-mails.js';
import { consumeAccountToken, createAccountToken } from './account-tokens.js';
import { findUserByCredentials } from './credentials.js';
import { hashPassword } from './password.js';
import * as repository from './users.repository.js';
import type {
  AccessToken,
  Detail,
  LoginForm,
  RegisterBody,
  ResetPasswordConfirmBody,
  User,
} from './users.schemas.js';
import { toUser } from './users.service.js';

export interface AccountDeps {
  db: Db;
  config: Readonly<Config>;
  tokens: AccessTokenIssuer;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

// Spec §8 "Success messages", word for word.
const VERIFIED = 'You are now verified.';
const VERIFICATION_SENT = 'Verification mail sent.';
const RESET_REQUESTED = 'Requesting password reset successful.';
const PASSWORD_UPDATED = 'Password updated successfully';
const USERNAME_TAKEN = 'Username already taken';
const EMAIL_TAKEN = 'E-mail already registered';

/** Postgres unique_violation, for the race where two registrations pass the check at once. */
function isUniqueViolation(error: unknown): error is { constraint?: string } {
  return (error as { code?: string }).code === '23505';
}

export async function registerUser(deps: AccountDeps, body: RegisterBody): Promise<User> {
  if (body.password !== body.password_confirmation) {
    throw validationError(['body', 'password_confirmation'], 'Passwords do not match');
  }
  const user = await createAccount(deps.db, {
    username: body.username,
    email: body.email,
    password: body.password,
    language: body.language ?? 'en',
    receive_newsletter: body.receive_newsletter ?? false,
  });
  // The account exists either way; a mail that could not go out can be sent again from Settings.
  await sendVerificationMail(deps, user).catch((err: unknown) =>
    deps.log.error({ err, userId: user.id }, 'the verification mail could not be sent'),
  );
  return toUser(deps.db, user);
}

export interface NewAccount {
  username: string;
  email: string;
  password: string;
  language?: Language;
  receive_newsletter?: boolean;
  verified?: boolean;
  admin?: boolean;
}

/** Inserts an account with an argon2id hash; 409 when the username or e-mail address is taken (any case). */
export async function createAccount(db: Db, account: NewAccount): Promise<repository.UserRow> {
  const { password, ...fields } = account;
  const taken = await repository.findTakenNames(db, fields.username, fields.email);
  if (taken.username) throw new AppError('conflict', USERNAME_TAKEN);
  if (taken.email) throw new AppError('conflict', EMAIL_TAKEN);
  return repository
    .insertUser(db, { ...fields, password_hash: await hashPassword(password) })
    .catch((error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
      throw new AppError('conflict', error.constraint?.includes('email') ? EMAIL_TAKEN : USERNAME_TAKEN);
    });
}

async function sendVerificationMail(deps: AccountDeps, user: repository.UserRow): Promise<void> {
  const token = await createAccountToken(deps.db, user.id, 'verify_email');
  await deps.mailer.send(verificationMail(deps.config.publicUrl, user, token));
}

export async function verifyEmail(deps: AccountDeps, token: string): Promise<Detail> {
  const userId = await consumeAccountToken(deps.db, token, 'verify_email');
  await repository.updateUserRow(deps.db, userId, { verified: true });
  return { detail: VERIFIED };
}

export async function resendVerification(deps: AccountDeps, caller: Caller): Promise<Detail> {
  if (caller.verified) throw new AppError('conflict', 'Your e-mail address is already verified.');
  const user = await repository.findUserById(deps.db, caller.id);
  if (user === undefined) throw new AppError('unauthorized', 'Not authenticated');
  await sendVerificationMail(deps, user);
  return { detail: VERIFICATION_SENT };
}

/** `countFailure` counts a wrong login or password on the account's limit; right ones do not count. */
export async function logIn(
  deps: AccountDeps,
  form: LoginForm,
  countFailure: () => Promise<void>,
): Promise<AccessToken> {
  const user = await findUserByCredentials(deps.db, form.username, form.password);
  if (user === undefined) {
    await countFailure();
    throw new AppError('unauthorized', 'Incorrect username or password');
  }
  return deps.tokens.issue(user.id, user.token_version);
}

export async function refreshToken(deps: AccountDeps, caller: Caller): Promise<AccessToken> {
  const user = await repository.findUserById(deps.db, caller.id);
  if (user === undefined) throw new AppError('unauthorized', 'Not authenticated');
  return deps.tokens.issue(user.id, user.token_version);
}

/** Ends every access token of the caller's, on this device and all others (spec §4 "Session": logout). */
export async function logOut(deps: AccountDeps, caller: Caller): Promise<void> {
  await repository.endSessions(deps.db, caller.id);
}

/** Answers the same whether or not the address has an account, so it cannot be used to find accounts. */
export async function requestPasswordReset(deps: AccountDeps, email: string): Promise<Detail> {
  const user = await repository.findUserByEmail(deps.db, email.trim());
  if (user !== undefined) {
    const token = await createAccountToken(deps.db, user.id, 'reset_password');
    // Not awaited: a mail server's answer time would tell which addresses have an account.
    deps.mailer
      .send(passwordResetMail(deps.config.publicUrl, user, token))
      .catch((err: unknown) =>
        deps.log.error({ err, userId: user.id }, 'the password reset mail could not be sent'),
      );
  }
  return { detail: RESET_REQUESTED };
}

export async function confirmPasswordReset(
  deps: AccountDeps,
  body: ResetPasswordConfirmBody,
): Promise<Detail> {
  if (body.password !== body.password_confirmation) {
    throw validationError(['body', 'password_confirmation'], 'Passwords do not match');
  }
  const passwordHash = await hashPassword(body.password);
  await deps.db.transaction().execute(async (trx) => {
    const userId = await consumeAccountToken(trx, body.token, 'reset_password');
    await repository.useAllAccountTokens(trx, userId, 'reset_password');
    // A new password ends every older session (http/auth.ts); the mail proved the address.
    await repository.updateUserRow(trx, userId, {
      password_hash: passwordHash,
      password_changed_at: new Date(),
      verified: true,
    });
    await repository.endSessions(trx, userId);
  });
  return { detail: PASSWORD_UPDATED };
}
