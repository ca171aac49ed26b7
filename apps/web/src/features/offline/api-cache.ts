// What the service worker does with API calls (issue 14, decision record "installable-and-offline"):
// public reads go to the network first and a copy is kept; when the network fails, the copy answers,
// marked with the time it was fetched so the app never shows it as fresh. Writes never touch a cache.
// Runs in the service worker; everything it needs comes in as parameters, so tests drive it in Node.

/** Set on every stored copy: when it came from the server (ISO 8601). Network answers never carry it. */
export const FETCHED_AT_HEADER = 'x-fetched-at';
export const PUBLIC_API_CACHE = 'api-public';
/** Answers fetched with a token are kept per account (cache name + the token's subject) and dropped on logout. */
export const PERSONAL_API_CACHE_PREFIX = 'api-personal-';
/**
 * Logout writes its time here before it deletes the accounts' copies: an answer to a request sent before then that
 * arrives afterwards (a refetch in flight at logout) is not kept, and one kept meanwhile is deleted with its cache.
 * Not under the personal prefix, so the deletion leaves it.
 */
const FORGOTTEN_AT_CACHE = 'api-meta';
const FORGOTTEN_AT_KEY = '/personal-copies-forgotten-at';
/** Oldest copies go first beyond this many per cache. */
export const MAX_CACHED_API_ANSWERS = 400;

export type ApiRead =
  | { kind: 'get' }
  /** A read-only POST that asks for several items by id; each item is kept as its own GET's answer. */
  | { kind: 'multi'; item: 'event' | 'source'; idsField: 'event_ids' | 'source_ids' };

const MULTI_READS: Readonly<Record<string, ApiRead>> = {
  '/v1/event/multi': { kind: 'multi', item: 'event', idsField: 'event_ids' },
  '/v1/source/multi': { kind: 'multi', item: 'source', idsField: 'source_ids' },
};

// Account calls (tokens, profile, the account's alerts and saved lists), feeds and analysis downloads
// are never kept: they are personal, or not something to read offline.
const NEVER_KEPT = [
  /^\/v1\/user(\/|$)/,
  /^\/v1\/export(\/|$)/,
  /^\/v1\/analysis(\/|$)/,
  /^\/v1\/feeds(\/|$)/,
];

/** The kind of API read a request is, or undefined when the service worker must leave it to the network. */
export function apiReadOf(method: string, url: URL, origin: string): ApiRead | undefined {
  if (url.origin !== origin || !url.pathname.startsWith('/v1/')) return undefined;
  if (NEVER_KEPT.some((pattern) => pattern.test(url.pathname))) return undefined;
  if (method === 'GET') return { kind: 'get' };
  if (method === 'POST' && url.search === '') return MULTI_READS[url.pathname];
  return undefined;
}

/** The JWT subject of a Bearer token, unverified (only used to keep one account's copies apart). */
export function tokenSubjectOf(authorization: string | null): string | undefined {
  const match = /^Bearer\s+[^.]+\.([^.]+)\./i.exec(authorization ?? '');
  if (!match?.[1]) return undefined;
  try {
    const json: unknown = JSON.parse(atob(match[1].replace(/-/g, '+').replace(/_/g, '/')));
    const sub = (json as { sub?: unknown } | null)?.sub;
    return typeof sub === 'string' && /^[\w-]{1,64}$/.test(sub) ? sub : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The cache for a request's answers: the public one without credentials, the account's own one with a
 * Bearer token, none for other credentials (they are not the app's).
 */
export function cacheNameFor(authorization: string | null): string | undefined {
  if (authorization === null) return PUBLIC_API_CACHE;
  const subject = tokenSubjectOf(authorization);
  return subject === undefined ? undefined : `${PERSONAL_API_CACHE_PREFIX}${subject}`;
}

export interface ApiCacheDeps {
  caches: CacheStorage;
  fetch(request: Request): Promise<Response>;
  now(): Date;
  /** Told when a copy could not be kept (e.g. the storage quota ran out); the answer still goes out. */
  onStoreFailed?(error: unknown): void;
}

async function stamped(response: Response, fetchedAt: Date): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(FETCHED_AT_HEADER, fetchedAt.toISOString());
  // Encoding and length describe the network transfer, not the stored body.
  headers.delete('content-encoding');
  headers.delete('content-length');
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** Whether logout forgot the accounts' copies at or after `sentAt`. */
async function forgottenSince(caches: CacheStorage, sentAt: Date): Promise<boolean> {
  if (!(await caches.has(FORGOTTEN_AT_CACHE))) return false;
  const marker = await (await caches.open(FORGOTTEN_AT_CACHE)).match(FORGOTTEN_AT_KEY);
  return marker !== undefined && Date.parse(await marker.text()) >= sentAt.getTime();
}

/** Keeps a copy of an answer to a request sent at `sentAt`. */
async function keep(
  deps: ApiCacheDeps,
  cacheName: string,
  sentAt: Date,
  key: string,
  response: Response,
): Promise<void> {
  const personal = cacheName.startsWith(PERSONAL_API_CACHE_PREFIX);
  try {
    if (personal && (await forgottenSince(deps.caches, sentAt))) return;
    const cache = await deps.caches.open(cacheName);
    await cache.put(key, await stamped(response, deps.now()));
    const keys = await cache.keys();
    // keys() lists in insertion order; a re-put moves the key to the end, so the oldest go first.
    for (const old of keys.slice(0, Math.max(0, keys.length - MAX_CACHED_API_ANSWERS)))
      await cache.delete(old);
    // A logout between the check above and the put: its deletion may have run before the put recreated the cache.
    if (personal && (await forgottenSince(deps.caches, sentAt))) await deps.caches.delete(cacheName);
  } catch (error) {
    deps.onStoreFailed?.(error);
  }
}

async function findKept(
  deps: ApiCacheDeps,
  cacheNames: string[],
  key: string,
): Promise<Response | undefined> {
  for (const name of cacheNames) {
    if (!(await deps.caches.has(name))) continue;
    const found = await (await deps.caches.open(name)).match(key);
    if (found) return found;
  }
  return undefined;
}

/** Own copies first, then public ones: public data is the same for everyone. */
function lookupOrder(cacheName: string): string[] {
  return cacheName === PUBLIC_API_CACHE ? [PUBLIC_API_CACHE] : [cacheName, PUBLIC_API_CACHE];
}

function itemKey(origin: string, item: 'event' | 'source', id: number): string {
  return `${origin}/v1/${item}/${id}`;
}

async function idsOf(request: Request, field: string): Promise<number[]> {
  try {
    const body: unknown = await request.clone().json();
    const ids = Array.isArray(body) ? body : (body as Record<string, unknown> | null)?.[field];
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isSafeInteger(id)) : [];
  } catch {
    return [];
  }
}

async function answerGet(request: Request, cacheName: string, deps: ApiCacheDeps): Promise<Response> {
  const sentAt = deps.now();
  let response: Response;
  try {
    response = await deps.fetch(request);
  } catch (error) {
    const kept = await findKept(deps, lookupOrder(cacheName), request.url);
    if (kept) return kept;
    throw error;
  }
  if (response.status === 200) await keep(deps, cacheName, sentAt, request.url, response.clone());
  return response;
}

async function answerMulti(
  request: Request,
  read: Extract<ApiRead, { kind: 'multi' }>,
  cacheName: string,
  deps: ApiCacheDeps,
): Promise<Response> {
  const origin = new URL(request.url).origin;
  const ids = await idsOf(request, read.idsField);
  const sentAt = deps.now();
  let response: Response;
  try {
    response = await deps.fetch(request);
  } catch (error) {
    const kept = await assembleKept(deps, cacheName, origin, read.item, ids);
    if (kept) return kept;
    throw error;
  }
  if (response.status === 200) {
    const items: unknown = await response
      .clone()
      .json()
      .catch(() => undefined);
    if (Array.isArray(items)) {
      for (const item of items) {
        const id = (item as { id?: unknown } | null)?.id;
        if (typeof id !== 'number') continue;
        const copy = new Response(JSON.stringify(item), { headers: { 'content-type': 'application/json' } });
        await keep(deps, cacheName, sentAt, itemKey(origin, read.item, id), copy);
      }
    }
  }
  return response;
}

/** The kept items of `ids`, in their order, as the multi call would answer; stamped with the oldest copy's time. */
async function assembleKept(
  deps: ApiCacheDeps,
  cacheName: string,
  origin: string,
  item: 'event' | 'source',
  ids: number[],
): Promise<Response | undefined> {
  const items: unknown[] = [];
  let oldest: string | undefined;
  for (const id of ids) {
    const kept = await findKept(deps, lookupOrder(cacheName), itemKey(origin, item, id));
    if (!kept) continue;
    items.push(await kept.json());
    const fetchedAt = kept.headers.get(FETCHED_AT_HEADER) ?? undefined;
    if (fetchedAt !== undefined && (oldest === undefined || fetchedAt < oldest)) oldest = fetchedAt;
  }
  if (items.length === 0 && ids.length > 0) return undefined;
  return new Response(JSON.stringify(items), {
    headers: { 'content-type': 'application/json', [FETCHED_AT_HEADER]: oldest ?? deps.now().toISOString() },
  });
}

/**
 * Answers an API read (see `apiReadOf`): from the network when it answers, else from the kept copy;
 * without either the network's error goes to the app, which reports it as "no connection".
 */
export async function answerApiRead(request: Request, read: ApiRead, deps: ApiCacheDeps): Promise<Response> {
  const cacheName = cacheNameFor(request.headers.get('authorization'));
  if (cacheName === undefined) return deps.fetch(request);
  return read.kind === 'get'
    ? answerGet(request, cacheName, deps)
    : answerMulti(request, read, cacheName, deps);
}

/** Drops every account's kept answers (logout; a new login must never see the last account's copies). */
export async function deletePersonalApiCaches(caches: CacheStorage, now = new Date()): Promise<void> {
  // The time first, then the deletion (see FORGOTTEN_AT_CACHE).
  await (await caches.open(FORGOTTEN_AT_CACHE)).put(FORGOTTEN_AT_KEY, new Response(now.toISOString()));
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(PERSONAL_API_CACHE_PREFIX)).map((name) => caches.delete(name)),
  );
}
