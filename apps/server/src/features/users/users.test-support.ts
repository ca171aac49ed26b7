// Helpers for the account API tests: log in over HTTP, and an access token from before a given moment.
import { SignJWT } from 'jose';
import type { Config } from '../../config.js';
import { resolveJwtSecret } from '../../http/jwt-secret.js';
import type { AccountRateLimitSettings } from './account-rate-limits.js';

export async function logIn(baseUrl: string, username: string, password: string): Promise<Response> {
  return fetch(`${baseUrl}/v1/user/get_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  });
}

/** `Authorization` value of a valid token issued a minute ago, i.e. a session older than a password change now. */
export async function bearerIssuedAMinuteAgo(config: Readonly<Config>, userId: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuedAt(now - 60)
    .setExpirationTime(now + 3600)
    .sign(new TextEncoder().encode(await resolveJwtSecret(config)));
  return `Bearer ${token}`;
}

export function authorized(authorization: string): { headers: { authorization: string } } {
  return { headers: { authorization } };
}

const GENEROUS = { max: 10_000, timeWindowMs: 60_000 };

/** For tests about something else than rate limits: they make more calls from one address than people do. */
export const GENEROUS_RATE_LIMITS: AccountRateLimitSettings = {
  login: { perIp: GENEROUS, perAccount: GENEROUS },
  register: { perIp: GENEROUS, perAccount: GENEROUS },
  resetPassword: { perIp: GENEROUS, perAccount: GENEROUS },
  resetPasswordConfirm: { perIp: GENEROUS, perAccount: GENEROUS },
  resendVerification: { perIp: GENEROUS, perAccount: GENEROUS },
};
