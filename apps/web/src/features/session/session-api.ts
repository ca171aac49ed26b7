// The session's calls (spec §7 "Users and session"): log in, load the user and the user's own
// sources, refresh the token.
import { api } from '../../api/client';
import type { JsonOk } from '../../api/wire-types';
import { type Language, STORAGE_KEY_LANGUAGE } from '../../constants';
import { languageAtLogin } from '../../i18n/language-rule';

export type AccountProfile = JsonOk<'/v1/user/me', 'get'>;

export interface Account {
  profile: AccountProfile;
  administeredSourceIds: number[];
}

/** POST /v1/user/get_token with the form-urlencoded username and password; answers the token. */
export async function requestToken(username: string, password: string): Promise<string> {
  const { data } = await api.POST('/v1/user/get_token', {
    body: { username, password },
    bodySerializer: (body) => new URLSearchParams(body),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  if (!data) throw new Error('get_token answered without a token');
  return data.access_token;
}

/** GET /v1/user/refresh_token with the current token; answers its replacement. */
export async function requestRefreshedToken(): Promise<string> {
  const { data } = await api.GET('/v1/user/refresh_token');
  if (!data) throw new Error('refresh_token answered without a token');
  return data.access_token;
}

/**
 * POST /v1/user/logout with the token being dropped, so the server ends it (and the account's other
 * tokens) instead of leaving a copy valid until its exp. Not awaited and errors ignored: the device logs
 * out either way, offline too.
 */
export function endSessionOnServer(token: string): void {
  api.POST('/v1/user/logout', { headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
}

/** The user (GET /v1/user/me) and the sources they administer (GET /v1/user/me/sources). */
export async function loadAccount(): Promise<Account> {
  const [me, sources] = await Promise.all([api.GET('/v1/user/me'), api.GET('/v1/user/me/sources')]);
  if (!me.data) throw new Error('/v1/user/me answered without a user');
  return { profile: me.data, administeredSourceIds: (sources.data ?? []).map((source) => source.id) };
}

/**
 * Issue 20 (spec §2 "Language handling"): at login the account's language and the device's stored one
 * become the same (language-rule.ts languageAtLogin). Answers the account, updated when it took the
 * device's language, and the language to show; the login form stores it and goes home in it (storing
 * it here would let the language gate leave the login page before the form has finished). A failed
 * save leaves the account as it was: the login itself has succeeded.
 */
export async function alignLanguageAtLogin(
  account: Account,
): Promise<{ account: Account; language: Language }> {
  const { language, saveOnAccount } = languageAtLogin(
    localStorage.getItem(STORAGE_KEY_LANGUAGE),
    account.profile.language,
  );
  if (!saveOnAccount) return { account, language };
  return { account: await saveAccountLanguage(account, language), language };
}

/** Saves the language on the account (PUT /v1/user/me); answers the account as saved, or as it was. */
export async function saveAccountLanguage(account: Account, language: Language): Promise<Account> {
  try {
    const { data } = await api.PUT('/v1/user/me', { body: { language } });
    return data ? { ...account, profile: data } : account;
  } catch {
    return account;
  }
}
