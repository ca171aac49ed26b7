// The session's calls (spec §7 "Users and session"): log in, load the user and the user's own
// sources, refresh the token.
import { api } from '../../api/client';
import type { JsonOk } from '../../api/wire-types';

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

/** The user (GET /v1/user/me) and the sources they administer (GET /v1/user/me/sources). */
export async function loadAccount(): Promise<Account> {
  const [me, sources] = await Promise.all([api.GET('/v1/user/me'), api.GET('/v1/user/me/sources')]);
  if (!me.data) throw new Error('/v1/user/me answered without a user');
  return { profile: me.data, administeredSourceIds: (sources.data ?? []).map((source) => source.id) };
}
