import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MapProps } from '../components/map/map-types';
import { dismissToast, getToasts } from '../components/toast/toast-store';
import type { Session } from '../features/session/session-context';
import { testSource } from '../features/sources/test-sources';
import { accountMergeResponse } from '../test/account-merges';
import { renderApp } from '../test/render-app';

// jsdom has no WebGL: a stand-in map with a button that picks one point.
function PickLeipzigMap({ ariaLabel, onPick }: MapProps) {
  return (
    <section aria-label={ariaLabel}>
      <button type="button" onClick={() => onPick?.({ lng: 12.37, lat: 51.34 })}>
        pick Leipzig
      </button>
    </section>
  );
}

const SESSION: Session = {
  isLoggedIn: true,
  user: { id: 3, username: 'mara', admin: false },
  administeredSourceIds: [7],
  logout: () => {},
};

const SEEDED: [readonly unknown[], unknown][] = [
  [['taxonomy', 'topics'], [{ id: 1, name_en: 'Mobility', name_de: 'Mobilität' }]],
  [['taxonomy', 'event-types'], [{ id: 2, name_en: 'Rally', name_de: 'Kundgebung' }]],
  [['source-admin', 'own'], [{ id: 7, name: 'Radentscheid Leipzig', country: 'DE' }]],
];

let answer: (body: Record<string, unknown>) => Response;
const posted: unknown[] = [];
const fetchMock = vi.fn(async (request: Request) => {
  const { pathname } = new URL(request.url);
  if (pathname === '/v1/event/new' && request.method === 'POST') {
    const body = (await request.json()) as Record<string, unknown>;
    posted.push(body);
    return answer(body);
  }
  if (pathname === '/v1/source/12' && request.method === 'GET')
    return Response.json(testSource({ id: 12, name: 'IG Metall Wien', country: 'AT' }));
  return (await accountMergeResponse(request)) ?? Response.json({ detail: 'Not Found' }, { status: 404 });
});

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  posted.length = 0;
  for (const toast of getToasts()) dismissToast(toast.id);
});

async function fillAndSend() {
  const user = userEvent.setup();
  expect(await screen.findByText('Published by Radentscheid Leipzig')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Event Name *'), 'Critical Mass');
  await user.type(screen.getByLabelText('Description *'), 'We ride.');
  await user.selectOptions(screen.getByLabelText('Event Type *'), 'Rally');
  await user.click(screen.getByLabelText('Mobility'));
  await user.type(screen.getByLabelText('Start Time *'), '2030-06-14T18:00');
  await user.click(screen.getByRole('button', { name: 'pick Leipzig' }));
  await user.click(screen.getByRole('button', { name: 'Create Event' }));
}

describe('event create', () => {
  it("publishes for the source named in the address ('Event created.') and opens the new event", async () => {
    answer = (body) => Response.json({ ...body, id: 99, status: 'scheduled' }, { status: 201 });
    const { router } = renderApp('/en/events/create?source=7', {
      session: SESSION,
      queryData: SEEDED,
      map: PickLeipzigMap,
    });
    await fillAndSend();
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/events/99--critical-mass'));
    expect(getToasts().map((toast) => toast.message)).toContain('Event created.');
    expect(posted[0]).toMatchObject({
      name: 'Critical Mass',
      organising_source_id: 7,
      event_type_id: 2,
      topic_ids: [1],
      locations: [{ geography: { type: 'Point', coordinates: [12.37, 51.34] }, country: 'DE' }],
    });
  });

  it("stays on the form and shows the server's 422 issue next to its field, in plain words", async () => {
    answer = () =>
      Response.json(
        {
          detail: [
            {
              loc: ['body', 'name'],
              msg: 'String should have at most 300 characters',
              type: 'string_too_long',
            },
          ],
        },
        { status: 422 },
      );
    const { router } = renderApp('/en/events/create?source=7', {
      session: SESSION,
      queryData: SEEDED,
      map: PickLeipzigMap,
    });
    await fillAndSend();
    await waitFor(() =>
      expect(screen.getByLabelText('Event Name *')).toHaveAccessibleDescription(
        'Please enter at most 300 characters.',
      ),
    );
    expect(router.state.location.pathname).toBe('/en/events/create');
  });

  it('lets a platform admin who administers no source create an event for another source, as the server does (German)', async () => {
    answer = (body) => Response.json({ ...body, id: 99, status: 'scheduled' }, { status: 201 });
    const platformAdmin: Session = {
      isLoggedIn: true,
      user: { id: 1, username: 'admin', admin: true },
      administeredSourceIds: [],
      logout: () => {},
    };
    const { router } = renderApp('/de/events/create?source=12', {
      session: platformAdmin,
      queryData: [...SEEDED.filter(([key]) => key[1] !== 'own'), [['source-admin', 'own'], []]],
      map: PickLeipzigMap,
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Veröffentlicht von IG Metall Wien')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Veranstaltung erstellen' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name der Veranstaltung *'), 'Critical Mass');
    await user.type(screen.getByLabelText('Beschreibung *'), 'Wir fahren.');
    await user.selectOptions(screen.getByLabelText('Art der Veranstaltung *'), 'Kundgebung');
    await user.click(screen.getByLabelText('Mobilität'));
    await user.type(screen.getByLabelText('Beginn *'), '2030-06-14T18:00');
    await user.click(screen.getByRole('button', { name: 'pick Leipzig' }));
    await user.click(screen.getByRole('button', { name: 'Veranstaltung erstellen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/de/events/99--critical-mass'));
    expect(getToasts().map((toast) => toast.message)).toContain('Veranstaltung erstellt.');
    // The source's country (from its public record) is the new location's default.
    expect(posted[0]).toMatchObject({ organising_source_id: 12, locations: [{ country: 'AT' }] });
  });
});
