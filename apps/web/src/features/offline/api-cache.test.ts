import { describe, expect, it } from 'vitest';
import {
  type ApiCacheDeps,
  answerApiRead,
  apiReadOf,
  cacheNameFor,
  deletePersonalApiCaches,
  FETCHED_AT_HEADER,
  MAX_CACHED_API_ANSWERS,
  PUBLIC_API_CACHE,
  tokenSubjectOf,
} from './api-cache';
import { MemoryCacheStorage } from './memory-cache-storage';

const ORIGIN = 'https://app.test';
const url = (path: string) => new URL(path, ORIGIN);

function tokenFor(sub: string): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part({ sub, exp: 2_000_000_000 })}.signature`;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A network that answers from `answers` by "METHOD path", or fails like a lost connection when `down`. */
function fakeNetwork(answers: Record<string, () => Response>) {
  const network = {
    down: false,
    calls: [] as string[],
    async fetch(request: Request): Promise<Response> {
      const key = `${request.method} ${new URL(request.url).pathname}`;
      network.calls.push(key);
      if (network.down) throw new TypeError('Failed to fetch');
      const answer = answers[key];
      return answer ? answer() : json({ detail: 'Not Found' }, 404);
    },
  };
  return network;
}

function setUp(answers: Record<string, () => Response>) {
  const storage = new MemoryCacheStorage();
  const network = fakeNetwork(answers);
  let now = new Date('2026-11-26T01:00:00Z');
  const storeFailures: unknown[] = [];
  const deps: ApiCacheDeps = {
    caches: storage.asCacheStorage(),
    fetch: (request) => network.fetch(request),
    now: () => now,
    onStoreFailed: (error) => storeFailures.push(error),
  };
  const ask = (request: Request) => {
    const read = apiReadOf(request.method, new URL(request.url), ORIGIN);
    if (!read) throw new Error(`not an API read: ${request.method} ${request.url}`);
    return answerApiRead(request, read, deps);
  };
  return { storage, network, deps, ask, storeFailures, setNow: (date: Date) => (now = date) };
}

const event = (id: number) => ({ id, name: `Event ${id}` });

describe('apiReadOf: which calls the service worker may keep', () => {
  it.each([
    ['GET', '/v1/event/5', { kind: 'get' }],
    ['GET', '/v1/source/3/future_events?limit=25', { kind: 'get' }],
    ['GET', '/v1/topic/', { kind: 'get' }],
    ['POST', '/v1/event/multi', { kind: 'multi', item: 'event', idsField: 'event_ids' }],
    ['POST', '/v1/source/multi', { kind: 'multi', item: 'source', idsField: 'source_ids' }],
  ])('%s %s is a read', (method, path, expected) => {
    expect(apiReadOf(method, url(path), ORIGIN)).toEqual(expected);
  });

  it.each([
    ['POST', '/v1/event/new'],
    ['PUT', '/v1/event/5'],
    ['DELETE', '/v1/event/5'],
    ['PATCH', '/v1/source/3'],
    ['POST', '/v1/event/5/report'],
    ['POST', '/v1/event/perimeter-search'],
    ['POST', '/v1/user/get_token'],
    ['GET', '/v1/user/refresh_token'],
    ['GET', '/v1/user/me'],
    ['GET', '/v1/user/me/sources'],
    ['GET', '/v1/export/alert.ics'],
    ['POST', '/v1/analysis/events.csv'],
    ['GET', '/v1/feeds'],
    ['GET', '/health'],
    ['GET', '/en/events'],
  ])('%s %s is never kept', (method, path) => {
    expect(apiReadOf(method, url(path), ORIGIN)).toBeUndefined();
  });

  it('another origin is never kept', () => {
    expect(apiReadOf('GET', new URL('https://tiles.example/v1/event/5'), ORIGIN)).toBeUndefined();
  });
});

describe('cacheNameFor: one account never reads another’s copies', () => {
  it('keeps answers without credentials in the public cache', () => {
    expect(cacheNameFor(null)).toBe(PUBLIC_API_CACHE);
  });

  it('keeps each account’s answers apart by the token’s subject', () => {
    expect(cacheNameFor(`Bearer ${tokenFor('7')}`)).toBe('api-personal-7');
    expect(cacheNameFor(`Bearer ${tokenFor('8')}`)).toBe('api-personal-8');
  });

  it.each(['Basic dXNlcjpwYXNz', 'Bearer not-a-jwt', `Bearer ${btoa('{}')}.${btoa('{"sub":"../x"}')}.s`])(
    'keeps nothing for %s',
    (authorization) => {
      expect(cacheNameFor(authorization)).toBeUndefined();
    },
  );

  it('reads the subject of a base64url payload', () => {
    expect(tokenSubjectOf(`Bearer ${tokenFor('42')}`)).toBe('42');
  });
});

describe('answerApiRead', () => {
  it('answers from the network while it answers, and keeps a copy stamped with the fetch time', async () => {
    const { ask, storage } = setUp({ 'GET /v1/event/5': () => json(event(5)) });
    const response = await ask(new Request(`${ORIGIN}/v1/event/5`));
    expect(response.headers.get(FETCHED_AT_HEADER)).toBeNull();
    expect(await response.json()).toEqual(event(5));
    const kept = await storage.caches.get(PUBLIC_API_CACHE)?.match(`${ORIGIN}/v1/event/5`);
    expect(kept?.headers.get(FETCHED_AT_HEADER)).toBe('2026-11-26T01:00:00.000Z');
  });

  it('answers with the copy, saying when it was fetched, once the network fails', async () => {
    const { ask, network, setNow } = setUp({ 'GET /v1/event/5': () => json(event(5)) });
    await ask(new Request(`${ORIGIN}/v1/event/5`));
    network.down = true;
    setNow(new Date('2026-11-27T09:00:00Z'));
    const response = await ask(new Request(`${ORIGIN}/v1/event/5`));
    expect(response.headers.get(FETCHED_AT_HEADER)).toBe('2026-11-26T01:00:00.000Z');
    expect(await response.json()).toEqual(event(5));
  });

  it('fails like the network when there is no copy', async () => {
    const { ask, network } = setUp({});
    network.down = true;
    await expect(ask(new Request(`${ORIGIN}/v1/event/9`))).rejects.toThrow('Failed to fetch');
  });

  it('never keeps an error answer', async () => {
    const { ask, storage } = setUp({ 'GET /v1/event/5': () => json({ detail: 'gone' }, 410) });
    expect((await ask(new Request(`${ORIGIN}/v1/event/5`))).status).toBe(410);
    expect(storage.caches.has(PUBLIC_API_CACHE)).toBe(false);
  });

  it('keeps the items of a multi call one by one, and assembles them offline in the order asked', async () => {
    const { ask, network } = setUp({ 'POST /v1/event/multi': () => json([event(3), event(1)]) });
    const multi = (ids: number[]) =>
      new Request(`${ORIGIN}/v1/event/multi`, { method: 'POST', body: JSON.stringify({ event_ids: ids }) });
    await ask(multi([3, 1]));
    network.down = true;
    const offline = await ask(multi([1, 2, 3]));
    expect(await offline.json()).toEqual([event(1), event(3)]);
    expect(offline.headers.get(FETCHED_AT_HEADER)).toBe('2026-11-26T01:00:00.000Z');
    // The single event's page reads the same copy.
    expect(await (await ask(new Request(`${ORIGIN}/v1/event/3`))).json()).toEqual(event(3));
  });

  it('offline, a multi call none of whose items were kept fails like the network', async () => {
    const { ask, network } = setUp({});
    network.down = true;
    const request = new Request(`${ORIGIN}/v1/source/multi`, { method: 'POST', body: '{"source_ids":[4]}' });
    await expect(ask(request)).rejects.toThrow('Failed to fetch');
  });

  it('keeps an account’s answers in its own cache; another account and anonymous visitors never read them', async () => {
    const { ask, network, storage } = setUp({ 'GET /v1/event/5': () => json(event(5)) });
    const as = (sub: string) =>
      new Request(`${ORIGIN}/v1/event/5`, { headers: { authorization: `Bearer ${tokenFor(sub)}` } });
    await ask(as('7'));
    expect(await storage.caches.get('api-personal-7')?.keys()).toHaveLength(1);
    expect(storage.caches.has(PUBLIC_API_CACHE)).toBe(false);
    network.down = true;
    expect((await ask(as('7'))).headers.get(FETCHED_AT_HEADER)).not.toBeNull();
    await expect(ask(as('8'))).rejects.toThrow();
    await expect(ask(new Request(`${ORIGIN}/v1/event/5`))).rejects.toThrow();
  });

  it('a logged-in account reads public copies too', async () => {
    const { ask, network } = setUp({ 'GET /v1/event/5': () => json(event(5)) });
    await ask(new Request(`${ORIGIN}/v1/event/5`));
    network.down = true;
    const response = await ask(
      new Request(`${ORIGIN}/v1/event/5`, { headers: { authorization: `Bearer ${tokenFor('7')}` } }),
    );
    expect(await response.json()).toEqual(event(5));
  });

  it('logout deletes every account’s copies and keeps the public ones', async () => {
    const storage = new MemoryCacheStorage();
    await storage.open(PUBLIC_API_CACHE);
    await storage.open('api-personal-7');
    await storage.open('workbox-precache-v2');
    await deletePersonalApiCaches(storage.asCacheStorage());
    const left = await storage.keys();
    expect(left.filter((name) => name.startsWith('api-personal-'))).toEqual([]);
    expect(left).toEqual(expect.arrayContaining([PUBLIC_API_CACHE, 'workbox-precache-v2']));
  });

  it('an answer in flight at logout is not kept, and the next login keeps again', async () => {
    let answer: (response: Response) => void = () => {};
    const { ask, deps, network, storage, setNow } = setUp({});
    network.fetch = () => new Promise<Response>((resolve) => (answer = resolve));
    const asSeven = () =>
      new Request(`${ORIGIN}/v1/event/5`, { headers: { authorization: `Bearer ${tokenFor('7')}` } });

    const inFlight = ask(asSeven());
    setNow(new Date('2026-11-26T01:00:05Z'));
    await deletePersonalApiCaches(deps.caches, deps.now());
    answer(json(event(5)));
    expect(await (await inFlight).json()).toEqual(event(5));
    expect(storage.caches.has('api-personal-7')).toBe(false);

    setNow(new Date('2026-11-26T01:00:06Z'));
    const afterLogin = ask(asSeven());
    answer(json(event(5)));
    await afterLogin;
    expect(await storage.caches.get('api-personal-7')?.keys()).toHaveLength(1);
  });

  it('when the storage quota runs out, the answer still arrives and the failure is reported', async () => {
    const { ask, storage, storeFailures } = setUp({ 'GET /v1/event/5': () => json(event(5)) });
    storage.failPuts = new DOMException('quota', 'QuotaExceededError');
    const response = await ask(new Request(`${ORIGIN}/v1/event/5`));
    expect(await response.json()).toEqual(event(5));
    expect(storeFailures).toHaveLength(1);
  });

  it(`keeps at most ${MAX_CACHED_API_ANSWERS} answers a cache, dropping the oldest`, async () => {
    const { ask, storage } = setUp({ 'GET /v1/topic/': () => json([]) });
    for (let page = 0; page <= MAX_CACHED_API_ANSWERS; page += 1) {
      await ask(new Request(`${ORIGIN}/v1/topic/?page=${page}`));
    }
    const keys = (await storage.caches.get(PUBLIC_API_CACHE)?.keys()) ?? [];
    expect(keys).toHaveLength(MAX_CACHED_API_ANSWERS);
    expect(keys[0]?.url).toBe(`${ORIGIN}/v1/topic/?page=1`);
  });
});
