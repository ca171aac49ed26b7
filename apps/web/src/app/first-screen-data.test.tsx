import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { eventKeys } from '../features/events/event-cache';
import { testEvent } from '../features/events/test-events';
import { fakeApiForEachTest } from '../test/fake-api';
import { prefetchFirstScreenData } from './first-screen-data';
import { AppProviders } from './providers';
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

// The first page's event failed before the screen rendered: the screen finds that failure in the cache.
describe('a shared event page whose event failed to come at the start', () => {
  const PATH = '/en/events/18--demo-in-berlin';
  // Without a place: no map to draw (jsdom has no WebGL) and no similar events to ask for once it is shown.
  const EVENT = testEvent({ id: 18, name: 'Demo in Berlin', locations: [] });
  const SUGGESTED = testEvent({ id: 5, name: 'Next demo' });

  /**
   * The app's start, then its first render (main.tsx) once the event's request has failed: the render waits for the
   * texts, and the screen for its chunk. Returns the router.
   */
  async function openAfterFailedStart(): Promise<AppRouter> {
    api.on('get', '/v1/event_type/', () => []).on('get', '/v1/topic/', () => []);
    const queryClient = startAt(PATH);
    await waitFor(() => expect(queryClient.getQueryState(eventKeys.detail(18))?.status).toBe('error'));
    const started = router as AppRouter;
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={started} />
      </AppProviders>,
    );
    return started;
  }

  it('shows a deleted event as gone without asking for it again', async () => {
    api.on('get', '/v1/event/{event_id}', () =>
      Response.json({ detail: 'The event is gone.' }, { status: 410 }),
    );
    api.on('post', '/v1/event/all', () => ({ events: [SUGGESTED], total: 1, offset: 0, limit: 4 }));
    await openAfterFailedStart();
    expect(await screen.findByRole('heading', { level: 1, name: 'The event is gone.' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: new RegExp(SUGGESTED.name) })).toBeInTheDocument();
    expect(api.callsTo('/v1/event/18')).toHaveLength(1);
  });

  it('goes to not-found for an unknown event without asking for it again', async () => {
    api.on('get', '/v1/event/{event_id}', () => Response.json({ detail: 'Not Found' }, { status: 404 }));
    const started = await openAfterFailedStart();
    await waitFor(() => expect(started.state.location.pathname).toBe('/en/error/not-found'));
    expect(api.callsTo('/v1/event/18')).toHaveLength(1);
  });

  it.each([
    ['a server error', () => Response.json({ detail: 'Service Unavailable' }, { status: 503 })],
    [
      'no connection',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('asks again after %s, and shows the event', async (_failure, fail) => {
    let hasFailed = false;
    api.on('get', '/v1/event/{event_id}', () => {
      if (hasFailed) return EVENT;
      hasFailed = true;
      return fail();
    });
    await openAfterFailedStart();
    expect(await screen.findByRole('heading', { level: 1, name: EVENT.name })).toBeInTheDocument();
    expect(api.callsTo('/v1/event/18')).toHaveLength(2);
  });
});
