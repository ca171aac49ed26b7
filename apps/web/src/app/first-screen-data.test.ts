import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApiForEachTest } from '../test/fake-api';
import { prefetchFirstScreenData } from './first-screen-data';
import { type AppRouter, createAppRouter } from './router';

const api = fakeApiForEachTest();
const FIRST_SCREEN_CALLS = ['/v1/event/18', '/v1/event_type/', '/v1/topic/'];
let router: AppRouter | undefined;

afterEach(() => {
  router?.dispose();
  router = undefined;
});

/** The app's start on the given page: its router, then the first screen's requests, before anything renders. */
function startAt(path: string): QueryClient {
  window.history.replaceState(null, '', path);
  router?.dispose();
  router = createAppRouter();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  prefetchFirstScreenData(router, queryClient);
  return queryClient;
}

/** The queries started: a prefetch enters the cache at once, its request a few promises later. */
const startedQueries = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey);

const requested = () => FIRST_SCREEN_CALLS.filter((path) => api.callsTo(path).length > 0);

describe('prefetchFirstScreenData', () => {
  it.each(['/en/events/18--demo-in-berlin', '/de/events/18'])(
    'asks for a shared event page’s event, types and topics before the first render (%s)',
    async (path) => {
      expect(startedQueries(startAt(path))).toHaveLength(FIRST_SCREEN_CALLS.length);
      await expect.poll(requested).toEqual(FIRST_SCREEN_CALLS);
    },
  );

  it('asks for nothing on other pages: they ask for their data as they render', () => {
    for (const path of ['/en', '/en/about', '/de/events', '/en/events/not-an-id']) {
      expect(startedQueries(startAt(path)), path).toEqual([]);
    }
  });
});
