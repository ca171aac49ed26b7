// A fake account server for screen tests: answers the session's and the account forms' calls (and the merges
// of a session's start, test/account-merges.ts) like the real API, and records what was asked.
import { vi } from 'vitest';
import { accountMergeResponse } from '../../test/account-merges';
import type { AccountProfile } from './session-api';
import { tokenExpiringIn } from './test-tokens';

export const TEST_PROFILE: AccountProfile = {
  id: 7,
  username: 'alex',
  email: 'alex@example.org',
  language: 'en',
  verified: false,
  receive_newsletter: false,
  admin: false,
  administrated_sources: [{ id: 3 }],
  saved_events: [],
  saved_sources: [],
};

type Answer = (request: Request) => Response | Promise<Response> | undefined;

/** Installs a fetch that answers the account calls; `answers` override single paths. */
export function fakeAccountServer(answers: Record<string, Answer> = {}, profile = TEST_PROFILE) {
  const requests: Request[] = [];
  const fetchMock = vi.fn(async (request: Request) => {
    requests.push(request.clone());
    const { pathname } = new URL(request.url);
    const key = `${request.method} ${pathname}`;
    const override = answers[key]?.(request);
    if (override !== undefined) return override;
    const merged = await accountMergeResponse(request);
    if (merged !== undefined) return merged;
    switch (key) {
      case 'POST /v1/user/get_token':
      case 'GET /v1/user/refresh_token':
        return Response.json({ access_token: tokenExpiringIn(60), token_type: 'bearer', expires_at: 0 });
      case 'GET /v1/user/me':
        return Response.json(profile);
      case 'GET /v1/user/me/sources':
        return Response.json([{ id: 3 }]);
      case 'POST /v1/user/logout':
        return new Response(null, { status: 204 });
      default:
        return Response.json({ detail: 'Not Found' }, { status: 404 });
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    calls: (key: string) =>
      requests.filter((request) => `${request.method} ${new URL(request.url).pathname}` === key),
  };
}

export const unauthorized = () =>
  Response.json({ detail: 'Could not validate credentials' }, { status: 401 });
