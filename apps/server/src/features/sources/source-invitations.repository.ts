// SQL for invitations to administer a source (migration 026, decision 029).
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Language } from '../../db/tables.js';

export interface PendingInvitationRow {
  id: number;
  email: string;
  invited_by: string | null;
  created_at: Date;
  expires_at: Date;
}

export interface InvitationRow {
  id: number;
  source_id: number;
  email: string;
  expires_at: Date;
  accepted_at: Date | null;
  revoked_at: Date | null;
}

/** Withdraws the address's pending invitations to the source and inserts a new one, in one statement each. */
export async function replaceInvitation(
  db: Db,
  invitation: {
    sourceId: number;
    invitedBy: number;
    email: string;
    tokenHash: string;
    lifetimeMinutes: number;
  },
): Promise<void> {
  await db
    .updateTable('source_invitations')
    .set({ revoked_at: sql`now()` })
    .where('source_id', '=', invitation.sourceId)
    .where('email', '=', invitation.email)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
  await db
    .insertInto('source_invitations')
    .values({
      token_hash: invitation.tokenHash,
      source_id: invitation.sourceId,
      invited_by: invitation.invitedBy,
      email: invitation.email,
      expires_at: sql<Date>`now() + make_interval(mins => ${invitation.lifetimeMinutes})`,
    })
    .execute();
}

/** Invitations of the source that can still be accepted, oldest first, with the inviter's username. */
export async function findPendingInvitations(db: Db, sourceId: number): Promise<PendingInvitationRow[]> {
  const rows = await db
    .selectFrom('source_invitations')
    .leftJoin('users', 'users.id', 'source_invitations.invited_by')
    .select([
      'source_invitations.id',
      'source_invitations.email',
      'users.username',
      'source_invitations.created_at',
      'source_invitations.expires_at',
    ])
    .where('source_invitations.source_id', '=', sourceId)
    .where('source_invitations.accepted_at', 'is', null)
    .where('source_invitations.revoked_at', 'is', null)
    .where('source_invitations.expires_at', '>', sql<Date>`now()`)
    .orderBy('source_invitations.created_at')
    .orderBy('source_invitations.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    email: String(r.email),
    invited_by: r.username === null ? null : String(r.username),
    created_at: r.created_at,
    expires_at: r.expires_at,
  }));
}

/** false when the source has no such invitation that is still pending. */
export async function revokeInvitation(db: Db, sourceId: number, invitationId: number): Promise<boolean> {
  const revoked = await db
    .updateTable('source_invitations')
    .set({ revoked_at: sql`now()` })
    .where('id', '=', invitationId)
    .where('source_id', '=', sourceId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('id')
    .executeTakeFirst();
  return revoked !== undefined;
}

/** The invitation with this token digest, locked until the transaction ends; undefined when there is none. */
export async function findInvitationForUpdate(db: Db, tokenHash: string): Promise<InvitationRow | undefined> {
  const row = await db
    .selectFrom('source_invitations')
    .select(['id', 'source_id', 'email', 'expires_at', 'accepted_at', 'revoked_at'])
    .where('token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
  return row === undefined ? undefined : { ...row, email: String(row.email) };
}

export async function markAccepted(db: Db, invitationId: number, userId: number): Promise<void> {
  await db
    .updateTable('source_invitations')
    .set({ accepted_at: sql`now()`, accepted_by: userId })
    .where('id', '=', invitationId)
    .execute();
}

/** The language of the account with this address, if there is one (the invitation mail is written in it). */
export async function findAccountLanguage(db: Db, email: string): Promise<Language | undefined> {
  const row = await db.selectFrom('users').select('language').where('email', '=', email).executeTakeFirst();
  return row?.language;
}

export async function findSourceName(db: Db, sourceId: number): Promise<string | undefined> {
  const row = await db.selectFrom('sources').select('name').where('id', '=', sourceId).executeTakeFirst();
  return row?.name;
}
