// Invitations to administer a source (issue 17 finding 5, decision 029): spec §7's add_admin sends one, the
// source's administrators see and withdraw pending ones, and the invited person accepts with the mailed token.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../../db/database.js';
import { requireUser } from '../../http/auth.js';
import { detailSchema } from '../../http/error-schemas.js';
import type { RateLimiting } from '../../http/rate-limit.js';
import type { Mailer } from '../../mail/mailer.js';
import {
  AcceptedInvitationSchema,
  AcceptInvitationBodySchema,
  AddAdminBodySchema,
  InvitationParamsSchema,
  SourceInvitationListSchema,
} from './source-admins.schemas.js';
import * as invitations from './source-invitations.service.js';
import { SourceParamsSchema } from './sources.schemas.js';

export interface SourceInvitationRoutesOptions {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  limiting: RateLimiting;
  /** Invitations per inviting account and hour, and per source and hour. */
  invitationsPerHour: number;
}

const TAGS = ['sources'];
const LOGGED_IN: { [scheme: string]: string[] }[] = [{ bearerAuth: [] }, { basicAuth: [] }];
const Unauthorized = detailSchema('Unauthorized: log in first.');
const Forbidden = detailSchema('Forbidden: only administrators of this source and platform admins.');
const NotFound = detailSchema('Not Found: no source has this id.');
const TooMany = detailSchema('Too Many Requests: wait a little.');
const HOUR_MS = 60 * 60_000;

export const sourceInvitationRoutes: FastifyPluginAsyncTypebox<SourceInvitationRoutesOptions> = async (
  app,
  { db, mailer, publicUrl, limiting, invitationsPerHour },
) => {
  const deps = { db, mailer, publicUrl, log: app.log };
  const perHour = { max: invitationsPerHour, timeWindowMs: HOUR_MS };
  // Counted only once the caller may invite (the service calls it after the permission check): otherwise
  // anyone could use up a source's invitations.
  const byInviter = limiting.check(
    'invitation:inviter',
    perHour,
    async (r) => `user:${(await requireUser(r)).id}`,
  );
  const bySource = limiting.check('invitation:source', perHour, (r) => {
    const { source_id } = r.params as { source_id: number };
    return `source:${source_id}`;
  });
  // The token carries 256 random bits; the limit only keeps guessers from hammering the database.
  const limitAccepts = limiting.limit(
    'invitation:accept',
    { max: 20, timeWindowMs: 15 * 60_000 },
    async (request) => `user:${(await requireUser(request)).id}`,
  );

  app.put(
    '/v1/source/:source_id/add_admin',
    {
      schema: {
        tags: TAGS,
        operationId: 'addSourceAdmin',
        summary:
          'Invite a person by e-mail address to administer the source; answers the same whether or not the ' +
          'address has an account (decision 029)',
        security: LOGGED_IN,
        params: SourceParamsSchema,
        body: AddAdminBodySchema,
        response: {
          202: detailSchema(
            'Accepted: the invitation is mailed to the address.',
            invitations.INVITATION_SENT,
          ),
          401: Unauthorized,
          403: Forbidden,
          404: NotFound,
          409: detailSchema('Conflict: the address belongs to an administrator of the source.'),
          429: detailSchema('Too Many Requests: too many invitations from this account or for this source.'),
        },
      },
    },
    async (request, reply) => {
      const caller = await requireUser(request);
      const answer = await invitations.inviteAdmin(
        deps,
        caller,
        request.params.source_id,
        request.body.email,
        async () => {
          await byInviter(request);
          await bySource(request);
        },
      );
      return reply.code(202).send(answer);
    },
  );

  app.get(
    '/v1/source/:source_id/invitations',
    {
      schema: {
        tags: TAGS,
        operationId: 'listSourceInvitations',
        summary: 'The source’s pending invitations to administer it',
        security: LOGGED_IN,
        params: SourceParamsSchema,
        response: { 200: SourceInvitationListSchema, 401: Unauthorized, 403: Forbidden, 404: NotFound },
      },
    },
    async (request) =>
      invitations.listPendingInvitations(db, await requireUser(request), request.params.source_id),
  );

  app.delete(
    '/v1/source/:source_id/invitations/:invitation_id',
    {
      schema: {
        tags: TAGS,
        operationId: 'revokeSourceInvitation',
        summary: 'Withdraw a pending invitation; its link stops working',
        security: LOGGED_IN,
        params: InvitationParamsSchema,
        response: {
          204: Type.Null({ description: 'Withdrawn.' }),
          401: Unauthorized,
          403: Forbidden,
          404: detailSchema('Not Found: no such source, or it has no pending invitation with this id.'),
        },
      },
    },
    async (request, reply) => {
      const { source_id, invitation_id } = request.params;
      await invitations.revokeInvitation(db, await requireUser(request), source_id, invitation_id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/v1/source/invitations/accept',
    {
      schema: {
        tags: TAGS,
        operationId: 'acceptSourceInvitation',
        summary:
          'Accept an invitation to administer a source, logged in with an account of the invited address',
        security: LOGGED_IN,
        body: AcceptInvitationBodySchema,
        response: {
          200: AcceptedInvitationSchema,
          400: detailSchema('Bad Request: the link is invalid, used, withdrawn or expired.'),
          401: Unauthorized,
          403: detailSchema('Forbidden: the invitation was sent to another address.'),
          429: TooMany,
        },
      },
      preHandler: limitAccepts,
    },
    async (request) => invitations.acceptInvitation(db, await requireUser(request), request.body.token),
  );
};
