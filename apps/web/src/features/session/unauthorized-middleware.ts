// Spec §4 "Session": a 401 from any call while logged in means the token is no longer accepted
// (expired, password changed elsewhere, account deleted), so the session ends.
import type { Middleware } from 'openapi-fetch';
import { readStoredToken } from './access-token';

/**
 * Calls `onUnauthorized` for a 401 answer to a request that carried the stored token. A late 401 to a request sent
 * with an earlier token (before a logout and the next login) is not the current session's. Added to the client after
 * its error middleware, so it sees the answer before that one throws.
 */
export function unauthorizedMiddleware(onUnauthorized: () => void): Middleware {
  return {
    onResponse({ request, response }) {
      const token = readStoredToken();
      if (
        response.status === 401 &&
        token !== undefined &&
        request.headers.get('Authorization') === `Bearer ${token}`
      ) {
        onUnauthorized();
      }
      return undefined;
    },
  };
}
