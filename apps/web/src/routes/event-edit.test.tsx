import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts } from '../components/toast/toast-store';
import type { Event } from '../features/event-admin/types';
import type { Session } from '../features/session/session-context';
import { accountMergeResponse } from '../test/account-merges';
import { renderApp } from '../test/render-app';

const SESSION: Session = {
  isLoggedIn: true,
  user: { id: 3, username: 'mara', admin: false },
  administeredSourceIds: [7],
  logout: () => {},
};

const EVENT: Event = {
  id: 42,
  name: 'Mahnwache',
  description: 'Candles at the gate.',
  short_description: null,
  url: null,
  event_type_id: 1,
  topic_ids: [1],
  locations: [
    { geography: { type: 'Point', coordinates: [13.37, 52.51] }, city: 'Berlin', country: 'DE' },
    { geography: { type: 'Point', coordinates: [13.41, 52.52] }, city: 'Berlin', country: 'DE' },
  ],
  raw_location: null,
  start_time: '2030-06-14T18:00:00.000Z',
  end_time: null,
  raw_participants: null,
  raw_organiser: null,
  organising_source_id: 7,
  status: 'scheduled',
  create_time: '2030-01-01T00:00:00.000Z',
  updated_at: '2030-01-01T00:00:00.000Z',
  also_published_as: [],
};

const TAXONOMY: [readonly unknown[], unknown][] = [
  [['taxonomy', 'topics'], [{ id: 1, name_en: 'Peace', name_de: 'Frieden' }]],
  [['taxonomy', 'event-types'], [{ id: 1, name_en: 'Vigil', name_de: 'Mahnwache' }]],
  [['source-admin', 'own'], [{ id: 7, name: 'Friedensinitiative', country: 'DE' }]],
];

const sent: { method: string; path: string; body: unknown }[] = [];
const fetchMock = vi.fn(async (request: Request) => {
  // Before the body is read: the merge's answer is made from it.
  const merged = await accountMergeResponse(request);
  if (merged !== undefined) return merged;
  const { pathname } = new URL(request.url);
  const body = request.method === 'GET' || request.method === 'DELETE' ? undefined : await request.json();
  sent.push({ method: request.method, path: pathname, body });
  if (pathname === '/v1/event/42' && request.method === 'GET') return Response.json(EVENT);
  if (pathname === '/v1/event/43' && request.method === 'GET')
    return Response.json({ ...EVENT, id: 43, organising_source_id: 8 });
  if (pathname === '/v1/source/8' && request.method === 'GET')
    return Response.json({ id: 8, name: 'Stadtteilbündnis', country: 'AT' });
  if (pathname === '/v1/event/43' && request.method === 'PUT')
    return Response.json({ ...EVENT, id: 43, ...(body as object) });
  if (pathname === '/v1/event/42' && request.method === 'PUT')
    return Response.json({ ...EVENT, ...(body as object) });
  if (pathname === '/v1/event/42' && request.method === 'DELETE') return new Response(null, { status: 204 });
  // The saved event's page asks for similar events once idle, and logs a failure to.
  if (pathname === '/v1/event/perimeter-search') return Response.json([]);
  return Response.json({ detail: 'Not Found' }, { status: 404 });
});

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  sent.length = 0;
  for (const toast of getToasts()) dismissToast(toast.id);
});

describe('event edit', () => {
  it("sends a user who does not administer the event's source home", async () => {
    const { router } = renderApp('/en/events/43--other/edit', { session: SESSION, queryData: TAXONOMY });
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
  });

  it("lets a platform admin edit another source's event, as the server does (no refusal after the link)", async () => {
    const platformAdmin: Session = {
      isLoggedIn: true,
      user: { id: 1, username: 'admin', admin: true },
      administeredSourceIds: [],
      logout: () => {},
    };
    const { router } = renderApp('/de/events/43--other/edit', {
      session: platformAdmin,
      queryData: [...TAXONOMY.slice(0, 2), [['source-admin', 'own'], []]],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Veranstaltung bearbeiten' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Stadtteilbündnis/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/de/events/43--mahnwache'));
    const put = sent.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/v1/event/43');
    expect(put?.body).toMatchObject({ organising_source_id: 8, status: 'scheduled' });
  });

  it('loads the event with its places in order and saves it with PUT, keeping its status', async () => {
    const { router } = renderApp('/en/events/42--mahnwache/edit', { session: SESSION, queryData: TAXONOMY });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Event' })).toBeInTheDocument();
    expect(screen.getByText('Published by Friedensinitiative')).toBeInTheDocument();
    expect(screen.getByLabelText('Event Name *')).toHaveValue('Mahnwache');
    expect(screen.getAllByRole('group', { name: /^Location \d/ })).toHaveLength(2);

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Event Name *'));
    await user.type(screen.getByLabelText('Event Name *'), 'Mahnwache für den Frieden');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/en/events/42--mahnwache-fur-den-frieden'),
    );
    expect(getToasts().map((toast) => toast.message)).toContain('Event updated.');
    const put = sent.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({
      name: 'Mahnwache für den Frieden',
      organising_source_id: 7,
      status: 'scheduled',
      locations: [
        { geography: { coordinates: [13.37, 52.51] } },
        { geography: { coordinates: [13.41, 52.52] } },
      ],
    });
  });

  it('deletes only after the confirmation, then opens the source page', async () => {
    const { router } = renderApp('/en/events/42--mahnwache/edit', { session: SESSION, queryData: TAXONOMY });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Event' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Are you sure you want to delete this event?');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(sent.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Event' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete Event' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/sources/7--friedensinitiative'));
    expect(sent.some((call) => call.method === 'DELETE' && call.path === '/v1/event/42')).toBe(true);
  });
});
