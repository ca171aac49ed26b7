// The API calls under way that carry the account's token (a Bearer header). Logging out aborts them before the server
// ends the token: answered after it, they would fail with 401 for nothing (the account's sync at a session's restore,
// say), and the browser reports each such answer on its console.

const underWay = new Set<AbortController>();

type FetchRequest = (request: Request) => Promise<Response>;

/** Wraps the client's fetch so that abortTokenRequests can abort a request that carries a Bearer token. */
export function abortableWithToken(fetchRequest: FetchRequest): FetchRequest {
  return (request) => {
    if (!request.headers.get('Authorization')?.startsWith('Bearer ')) return fetchRequest(request);
    const controller = new AbortController();
    // The caller's own signal (a query cancelled, a timeout) still aborts it.
    const forward = () => controller.abort(request.signal.reason);
    if (request.signal.aborted) forward();
    else request.signal.addEventListener('abort', forward, { once: true });
    underWay.add(controller);
    return fetchRequest(new Request(request, { signal: controller.signal })).finally(() => {
      underWay.delete(controller);
      request.signal.removeEventListener('abort', forward);
    });
  };
}

/** Aborts every call under way that carries a Bearer token; their callers see an aborted request. */
export function abortTokenRequests(): void {
  for (const controller of underWay) controller.abort();
  underWay.clear();
}
