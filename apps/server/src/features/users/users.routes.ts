// Spec §7 "Users and session": the own profile, the own sources, and platform admins managing users (spec §6).
// Registers the account calls (register, verify, login, password reset) from account.routes.ts alongside.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { AccessTokenIssuer } from '../../http/access-token.js';
import { requirePlatformAdmin, requireUser } from '../../http/auth.js';
import { detailSchema } from '../../http/error-schemas.js';
import type { RateLimiting } from '../../http/rate-limit.js';
import type { Mailer } from '../../mail/mailer.js';
import { AdministeredSourceSchema } from '../sources/sources.schemas.js';
import { accountRoutes, LOGGED_IN, Unauthorized } from './account.routes.js';
import { type AccountRateLimitSettings, accountRateLimits } from './account-rate-limits.js';
import {
  AdminIdListSchema,
  AdminUpdateUserBodySchema,
  MakeAdminBodySchema,
  RemoveAdminBodySchema,
  UpdateMeBodySchema,
  UserParamsSchema,
  UserSchema,
} from './users.schemas.js';
import * as users from './users.service.js';

export interface UsersRoutesOptions {
  db: Db;
  config: Readonly<Config>;
  tokens: AccessTokenIssuer;
  mailer: Mailer;
  /** The app's limiter: HTTP Basic authentication counts get_token's tries on the same counters. */
  limiting: RateLimiting;
  rateLimits: AccountRateLimitSettings;
}

const TAGS = ['users'];
const Forbidden = detailSchema('Forbidden: only platform admins may do this.');
const NotFound = detailSchema('Not Found: no user has this id or e-mail address.');
const LastAdmin = detailSchema('Conflict: the last platform admin cannot give up the role.');

export const usersRoutes: FastifyPluginAsyncTypebox<UsersRoutesOptions> = async (app, options) => {
  const { db, config, tokens, mailer } = options;
  const limits = accountRateLimits(options.limiting, options.rateLimits);
  await app.register(accountRoutes, { deps: { db, config, tokens, mailer, log: app.log }, limits });

  app.get(
    '/v1/user/me',
    {
      schema: {
        tags: TAGS,
        operationId: 'getMe',
        summary: 'The logged-in user',
        security: LOGGED_IN,
        response: { 200: UserSchema, 401: Unauthorized },
      },
    },
    async (request) => users.getUser(db, (await requireUser(request)).id),
  );

  app.put(
    '/v1/user/me',
    {
      schema: {
        tags: TAGS,
        operationId: 'updateMe',
        summary:
          'Change language, newsletter opt-in or password (with current_password). A new password ends every ' +
          'session, this one too: log in again with it',
        security: LOGGED_IN,
        body: UpdateMeBodySchema,
        response: { 200: UserSchema, 401: Unauthorized },
      },
    },
    async (request) => users.updateMe(db, await requireUser(request), request.body),
  );

  app.delete(
    '/v1/user/me',
    {
      schema: {
        tags: TAGS,
        operationId: 'deleteMe',
        summary: 'Delete the own account and its personal data; sources and events stay',
        security: LOGGED_IN,
        response: {
          204: Type.Null({ description: 'The account is deleted.' }),
          401: Unauthorized,
          409: LastAdmin,
        },
      },
    },
    async (request, reply) => {
      await users.deleteMe(db, await requireUser(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/v1/user/me/sources',
    {
      schema: {
        tags: TAGS,
        operationId: 'listMySources',
        summary: 'The sources the logged-in user administers, in id order, whatever their approval status',
        security: LOGGED_IN,
        response: { 200: Type.Array(AdministeredSourceSchema), 401: Unauthorized },
      },
    },
    async (request) => users.listAdministeredSources(db, await requireUser(request)),
  );

  app.get(
    '/v1/user/admins',
    {
      schema: {
        tags: TAGS,
        operationId: 'listAdminIds',
        summary:
          'Ids of the platform admins, for platform admins (DESIGN §4.5: derived from each user’s admin flag)',
        security: LOGGED_IN,
        response: { 200: AdminIdListSchema, 401: Unauthorized, 403: Forbidden },
      },
    },
    async (request) => {
      await requirePlatformAdmin(request);
      return users.listAdminIds(db);
    },
  );

  app.post(
    '/v1/user/make_admin',
    {
      schema: {
        tags: TAGS,
        operationId: 'makeAdmin',
        summary: 'Make a user a platform admin, by e-mail address or id',
        security: LOGGED_IN,
        body: MakeAdminBodySchema,
        response: { 200: UserSchema, 401: Unauthorized, 403: Forbidden, 404: NotFound },
      },
    },
    async (request) => {
      await requirePlatformAdmin(request);
      return users.makeAdmin(db, request.body);
    },
  );

  app.post(
    '/v1/user/remove_admin',
    {
      schema: {
        tags: TAGS,
        operationId: 'removeAdmin',
        summary: 'Take platform admin rights away from a user (spec §6 "un-adminify")',
        security: LOGGED_IN,
        body: RemoveAdminBodySchema,
        response: { 200: UserSchema, 401: Unauthorized, 403: Forbidden, 404: NotFound, 409: LastAdmin },
      },
    },
    async (request) => {
      await requirePlatformAdmin(request);
      return users.updateUser(db, request.body.user_id, { admin: false });
    },
  );

  app.get(
    '/v1/user/:user_id',
    {
      schema: {
        tags: TAGS,
        operationId: 'getUser',
        summary: 'A user (platform admins)',
        security: LOGGED_IN,
        params: UserParamsSchema,
        response: { 200: UserSchema, 401: Unauthorized, 403: Forbidden, 404: NotFound },
      },
    },
    async (request) => {
      await requirePlatformAdmin(request);
      return users.getUser(db, request.params.user_id);
    },
  );

  app.put(
    '/v1/user/:user_id',
    {
      schema: {
        tags: TAGS,
        operationId: 'updateUser',
        summary: 'Change a user’s language, newsletter opt-in, verified flag or admin role (platform admins)',
        security: LOGGED_IN,
        params: UserParamsSchema,
        body: AdminUpdateUserBodySchema,
        response: { 200: UserSchema, 401: Unauthorized, 403: Forbidden, 404: NotFound, 409: LastAdmin },
      },
    },
    async (request) => {
      await requirePlatformAdmin(request);
      return users.updateUser(db, request.params.user_id, request.body);
    },
  );
};
