import { afterEach, describe, expect, it } from 'vitest';
import { abortableWithToken, abortTokenRequests } from './token-requests';

/** A fetch whose answers wait until the test releases them, or fail as the browser's do once aborted. */
function pendingFetch() {
  const seen: Request[] = [];
  const releases: (() => void)[] = [];
  const fetchRequest = (request: Request) =>
    new Promise<Response>((resolve, reject) => {
      seen.push(request);
      releases.push(() => resolve(new Response('{}')));
      request.signal.addEventListener('abort', () => reject(request.signal.reason));
    });
  const releaseAll = () => {
    for (const release of releases) release();
  };
  return { fetch: abortableWithToken(fetchRequest), seen, releaseAll };
}

const withToken = (init: RequestInit = {}) =>
  new Request('https://app.test/v1/user/me/saved/merge', {
    ...init,
    method: 'POST',
    headers: { Authorization: 'Bearer eyJ.token.sig' },
    body: '{}',
  });

describe('abortTokenRequests', () => {
  afterEach(abortTokenRequests);

  it('aborts the calls under way that carry a Bearer token, body and headers intact until then', async () => {
    const api = pendingFetch();
    const answer = api.fetch(withToken());
    expect(await api.seen[0]?.text()).toBe('{}');
    expect(api.seen[0]?.headers.get('Authorization')).toBe('Bearer eyJ.token.sig');
    abortTokenRequests();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('leaves calls without a token, and calls that have been answered, alone', async () => {
    const api = pendingFetch();
    const anonymous = api.fetch(new Request('https://app.test/v1/topic/'));
    const answered = api.fetch(withToken());
    api.releaseAll();
    await answered;
    abortTokenRequests();
    expect(api.seen[0]?.signal.aborted).toBe(false);
    expect(api.seen[1]?.signal.aborted).toBe(false);
    api.releaseAll();
    await expect(anonymous).resolves.toBeInstanceOf(Response);
  });

  it('still aborts a call with a token when its caller does', async () => {
    const api = pendingFetch();
    const caller = new AbortController();
    const answer = api.fetch(withToken({ signal: caller.signal }));
    caller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
  });
});
