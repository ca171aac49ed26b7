// Adding a source administrator is an invitation by mail that the invited person accepts (issue 17 finding 5,
// decision 029): the call answers the same whether or not the address has an account, names nobody, and the
// person becomes an administrator only by opening the mailed link while logged in with that address.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/auth.js';
import { AppError } from '../../http/errors.js';
import type { Mailer } from '../../mail/mailer.js';
import * as adminsRepository from './source-admins.repository.js';
import { invitationMail } from './source-invitation-mail.js';
import * as repository from './source-invitations.repository.js';
import { assertCanAdministerSource } from './source-permissions.js';

/** A week: long enough to register first, short enough that a forgotten invitation lapses. */
export const INVITATION_LIFETIME_DAYS = 7;

// The messages the web app translates (spec §8: a string detail is shown to the user).
export const INVITATION_SENT = 'Invitation sent.';
export const ADMINISTRATOR_ADDED = 'Administrator added.';
const ALREADY_ADMIN = 'This user already administers the source';
const INVALID = 'This invitation link is invalid.';
const USED = 'This invitation has already been accepted.';
const REVOKED = 'This invitation was withdrawn.';
const EXPIRED = 'This invitation has expired. Please ask for a new one.';
const OTHER_ADDRESS =
  'This invitation is for another e-mail address. Log in with the account of the address it was sent to.';

export interface InvitationDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export interface PendingInvitation {
  id: number;
  email: string;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
}

function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Mails an invitation to `email` (a new one replaces the address's pending one). `beforeSending` runs once the
 * caller is known to administer the source, so only permitted calls count on the inviter's and the source's
 * limits. 409 only for a current administrator's address, which the caller already sees in the admin list.
 */
export async function inviteAdmin(
  deps: InvitationDeps,
  caller: Caller,
  sourceId: number,
  email: string,
  beforeSending: () => Promise<void>,
): Promise<{ detail: string }> {
  const { db } = deps;
  await assertCanAdministerSource(db, caller, sourceId);
  const address = email.trim();
  const admins = await adminsRepository.findSourceAdmins(db, sourceId);
  if (admins.some((admin) => admin.email.toLowerCase() === address.toLowerCase())) {
    throw new AppError('conflict', ALREADY_ADMIN);
  }
  await beforeSending();
  const token = randomBytes(32).toString('base64url');
  await db.transaction().execute((trx) =>
    repository.replaceInvitation(trx, {
      sourceId,
      invitedBy: caller.id,
      email: address,
      tokenHash: digest(token),
      lifetimeMinutes: INVITATION_LIFETIME_DAYS * 24 * 60,
    }),
  );
  const language = (await repository.findAccountLanguage(db, address)) ?? caller.language;
  const sourceName = (await repository.findSourceName(db, sourceId)) ?? '';
  // Not awaited, as the password reset mail: a mail server's answer time must not tell anything either.
  deps.mailer
    .send(
      invitationMail({
        publicUrl: deps.publicUrl,
        to: address,
        language,
        inviter: caller.username,
        sourceName,
        token,
        lifetimeDays: INVITATION_LIFETIME_DAYS,
      }),
    )
    .catch((err: unknown) =>
      deps.log.error({ err, sourceId }, 'the invitation to administer a source could not be sent'),
    );
  return { detail: INVITATION_SENT };
}

export async function listPendingInvitations(
  db: Db,
  caller: Caller,
  sourceId: number,
): Promise<PendingInvitation[]> {
  await assertCanAdministerSource(db, caller, sourceId);
  return (await repository.findPendingInvitations(db, sourceId)).map((row) => ({
    ...row,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
  }));
}

export async function revokeInvitation(
  db: Db,
  caller: Caller,
  sourceId: number,
  invitationId: number,
): Promise<void> {
  await assertCanAdministerSource(db, caller, sourceId);
  if (!(await repository.revokeInvitation(db, sourceId, invitationId))) {
    throw new AppError('not_found', 'The source has no pending invitation with this id');
  }
}

/**
 * The caller becomes an administrator of the invitation's source when the invitation is pending and was sent
 * to the caller's own address; the token is used up. Accepting when already an administrator just uses it up.
 */
export async function acceptInvitation(
  db: Db,
  caller: Caller,
  token: string,
): Promise<{ detail: string; source_id: number }> {
  return db.transaction().execute(async (trx) => {
    const invitation = await repository.findInvitationForUpdate(trx, digest(token));
    if (invitation === undefined) throw new AppError('bad_request', INVALID);
    if (invitation.accepted_at !== null) throw new AppError('bad_request', USED);
    if (invitation.revoked_at !== null) throw new AppError('bad_request', REVOKED);
    if (invitation.expires_at.getTime() <= Date.now()) throw new AppError('bad_request', EXPIRED);
    if (invitation.email.toLowerCase() !== caller.email.toLowerCase()) {
      throw new AppError('forbidden', OTHER_ADDRESS);
    }
    await adminsRepository.insertSourceAdmin(trx, invitation.source_id, caller.id);
    await repository.markAccepted(trx, invitation.id, caller.id);
    return { detail: ADMINISTRATOR_ADDED, source_id: invitation.source_id };
  });
}
