import type { QueryClient } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts } from '../components/toast/toast-store';
import { testEvent } from '../features/events/test-events';
import type { Event } from '../features/events/types';
import type { Session } from '../features/session/session-context';
import { accountMergeResponse } from '../test/account-merges';
import { renderApp } from '../test/render-app';

const MARCH: Event = testEvent({
  id: 42,
  name: 'Klimastreik Berlin',
  description: 'Walk with us.\nBring banners.',
  status: 'cancelled',
  start_time: '2030-06-14T12:00:00.000Z',
  end_time: '2030-06-14T15:00:00.000Z',
  raw_participants: '2.000',
  raw_organiser: 'Fridays for Future Berlin',
  url: 'https://example.org/klimastreik',
  topic_ids: [1, 2],
  organising_source_id: 7,
  locations: [
    {
      geography: { type: 'Point', coordinates: [13.37, 52.51] },
      street: 'Platz des 18. März',
      city: 'Berlin',
    },
    { geography: { type: 'Point', coordinates: [13.41, 52.52] }, street: 'Alexanderplatz', city: 'Berlin' },
  ],
});
const ORGANIZER = {
  id: 7,
  name: 'Fridays for Future',
  country: 'DE',
  city: 'Berlin',
  zip_code: null,
  street: null,
  house_number: null,
  source_type_id: 1,
  topic_ids: [1],
  description: 'Climate movement',
  url: null,
  public_contact: null,
};
const SEEDED: [readonly unknown[], unknown][] = [
  [['event', 42], MARCH],
  [['event', 42, 'organizer'], ORGANIZER],
  [['event', 42, 'same-location'], [testEvent({ id: 43, name: 'Mahnwache am Brandenburger Tor' })]],
  [['event', 42, 'similar'], []],
  [
    ['taxonomy', 'topics'],
    [
      { id: 1, name_en: 'Climate', name_de: 'Klima' },
      { id: 2, name_en: 'Mobility', name_de: 'Mobilität' },
    ],
  ],
  [['taxonomy', 'event-types'], [{ id: 1, name_en: 'March', name_de: 'Aufzug' }]],
];

const fetchMock = vi.fn(async (request: Request) => {
  const url = new URL(request.url);
  if (url.pathname === '/v1/event/42/report')
    return Response.json({ detail: 'Report received.' }, { status: 201 });
  if (url.pathname === '/v1/event/99')
    return Response.json({ detail: 'The event is gone.' }, { status: 410 });
  if (url.pathname === '/v1/event/all')
    return Response.json({
      events: [testEvent({ id: 5, name: 'Next demo' })],
      total: 1,
      offset: 0,
      limit: 4,
    });
  return (await accountMergeResponse(request)) ?? Response.json({ detail: 'Not Found' }, { status: 404 });
});

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  for (const toast of getToasts()) dismissToast(toast.id);
});

describe('event detail', () => {
  it('shows every field, the cancellation, topics as tags and the organiser with a link to the source', async () => {
    renderApp('/en/events/42--klimastreik-berlin', { queryData: SEEDED });
    expect(await screen.findByRole('heading', { level: 1, name: 'Klimastreik Berlin' })).toBeInTheDocument();
    expect(screen.getByText('This event has been cancelled.')).toBeInTheDocument();
    expect(screen.getByText('Climate')).toBeInTheDocument();
    expect(screen.getByText('Mobility')).toBeInTheDocument();
    expect(screen.getByText('2.000')).toBeInTheDocument();
    expect(screen.getByText('Fridays for Future Berlin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://example.org/klimastreik' })).toHaveAttribute(
      'href',
      'https://example.org/klimastreik',
    );
    expect(screen.getByText(/Times are German time/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View source page' })).toHaveAttribute(
      'href',
      '/en/sources/7--fridays-for-future',
    );
  });

  it('lists a march’s locations in order and maps every one of them', async () => {
    renderApp('/en/events/42--klimastreik-berlin', { queryData: SEEDED });
    const map = await screen.findByRole('region', { name: 'Map of the event’s locations' });
    expect(
      within(map)
        .getAllByRole('button')
        .map((marker) => marker.textContent),
    ).toEqual(['Platz des 18. März, Berlin', 'Alexanderplatz, Berlin']);
    expect(screen.getByText('Route, in order')).toBeInTheDocument();
  });

  it('lists other events at the same location, linked to their pages', async () => {
    renderApp('/en/events/42--klimastreik-berlin', { queryData: SEEDED });
    const section = await screen.findByRole('region', { name: 'Other events in the same location' });
    expect(within(section).getByRole('link', { name: /Mahnwache am Brandenburger Tor/ })).toHaveAttribute(
      'href',
      '/en/events/43--mahnwache-am-brandenburger-tor',
    );
    expect(screen.getByRole('region', { name: 'Similar events' })).toHaveTextContent(
      'No similar events nearby.',
    );
  });

  it('replaces a stale slug with the canonical one', async () => {
    const { router } = renderApp('/en/events/42--old-name', { queryData: SEEDED });
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/events/42--klimastreik-berlin'));
  });

  it('saves the event on the device and unsaves it again', async () => {
    const user = userEvent.setup();
    renderApp('/en/events/42--klimastreik-berlin', { queryData: SEEDED });
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await user.click(save);
    expect(save).toHaveAttribute('aria-pressed', 'true');
    expect(save).toHaveTextContent('Saved');
    expect(localStorage.getItem('savedEvents')).toBe('[42]');
    await user.click(save);
    expect(localStorage.getItem('savedEvents')).toBe('[]');
  });

  it('links Export to Calendar to the event’s ICS file', async () => {
    renderApp('/en/events/42--klimastreik-berlin', { queryData: SEEDED });
    expect(await screen.findByRole('link', { name: 'Export to Calendar' })).toHaveAttribute(
      'href',
      '/v1/export/ics/event.ics?event_id=42',
    );
  });

  it('sends a report with its reason and confirms it', async () => {
    const user = userEvent.setup();
    renderApp('/en/events/42--klimastreik-berlin', { queryData: SEEDED });
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this event' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Wrong date');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(getToasts()).toMatchObject([
        { kind: 'success', message: 'Thank you. Your report was sent to the platform admins.' },
      ]),
    );
    const request = fetchMock.mock.calls.map(([call]) => call).find((call) => call.url.endsWith('/report'));
    expect(request?.method).toBe('POST');
    expect(await request?.json()).toEqual({ reason: 'Wrong date' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('speaks German', async () => {
    renderApp('/de/events/42--klimastreik-berlin', { queryData: SEEDED });
    expect(await screen.findByText('Diese Veranstaltung wurde abgesagt.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'In Kalender exportieren' })).toBeInTheDocument();
    expect(screen.getByText('Klima')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Andere Veranstaltungen am selben Ort' })).toBeInTheDocument();
  });

  it('links the administrators of the organising source to the edit form, and nobody else', async () => {
    const sourceAdmin: Session = {
      isLoggedIn: true,
      user: { id: 5, username: 'organiser', admin: false },
      administeredSourceIds: [7],
      logout: () => {},
    };
    const otherAdmin: Session = { ...sourceAdmin, administeredSourceIds: [8] };
    const { unmount } = renderApp('/en/events/42--klimastreik-berlin', {
      queryData: SEEDED,
      session: sourceAdmin,
    });
    expect(await screen.findByRole('link', { name: 'Edit event' })).toHaveAttribute(
      'href',
      '/en/events/42--klimastreik-berlin/edit',
    );
    unmount();
    renderApp('/de/events/42--klimastreik-berlin', { queryData: SEEDED, session: otherAdmin });
    expect(await screen.findByText('Diese Veranstaltung wurde abgesagt.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Veranstaltung bearbeiten' })).not.toBeInTheDocument();
  });

  it('links a platform admin to the edit form too, as the server lets them edit any event', async () => {
    const platformAdmin: Session = {
      isLoggedIn: true,
      user: { id: 1, username: 'admin', admin: true },
      administeredSourceIds: [],
      logout: () => {},
    };
    renderApp('/de/events/42--klimastreik-berlin', { queryData: SEEDED, session: platformAdmin });
    expect(await screen.findByRole('link', { name: 'Veranstaltung bearbeiten' })).toHaveAttribute(
      'href',
      '/de/events/42--klimastreik-berlin/edit',
    );
  });

  it('shows the event’s changes on the page', async () => {
    const changed: [readonly unknown[], unknown][] = [
      ...SEEDED,
      [
        ['event', 42, 'changes'],
        [{ field: 'start_time', old_value: null, new_value: null, changed_at: '2026-11-21T10:00:00Z' }],
      ],
    ];
    renderApp('/de/events/42--klimastreik-berlin', { queryData: changed });
    const section = await screen.findByRole('region', { name: 'Änderungen' });
    expect(section).toHaveTextContent('Zeit geändert am 21.11.2026');
  });

  it('shows the event-gone content for a deleted event, with suggestions and Back Home', async () => {
    renderApp('/en/events/99--deleted');
    expect(await screen.findByRole('heading', { level: 1, name: 'The event is gone.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back Home' })).toHaveAttribute('href', '/en');
    expect(await screen.findByRole('link', { name: /Next demo/ })).toHaveAttribute(
      'href',
      '/en/events/5--next-demo',
    );
  });

  // Decision 053: the page renders a deferred copy of the event; going to another event must replace it, not keep it.
  it('shows the next event in place of the first when the user follows a link from one to the other', async () => {
    const user = userEvent.setup();
    const vigil = testEvent({
      id: 43,
      name: 'Mahnwache am Brandenburger Tor',
      description: 'Candles at dusk.',
      raw_organiser: 'Omas gegen Rechts',
      organising_source_id: null,
    });
    const withVigil: [readonly unknown[], unknown][] = [
      ...SEEDED,
      [['event', 43], vigil],
      ...['same-location', 'similar', 'changes'].map((section): [readonly unknown[], unknown] => [
        ['event', 43, section],
        [],
      ]),
    ];
    renderApp('/en/events/42--klimastreik-berlin', { queryData: withVigil });
    const sameLocation = await screen.findByRole('region', { name: 'Other events in the same location' });
    await user.click(within(sameLocation).getByRole('link', { name: /Mahnwache am Brandenburger Tor/ }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mahnwache am Brandenburger Tor' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Candles at dusk.')).toBeInTheDocument();
    expect(screen.getByText('Omas gegen Rechts')).toBeInTheDocument();
    // Nothing of the first event is left.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByText(/Bring banners/)).toBeNull();
    expect(screen.queryByText('Fridays for Future Berlin')).toBeNull();
    expect(screen.queryByText('This event has been cancelled.')).toBeNull();
  });

  it('goes to not-found for a slug without an id', async () => {
    const { router } = renderApp('/en/events/abc--x');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/error/not-found'));
  });
});

// Issue 18: the type above the title and the topic tags would push the page down if they came after the event.
describe('the type and topic names', () => {
  const WITHOUT_NAMES = SEEDED.filter(([key]) => key[0] !== 'taxonomy');
  const namesOf = (kind: string) => SEEDED.find(([key]) => key[0] === 'taxonomy' && key[1] === kind)?.[1];
  const NAMES_BY_PATH: Record<string, unknown> = {
    '/v1/topic/': namesOf('topics'),
    '/v1/event_type/': namesOf('event-types'),
  };

  /** Answers the names when `answered` settles and nothing else; resolves once both lists were asked for. */
  function serveNames(answered: Promise<void>) {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      const { pathname } = new URL(request.url);
      if (!(pathname in NAMES_BY_PATH)) return Response.json({ detail: 'Not Found' }, { status: 404 });
      asked.push(pathname);
      await answered;
      return Response.json(NAMES_BY_PATH[pathname]);
    });
    return () => waitFor(() => expect(asked.sort()).toEqual(['/v1/event_type/', '/v1/topic/']));
  }

  it('come with the event: the page appears once they are in, with the type and the topics', async () => {
    let answer = () => {};
    const askedForNames = serveNames(new Promise<void>((resolve) => (answer = resolve)));
    renderApp('/de/events/42--klimastreik-berlin', { queryData: WITHOUT_NAMES });
    // The screen has rendered with the event at hand (its hooks asked for the names) and shows nothing yet.
    await askedForNames();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();

    answer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Klimastreik Berlin' })).toBeInTheDocument();
    // Above the title and among the facts.
    expect(screen.getAllByText('Aufzug')).not.toHaveLength(0);
    expect(screen.getByText('Klima')).toBeInTheDocument();
  });

  it('are not waited for long: a slow answer leaves the event shown without them', async () => {
    const askedForNames = serveNames(new Promise<void>(() => {}));
    renderApp('/en/events/42--klimastreik-berlin', { queryData: WITHOUT_NAMES });
    await askedForNames();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Klimastreik Berlin' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryAllByText('March')).toHaveLength(0);
    expect(screen.queryAllByText('Climate')).toHaveLength(0);
  });
});

// Issue 18: the sections below the first screen are asked for once the browser is idle after the page's first render,
// so their requests stay out of the render that paints the title.
describe('the sections below the first screen', () => {
  const FIRST_SCREEN = SEEDED.filter(([key]) => key[0] === 'taxonomy' || key.length === 2);
  const ANSWERS: Record<string, unknown> = {
    '/v1/event/42/organizer': ORGANIZER,
    '/v1/event/42/same-location': [testEvent({ id: 43, name: 'Mahnwache am Brandenburger Tor' })],
    '/v1/event/42/changes': [
      { field: 'start_time', old_value: null, new_value: null, changed_at: '2026-11-21T10:00:00Z' },
    ],
    '/v1/event/perimeter-search': [testEvent({ id: 44, name: 'Fahrraddemo Mitte' })],
  };
  const idleCallbacks: IdleRequestCallback[] = [];

  beforeEach(() => {
    idleCallbacks.length = 0;
    vi.stubGlobal('fetch', async (request: Request) => {
      const { pathname } = new URL(request.url);
      return pathname in ANSWERS
        ? Response.json(ANSWERS[pathname])
        : Response.json({ detail: 'Not Found' }, { status: 404 });
    });
    // The browser's idle moments, held until the test lets one come.
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idleCallbacks.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
  });
  // The page unmounts (and cancels its idle wait) while the stubs are still in place.
  afterEach(cleanup);

  // An async act: Testing Library's act holds React's act environment until an async one has settled. After a sync
  // one it ends at once, while awaiting it still flushes React's work a task later, and an answer rendered in between
  // made React warn that the environment does not support act(...).
  const beIdle = () =>
    act(async () => {
      for (const callback of idleCallbacks.splice(0))
        callback({ didTimeout: false, timeRemaining: () => 50 });
    });

  /**
   * The sections' queries, each with whether it has asked the server: read on the page's query cache, as a request
   * another test's page started late could reach this test's fetch.
   */
  const sectionQueries = (queryClient: QueryClient) =>
    queryClient
      .getQueryCache()
      .findAll({ queryKey: ['event', 42] })
      .filter((query) => query.queryKey.length > 2)
      .map((query) => ({
        section: query.queryKey[2],
        hasAsked: query.state.status !== 'pending' || query.state.fetchStatus !== 'idle',
      }))
      .sort((a, b) => String(a.section).localeCompare(String(b.section)));

  it('are asked for once the browser is idle after the page is shown, and then fill in', async () => {
    const { queryClient } = renderApp('/en/events/42--klimastreik-berlin', { queryData: FIRST_SCREEN });
    expect(await screen.findByRole('heading', { level: 1, name: 'Klimastreik Berlin' })).toBeInTheDocument();
    // The page's effects have run: its queries are subscribed, and its idle wait is in.
    await act(async () => {});
    expect(sectionQueries(queryClient)).toEqual(
      ['changes', 'organizer', 'same-location', 'similar'].map((section) => ({ section, hasAsked: false })),
    );
    // Shown as loading meanwhile: the headings, no answers.
    const sameLocation = screen.getByRole('region', { name: 'Other events in the same location' });
    expect(within(sameLocation).queryByRole('link')).toBeNull();

    await beIdle();
    expect(await within(sameLocation).findByRole('link', { name: /Mahnwache/ })).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Similar events' })).findByRole('link', {
        name: /Fahrraddemo Mitte/,
      }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'View source page' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Changes' })).toBeInTheDocument();
  });
});
