// The stored access token (spec §3 "Other values stored on the device": 'access_token', default
// 'NOTSET') and the expiry read from its JWT payload (spec §4 "Session").
import { ACCESS_TOKEN_NOTSET, STORAGE_KEY_ACCESS_TOKEN } from '../../constants';

export function readStoredToken(): string | undefined {
  const token = localStorage.getItem(STORAGE_KEY_ACCESS_TOKEN);
  return token === null || token === '' || token === ACCESS_TOKEN_NOTSET ? undefined : token;
}

export function storeToken(token: string): void {
  localStorage.setItem(STORAGE_KEY_ACCESS_TOKEN, token);
}

export function clearStoredToken(): void {
  localStorage.setItem(STORAGE_KEY_ACCESS_TOKEN, ACCESS_TOKEN_NOTSET);
}

/**
 * A time claim of the token's JWT payload (exp, iat) in milliseconds since 1970, or undefined when
 * the token is not a JWT or the claim is not a number. The signature is the server's business;
 * the app only schedules by these times.
 */
export function tokenTimeMs(token: string, claim: 'exp' | 'iat'): number | undefined {
  const payload = token.split('.')[1];
  if (payload === undefined) return undefined;
  try {
    const json: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof json !== 'object' || json === null) return undefined;
    const value: unknown = (json as Record<string, unknown>)[claim];
    return typeof value === 'number' && Number.isFinite(value) ? value * 1000 : undefined;
  } catch {
    return undefined;
  }
}

export function tokenExpiryMs(token: string): number | undefined {
  return tokenTimeMs(token, 'exp');
}

/** A token without a readable exp is not known to be expired; the server decides on first use. */
export function isTokenExpired(token: string, nowMs: number): boolean {
  const expiry = tokenExpiryMs(token);
  return expiry !== undefined && expiry <= nowMs;
}

function decodeBase64Url(text: string): string {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}
