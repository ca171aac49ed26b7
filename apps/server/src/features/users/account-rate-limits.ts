// How often the account calls may be made: per client address (one machine trying many accounts) and per
// account (many machines trying one account, or one mailbox being flooded).
import type { FastifyRequest } from 'fastify';
import { type BasicPasswordCheckLimits, basicCredentials, requireUser } from '../../http/auth.js';
import {
  byIp,
  type RateLimitCheck,
  type RateLimitHook,
  type RateLimiting,
  type RateLimitKey,
  type RateLimitRule,
} from '../../http/rate-limit.js';

export type RateLimitedCall =
  | 'login'
  | 'register'
  | 'resetPassword'
  | 'resetPasswordConfirm'
  | 'resendVerification';

export interface CallLimits {
  perIp: RateLimitRule;
  perAccount: RateLimitRule;
}

export type AccountRateLimitSettings = Record<RateLimitedCall, CallLimits>;

const MINUTE_MS = 60_000;

const DEFAULT_ACCOUNT_RATE_LIMITS: AccountRateLimitSettings = Object.freeze({
  // Per address generously: several people may share one address (a household, an office, a NAT).
  login: {
    perIp: { max: 30, timeWindowMs: MINUTE_MS },
    perAccount: { max: 10, timeWindowMs: 15 * MINUTE_MS },
  },
  register: {
    perIp: { max: 30, timeWindowMs: 60 * MINUTE_MS },
    perAccount: { max: 5, timeWindowMs: 60 * MINUTE_MS },
  },
  resetPassword: {
    perIp: { max: 10, timeWindowMs: 15 * MINUTE_MS },
    perAccount: { max: 3, timeWindowMs: 15 * MINUTE_MS },
  },
  // The token carries 256 random bits; the limit only keeps guessers from hammering the database.
  resetPasswordConfirm: {
    perIp: { max: 20, timeWindowMs: 15 * MINUTE_MS },
    perAccount: { max: 20, timeWindowMs: 15 * MINUTE_MS },
  },
  resendVerification: {
    perIp: { max: 10, timeWindowMs: 15 * MINUTE_MS },
    perAccount: { max: 3, timeWindowMs: 15 * MINUTE_MS },
  },
});

/**
 * The defaults with the operator's per-address allowances for registering and logging in (config
 * REGISTRATIONS_PER_HOUR, LOGINS_PER_MINUTE): a campus or office behind one address needs more than a home.
 */
export function accountRateLimitSettings(perAddress: {
  registrationsPerHour: number;
  loginsPerMinute: number;
}): AccountRateLimitSettings {
  const defaults = DEFAULT_ACCOUNT_RATE_LIMITS;
  return {
    ...defaults,
    login: { ...defaults.login, perIp: { ...defaults.login.perIp, max: perAddress.loginsPerMinute } },
    register: {
      ...defaults.register,
      perIp: { ...defaults.register.perIp, max: perAddress.registrationsPerHour },
    },
  };
}

export type AccountRateLimits = Record<RateLimitedCall, { byIp: RateLimitHook; byAccount: RateLimitHook }> & {
  /** Counts a failed login on its account (login.byAccount counts nothing: it checks these failures). */
  countFailedLogin: RateLimitCheck;
};

/** Login names and e-mail addresses compare without regard to case, as the database does (citext). */
function accountKey(value: unknown): string {
  return `account:${typeof value === 'string' ? value.trim().toLowerCase() : ''}`;
}

function bodyField(field: string) {
  return (request: FastifyRequest) =>
    accountKey((request.body as Record<string, unknown> | undefined)?.[field]);
}

const ACCOUNT_KEYS: Record<RateLimitedCall, (request: FastifyRequest) => string | Promise<string>> = {
  login: bodyField('username'),
  register: bodyField('email'),
  resetPassword: bodyField('email'),
  resetPasswordConfirm: bodyField('token'),
  resendVerification: async (request) => `user:${(await requireUser(request)).id}`,
};

/**
 * A login's account counts failures only (issue 17 finding 7: counting every login let anyone who knows a
 * user name lock its owner out by logging in as often as the limit); the address counts every try.
 */
function loginFailures(limiting: RateLimiting, settings: AccountRateLimitSettings, key: RateLimitKey) {
  return limiting.failures('login:account', settings.login.perAccount, key);
}

export function accountRateLimits(
  limiting: RateLimiting,
  settings: AccountRateLimitSettings,
): AccountRateLimits {
  const entries = (Object.keys(ACCOUNT_KEYS) as RateLimitedCall[]).map((call) => {
    const { perIp, perAccount } = settings[call];
    return [
      call,
      {
        byIp: limiting.limit(`${call}:ip`, perIp, byIp),
        byAccount: limiting.limit(`${call}:account`, perAccount, ACCOUNT_KEYS[call]),
      },
    ] as const;
  });
  const failures = loginFailures(limiting, settings, ACCOUNT_KEYS.login);
  const limits = Object.fromEntries(entries) as Record<
    RateLimitedCall,
    { byIp: RateLimitHook; byAccount: RateLimitHook }
  >;
  return {
    ...limits,
    login: { byIp: limits.login.byIp, byAccount: failures.check },
    countFailedLogin: failures.count,
  };
}

/**
 * get_token's limits for the password checks of HTTP Basic credentials: the same counters, so guesses cost
 * the same tries whichever way they come, the account keyed by the Basic login name.
 */
export function basicCredentialLimits(
  limiting: RateLimiting,
  settings: AccountRateLimitSettings,
): BasicPasswordCheckLimits {
  const byAddress = limiting.check('login:ip', settings.login.perIp, byIp);
  const failures = loginFailures(limiting, settings, (request) =>
    accountKey(basicCredentials(request)?.login),
  );
  return {
    async before(request) {
      await byAddress(request);
      await failures.check(request);
    },
    failed: failures.count,
  };
}
