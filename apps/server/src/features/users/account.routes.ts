// Spec §7 "Users and session" and DESIGN §4.7: registration, e-mail verification, login, token refresh and
// password reset. Every call someone could use to guess passwords or flood mailboxes is rate-limited.
import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireUser } from '../../http/auth.js';
import { detailSchema } from '../../http/error-schemas.js';
import type { AccountDeps } from './account.service.js';
import * as account from './account.service.js';
import type { AccountRateLimits } from './account-rate-limits.js';
import {
  AccessTokenSchema,
  DetailSchema,
  LoginFormSchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  ResetPasswordConfirmBodySchema,
  TokenBodySchema,
  UserSchema,
} from './users.schemas.js';

export interface AccountRoutesOptions {
  deps: AccountDeps;
  limits: AccountRateLimits;
}

const TAGS = ['users'];
/** OpenAPI security of the calls that need a logged-in user (DESIGN §4.4). */
export const LOGGED_IN: Record<string, string[]>[] = [{ bearerAuth: [] }, { basicAuth: [] }];
export const Unauthorized = detailSchema('Unauthorized: not logged in, or the token is invalid or expired.');
const TooMany = detailSchema('Too Many Requests: wait a little and try again.');
const BadToken = detailSchema('Bad Request: the link is invalid, was used already, or has expired.');

export const accountRoutes: FastifyPluginAsyncTypebox<AccountRoutesOptions> = async (
  app,
  { deps, limits },
) => {
  // get_token takes an OAuth2-style form (spec §7); only this plugin's routes parse forms.
  await app.register(formbody);

  app.post(
    '/v1/user/register',
    {
      schema: {
        tags: TAGS,
        operationId: 'registerUser',
        summary: 'Create an account; it starts unverified and a verification mail is sent (spec §4)',
        body: RegisterBodySchema,
        response: {
          201: UserSchema,
          409: detailSchema('Conflict: the username or e-mail address is taken.'),
          429: TooMany,
        },
      },
      onRequest: limits.register.byIp,
      preHandler: limits.register.byAccount,
    },
    async (request, reply) => reply.code(201).send(await account.registerUser(deps, request.body)),
  );

  app.post(
    '/v1/user/verify',
    {
      schema: {
        tags: TAGS,
        operationId: 'verifyEmail',
        summary:
          'Confirm the e-mail address with the token from the verification mail (valid 48 hours, once)',
        body: TokenBodySchema,
        response: { 200: DetailSchema, 400: BadToken },
      },
    },
    (request) => account.verifyEmail(deps, request.body.token),
  );

  app.post(
    '/v1/user/resend-verification',
    {
      schema: {
        tags: TAGS,
        operationId: 'resendVerificationMail',
        summary: 'Send the verification mail again (Settings)',
        security: LOGGED_IN,
        response: {
          200: DetailSchema,
          401: Unauthorized,
          409: detailSchema('Conflict: the e-mail address is already verified.'),
          429: TooMany,
        },
      },
      onRequest: limits.resendVerification.byIp,
      preHandler: limits.resendVerification.byAccount,
    },
    async (request) => account.resendVerification(deps, await requireUser(request)),
  );

  app.post(
    '/v1/user/get_token',
    {
      schema: {
        tags: TAGS,
        operationId: 'getToken',
        summary: 'Log in with username (or e-mail address) and password; answers an access token',
        consumes: ['application/x-www-form-urlencoded'],
        body: LoginFormSchema,
        response: {
          200: AccessTokenSchema,
          401: detailSchema('Unauthorized: incorrect username or password.'),
          429: TooMany,
        },
      },
      onRequest: limits.login.byIp,
      preHandler: limits.login.byAccount,
    },
    (request) => account.logIn(deps, request.body, () => limits.countFailedLogin(request)),
  );

  app.get(
    '/v1/user/refresh_token',
    {
      schema: {
        tags: TAGS,
        operationId: 'refreshToken',
        summary: 'A fresh access token for the logged-in user (spec §4 "Session")',
        security: LOGGED_IN,
        response: { 200: AccessTokenSchema, 401: Unauthorized },
      },
    },
    async (request) => account.refreshToken(deps, await requireUser(request)),
  );

  app.post(
    '/v1/user/logout',
    {
      schema: {
        tags: TAGS,
        operationId: 'logOut',
        summary: "Log out: ends every access token of the caller's, on this device and all others",
        description:
          "Access tokens carry a version of their user's sessions; logging out raises it, as a password change " +
          'does, so a copied token stops working before its exp. HTTP Basic credentials are not a session: ' +
          'they keep working until the password changes.',
        security: LOGGED_IN,
        response: { 204: Type.Null({ description: 'Logged out.' }), 401: Unauthorized },
      },
    },
    async (request, reply) => {
      await account.logOut(deps, await requireUser(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/v1/user/reset-password',
    {
      schema: {
        tags: TAGS,
        operationId: 'requestPasswordReset',
        summary:
          'Mail a password-reset link (valid 1 hour) to the address if it has an account; answers the same either way',
        body: ResetPasswordBodySchema,
        response: { 200: DetailSchema, 429: TooMany },
      },
      onRequest: limits.resetPassword.byIp,
      preHandler: limits.resetPassword.byAccount,
    },
    (request) => account.requestPasswordReset(deps, request.body.email),
  );

  app.post(
    '/v1/user/reset-password/confirm',
    {
      schema: {
        tags: TAGS,
        operationId: 'confirmPasswordReset',
        summary: 'Set a new password with the token from the reset mail; ends every session',
        body: ResetPasswordConfirmBodySchema,
        response: { 200: DetailSchema, 400: BadToken, 429: TooMany },
      },
      onRequest: limits.resetPasswordConfirm.byIp,
      preHandler: limits.resetPasswordConfirm.byAccount,
    },
    (request) => account.confirmPasswordReset(deps, request.body),
  );
};
