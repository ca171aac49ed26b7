// Who is calling (DESIGN §4.4): a Bearer access token, or HTTP Basic credentials for scripts. Routes ask
// with `requireUser` / `requirePlatformAdmin`; public routes never look, so a bad token cannot break them.
// The users themselves are the users feature's: app.ts passes its lookup in (http/ reads no feature's tables).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '../db/tables.js';
import type { AccessTokenIssuer } from './access-token.js';
import { AppError } from './errors.js';
import type { RateLimitCheck } from './rate-limit.js';
import { VerifiedBasicCredentials } from './verified-basic-credentials.js';

export interface Caller {
  id: number;
  username: string;
  email: string;
  language: Language;
  verified: boolean;
  /** Platform admin (DESIGN §4.5: the single truth). */
  admin: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated user, undefined without credentials; 401 for credentials that do not check out. */
    caller(): Promise<Caller | undefined>;
  }
}

/** A user as authentication needs it: the caller's fields and when the password last changed. */
export interface AuthenticatedUser extends Caller {
  password_changed_at: Date;
  /** Raised by logout and password changes: tokens carrying an older one are refused (migration 022). */
  token_version: number;
}

/** How authentication finds users: undefined for no such user, or for a wrong login or password. */
export interface UserLookup {
  findUserById(id: number): Promise<AuthenticatedUser | undefined>;
  findUserByCredentials(login: string, password: string): Promise<AuthenticatedUser | undefined>;
}

export interface AuthenticationOptions {
  users: UserLookup;
  tokens: AccessTokenIssuer;
  /** The login limits on password checks of HTTP Basic credentials. */
  basicPasswordChecks: BasicPasswordCheckLimits;
}

export interface BasicPasswordCheckLimits {
  /** Before a password check: throws a 429 when the address or the login name is over its limit. */
  before: RateLimitCheck;
  /** After a failed check: counts it on the login name. */
  failed: RateLimitCheck;
}

export interface BasicCredentials {
  login: string;
  password: string;
}

const INVALID_CREDENTIALS = 'Could not validate credentials';

function toCaller(user: AuthenticatedUser): Caller {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    language: user.language,
    verified: user.verified,
    admin: user.admin,
  };
}

function unauthorized(): AppError {
  return new AppError('unauthorized', INVALID_CREDENTIALS);
}

async function callerFromBearer(options: AuthenticationOptions, token: string): Promise<Caller> {
  const claims = await options.tokens.verify(token);
  if (claims === undefined) throw unauthorized();
  const user = await options.users.findUserById(claims.userId);
  if (user === undefined) throw unauthorized();
  // A password change ends every session started before it (iat is whole seconds).
  if (claims.issuedAt < Math.floor(user.password_changed_at.getTime() / 1000)) throw unauthorized();
  // Logout ended it (issue 17 finding 7), or a password change did.
  if (claims.tokenVersion !== user.token_version) throw unauthorized();
  return toCaller(user);
}

/** The login and password of an `Authorization: Basic` header, undefined for any other header. */
export function basicCredentials(request: FastifyRequest): BasicCredentials | undefined {
  const [scheme = '', encoded = ''] = (request.headers.authorization ?? '').trim().split(/\s+/, 2);
  if (scheme.toLowerCase() !== 'basic') return undefined;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) return undefined;
  return { login: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

async function callerFromBasic(
  options: AuthenticationOptions,
  verified: VerifiedBasicCredentials,
  request: FastifyRequest,
): Promise<Caller> {
  const credentials = basicCredentials(request);
  if (credentials === undefined) throw unauthorized();
  const { login, password } = credentials;
  const remembered = verified.find(login, password);
  if (remembered !== undefined) {
    const user = await options.users.findUserById(remembered.userId);
    if (user?.password_changed_at.getTime() === remembered.passwordChangedAt) return toCaller(user);
    verified.forget(login, password);
  }
  // Counted before the hash work, so a caller over the limit costs no password check.
  await options.basicPasswordChecks.before(request);
  const user = await options.users.findUserByCredentials(login, password);
  if (user === undefined) {
    await options.basicPasswordChecks.failed(request);
    throw unauthorized();
  }
  verified.remember(login, password, {
    userId: user.id,
    passwordChangedAt: user.password_changed_at.getTime(),
  });
  return toCaller(user);
}

async function resolveCaller(
  options: AuthenticationOptions,
  verified: VerifiedBasicCredentials,
  request: FastifyRequest,
): Promise<Caller | undefined> {
  const header = request.headers.authorization;
  if (header === undefined || header.trim() === '') return undefined;
  const [scheme = '', credentials = ''] = header.trim().split(/\s+/, 2);
  if (credentials === '') throw unauthorized();
  switch (scheme.toLowerCase()) {
    case 'bearer':
      return callerFromBearer(options, credentials);
    case 'basic':
      return callerFromBasic(options, verified, request);
    default:
      throw unauthorized();
  }
}

/**
 * Whether a route's OpenAPI security demands credentials: it lists schemes and no empty alternative (`{}`,
 * "credentials optional", as on GET /v1/feeds).
 */
function needsCredentials(security: unknown): boolean {
  if (!Array.isArray(security) || security.length === 0) return false;
  return security.every((requirement) => Object.keys(requirement as object).length > 0);
}

async function checkCredentialsFirst(request: FastifyRequest): Promise<void> {
  await requireUser(request);
}

export function registerAuthentication(app: FastifyInstance, options: AuthenticationOptions): void {
  // Issue 17 finding 7: a route that needs credentials asks for them before it validates the request, so an
  // anonymous caller learns 401, not what the body should look like (422). Routes keep their own checks.
  app.addHook('onRoute', (route) => {
    if (!needsCredentials((route.schema as { security?: unknown } | undefined)?.security)) return;
    const existing = route.preValidation;
    route.preValidation = [
      checkCredentialsFirst,
      ...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]),
    ];
  });
  // One lookup per request however often a handler asks.
  const resolved = new WeakMap<FastifyRequest, Promise<Caller | undefined>>();
  const verified = new VerifiedBasicCredentials();
  app.decorateRequest('caller', function caller(this: FastifyRequest) {
    let pending = resolved.get(this);
    if (pending === undefined) {
      pending = resolveCaller(options, verified, this);
      resolved.set(this, pending);
    }
    return pending;
  });
}

/** 401 unless someone is logged in. */
export async function requireUser(request: FastifyRequest): Promise<Caller> {
  const caller = await request.caller();
  if (caller === undefined) throw new AppError('unauthorized', 'Not authenticated');
  return caller;
}

/** 401 when anonymous, 403 for a logged-in user who is not a platform admin (spec §6). */
export async function requirePlatformAdmin(request: FastifyRequest): Promise<Caller> {
  const caller = await requireUser(request);
  if (!caller.admin) throw new AppError('forbidden', 'Only platform admins may do this');
  return caller;
}
