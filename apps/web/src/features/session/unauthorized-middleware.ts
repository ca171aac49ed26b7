// Spec §4 "Session": a 401 from any call while logged in means the token is no longer accepted
// (expired, password changed elsewhere, account deleted), so the session ends.
import type { Middleware } from 'openapi-fetch';

/**
 * Calls `onUnauthorized` for a 401 answer to a request that carried a Bearer token. Added to the
 * client after its error middleware, so it sees the answer before that one throws.
 */
export function unauthorizedMiddleware(onUnauthorized: () => void): Middleware {
  return {
    onResponse({ request, response }) {
      if (response.status === 401 && request.headers.get('Authorization')?.startsWith('Bearer ')) {
        onUnauthorized();
      }
      return undefined;
    },
  };
}
