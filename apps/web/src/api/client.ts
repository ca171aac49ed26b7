// The typed API client (openapi-fetch over the generated schema). Every non-2xx answer throws
// an ApiError and a request without answer throws NoResponseError, so callers (React Query
// hooks) only ever see data; the global handler in app/providers.tsx applies spec §8.
import createClient, { type Middleware } from 'openapi-fetch';
import { publicOrigin } from '../config';
import { ACCESS_TOKEN_NOTSET, API_CLIENT_VERSION, STORAGE_KEY_ACCESS_TOKEN } from '../constants';
import { ApiError, NoResponseError, readErrorBody } from './api-error';
import type { paths } from './schema.gen';
import { abortableWithToken } from './token-requests';

/** Bearer token from the stored 'access_token' unless it is the 'NOTSET' default (spec §3, §7). */
export const authMiddleware: Middleware = {
  onRequest({ request }) {
    const token = localStorage.getItem(STORAGE_KEY_ACCESS_TOKEN);
    if (token && token !== ACCESS_TOKEN_NOTSET && !request.headers.has('Authorization')) {
      request.headers.set('Authorization', `Bearer ${token}`);
    }
    return request;
  },
};

export const errorMiddleware: Middleware = {
  async onResponse({ request, response }) {
    if (response.ok) return undefined;
    const body = await readErrorBody(response);
    throw new ApiError({ request, status: response.status, statusText: response.statusText, body });
  },
  onError({ request, error }) {
    if (isAbort(error))
      return new ApiError({ request, status: 0, statusText: '', body: undefined, isAborted: true });
    return new NoResponseError(request, error);
  },
};

function isAbort(error: unknown): boolean {
  return (error instanceof DOMException || error instanceof Error) && error.name === 'AbortError';
}

export interface ApiClientOptions {
  /** Origin of the API; empty means the app's own origin (DESIGN §1: one server serves both). */
  baseUrl?: string;
  /** For tests: a fetch that answers without a network. */
  fetch?: typeof globalThis.fetch;
  /** Never send the account's token (public reads whose offline copy is everyone's, not the account's). */
  anonymous?: boolean;
}

export function createApiClient(options: ApiClientOptions = {}) {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? '',
    headers: { 'X-Client-Version': API_CLIENT_VERSION },
    // Read globalThis.fetch per call so test doubles installed later are honoured.
    fetch: abortableWithToken(options.fetch ?? ((request: Request) => globalThis.fetch(request))),
  });
  if (options.anonymous) client.use(errorMiddleware);
  else client.use(authMiddleware, errorMiddleware);
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;

const API_ORIGIN = typeof window === 'undefined' ? 'http://localhost' : publicOrigin();

export const api: ApiClient = createApiClient({ baseUrl: API_ORIGIN });

/** The same calls without the account's token: for public settings read in the background (the basemap). */
export const anonymousApi: ApiClient = createApiClient({ baseUrl: API_ORIGIN, anonymous: true });
