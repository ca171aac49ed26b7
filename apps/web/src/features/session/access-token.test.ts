import { afterEach, describe, expect, it } from 'vitest';
import { clearStoredToken, isTokenExpired, readStoredToken, storeToken, tokenExpiryMs } from './access-token';
import { testToken } from './test-tokens';

afterEach(() => localStorage.clear());

describe('the stored access token', () => {
  it('counts the NOTSET default and a missing value as no token', () => {
    expect(readStoredToken()).toBeUndefined();
    localStorage.setItem('access_token', 'NOTSET');
    expect(readStoredToken()).toBeUndefined();
  });

  it('is stored under access_token and cleared back to NOTSET', () => {
    storeToken('a.b.c');
    expect(localStorage.getItem('access_token')).toBe('a.b.c');
    expect(readStoredToken()).toBe('a.b.c');
    clearStoredToken();
    expect(localStorage.getItem('access_token')).toBe('NOTSET');
  });
});

describe('the token expiry', () => {
  it('is read from the JWT payload, in milliseconds', () => {
    expect(tokenExpiryMs(testToken({ exp: 1_900_000_000 }))).toBe(1_900_000_000_000);
  });

  it('reads payloads with non-ASCII text and URL-safe base64', () => {
    expect(tokenExpiryMs(testToken({ exp: 1_900_000_000, name: 'Jürgen ~?~' }))).toBe(1_900_000_000_000);
  });

  it('is unknown for a payload without exp or a value that is no JWT', () => {
    expect(tokenExpiryMs(testToken({ sub: '1' }))).toBeUndefined();
    expect(tokenExpiryMs(testToken({ exp: 'soon' }))).toBeUndefined();
    expect(tokenExpiryMs('not-a-jwt')).toBeUndefined();
    expect(tokenExpiryMs('a.%%%.c')).toBeUndefined();
  });

  it('makes a token expired from its exp on, and never when exp is unknown', () => {
    const token = testToken({ exp: 1000 });
    expect(isTokenExpired(token, 999_999)).toBe(false);
    expect(isTokenExpired(token, 1_000_000)).toBe(true);
    expect(isTokenExpired(testToken({}), Number.MAX_SAFE_INTEGER)).toBe(false);
  });
});
