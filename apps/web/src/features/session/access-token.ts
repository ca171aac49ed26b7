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
 * The token's exp in milliseconds since 1970, or undefined when the token is not a JWT or its
 * payload has no numeric exp. The signature is the server's business; the app only schedules by it.
 */
export function tokenExpiryMs(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (payload === undefined) return undefined;
  try {
    const json: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof json !== 'object' || json === null || !('exp' in json)) return undefined;
    return typeof json.exp === 'number' && Number.isFinite(json.exp) ? json.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
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
