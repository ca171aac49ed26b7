import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/client';
import { clearStoredToken, storeToken } from './access-token';
import { unauthorizedMiddleware } from './unauthorized-middleware';

/** A client whose every call is answered 401, with the middleware; answers how often it ended the session. */
async function answered401(authorization: string): Promise<number> {
  const onUnauthorized = vi.fn();
  const client = createApiClient({
    baseUrl: 'https://app.test',
    fetch: async () => Response.json({ detail: 'Could not validate credentials' }, { status: 401 }),
  });
  client.use(unauthorizedMiddleware(onUnauthorized));
  await client.GET('/v1/user/me', { headers: { Authorization: authorization } }).catch(() => undefined);
  return onUnauthorized.mock.calls.length;
}

describe('unauthorizedMiddleware', () => {
  afterEach(clearStoredToken);

  it('ends the session when the stored token is refused', async () => {
    storeToken('eyJ.current.sig');
    expect(await answered401('Bearer eyJ.current.sig')).toBe(1);
  });

  it('keeps the session when a 401 answers a call sent with an earlier token (before a logout and this login)', async () => {
    storeToken('eyJ.current.sig');
    expect(await answered401('Bearer eyJ.earlier.sig')).toBe(0);
  });

  it('does nothing when no one is logged in', async () => {
    expect(await answered401('Bearer eyJ.earlier.sig')).toBe(0);
  });
});
