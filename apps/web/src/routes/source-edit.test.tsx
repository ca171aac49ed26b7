import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts } from '../components/toast/toast-store';
import { testEvent } from '../features/events/test-events';
import type { Session } from '../features/session/session-context';
import type { OwnSource } from '../features/source-admin/types';
import { accountMergeResponse } from '../test/account-merges';
import { renderApp } from '../test/render-app';

const SESSION: Session = {
  isLoggedIn: true,
  user: { id: 3, username: 'mara', admin: false },
  administeredSourceIds: [7],
  logout: () => {},
};

const SOURCE = {
  id: 7,
  name: 'Radentscheid Leipzig',
  country: 'DE',
  city: 'Leipzig',
  zip_code: null,
  street: null,
  house_number: null,
  source_type_id: 1,
  topic_ids: [1],
  description: 'Safe streets.',
  url: null,
  public_contact: null,
  approval_status: 'pending',
  has_title_image: true,
  title_image_url: '/v1/source/7/title-image?v=1',
  updated_at: '2030-01-01T00:00:00.000Z',
} as OwnSource;

const MARA = { id: 3, username: 'mara', email: 'mara@example.org' };
const JONAS = { id: 5, username: 'jonas', email: 'jonas@example.org' };

const SEEDED: [readonly unknown[], unknown][] = [
  [['taxonomy', 'topics'], [{ id: 1, name_en: 'Mobility', name_de: 'Mobilität' }]],
  [['taxonomy', 'source-types'], [{ id: 1, name_en: 'Initiative', name_de: 'Initiative' }]],
  [['source-admin', 'own'], [SOURCE]],
  [['source-admin', 7, 'internal-contact'], 'team@example.org'],
  [['source-admin', 7, 'admins'], [MARA]],
  [['source-admin', 7, 'editable-events'], []],
];

const INVITATION = {
  id: 11,
  email: '',
  invited_by: 'mara',
  created_at: '2030-01-01T00:00:00.000Z',
  expires_at: '2030-01-08T00:00:00.000Z',
};
const invitations: (typeof INVITATION)[] = [];

const sent: { method: string; path: string; body: unknown }[] = [];
const fetchMock = vi.fn(async (request: Request) => {
  // Before the body is read: the merge's answer is made from it.
  const merged = await accountMergeResponse(request);
  if (merged !== undefined) return merged;
  const { pathname } = new URL(request.url);
  const body = request.headers.get('content-type')?.includes('json') ? await request.json() : undefined;
  sent.push({ method: request.method, path: pathname, body });
  if (pathname === '/v1/source/7/add_admin') {
    const { email } = body as { email: string };
    if (email === MARA.email)
      return Response.json({ detail: 'This user already administers the source' }, { status: 409 });
    invitations.push({ ...INVITATION, email });
    return Response.json({ detail: 'Invitation sent.' }, { status: 202 });
  }
  if (pathname === '/v1/source/7/invitations') return Response.json(invitations);
  if (pathname === '/v1/source/7/invitations/11' && request.method === 'DELETE') {
    invitations.length = 0;
    return new Response(null, { status: 204 });
  }
  if (pathname === '/v1/source/7/remove_admin/5') return Response.json([MARA]);
  if (pathname === '/v1/source/7/remove_admin/3') return Response.json([JONAS]);
  if (pathname === '/v1/source/7' && request.method === 'PUT')
    return Response.json({ ...SOURCE, ...(body as object) });
  if (pathname === '/v1/source/7' && request.method === 'DELETE') return new Response(null, { status: 204 });
  if (pathname === '/v1/user/me/sources') return Response.json([SOURCE]);
  if (pathname === '/v1/source/7' && request.method === 'GET') return Response.json(SOURCE);
  if (pathname === '/v1/event/multi')
    return Response.json([{ ...testEvent({ id: 42, name: 'Critical Mass' }) }]);
  if (pathname === '/v1/source/7/title-image')
    return new Response('png', { headers: { 'content-type': 'image/png' } });
  return Response.json({ detail: 'Not Found' }, { status: 404 });
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:stored');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  sent.length = 0;
  for (const toast of getToasts()) dismissToast(toast.id);
});

const toastTexts = () => getToasts().map((toast) => toast.message);

describe('source edit', () => {
  it('fills the form with the source and its internal contact; the pending image needs no new upload', async () => {
    renderApp('/en/sources/7--radentscheid-leipzig/edit', { session: SESSION, queryData: SEEDED });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Source' })).toBeInTheDocument();
    expect(screen.getByText('Radentscheid Leipzig · Waiting for approval')).toBeInTheDocument();
    expect(screen.getByLabelText('Internal Point of Contact *')).toHaveValue('team@example.org');
    expect(screen.getByLabelText('Image')).not.toBeRequired();
    // The pending source's image is read with the session's token and previewed from a blob: address.
    expect(await screen.findByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute(
      'src',
      'blob:stored',
    );

    await userEvent.setup().click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toastTexts()).toContain('Source updated.'));
    expect(sent.find((call) => call.method === 'PUT')?.body).toMatchObject({
      name: 'Radentscheid Leipzig',
      internal_contact: 'team@example.org',
      topic_ids: [1],
    });
  });

  it('lists the events of the source with edit links and a way to create another', async () => {
    renderApp('/en/sources/7--radentscheid-leipzig/edit', {
      session: SESSION,
      queryData: [...SEEDED, [['source-admin', 7, 'editable-events'], [42]]],
    });
    const section = await screen.findByRole('region', { name: 'Events' });
    expect(await within(section).findByRole('link', { name: 'Edit Critical Mass' })).toHaveAttribute(
      'href',
      '/en/events/42--critical-mass/edit',
    );
    expect(within(section).getByRole('link', { name: 'Create Event' })).toHaveAttribute(
      'href',
      '/en/events/create?source=7',
    );
  });

  it("invites an administrator by e-mail ('Invitation sent.'), lists the invitation as pending and withdraws it", async () => {
    invitations.length = 0;
    renderApp('/en/sources/7--radentscheid-leipzig/edit', { session: SESSION, queryData: SEEDED });
    const section = await screen.findByRole('region', { name: 'Administrators' });
    expect(within(section).getByText('(you)')).toBeInTheDocument();
    const user = userEvent.setup();
    const email = within(section).getByLabelText('E-mail of the new administrator');

    await user.type(email, MARA.email);
    await user.click(within(section).getByRole('button', { name: 'Add Administrator' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('This user already administers the source.'),
    );

    await user.clear(email);
    await user.type(email, JONAS.email);
    await user.click(within(section).getByRole('button', { name: 'Add Administrator' }));
    await within(section).findByText('jonas@example.org');
    expect(toastTexts()).toContain('Invitation sent.');
    expect(email).toHaveValue('');
    // Invited is not added: the administrators stay as they were until Jonas accepts.
    expect(within(section).queryByText('jonas')).not.toBeInTheDocument();
    expect(within(section).getByRole('heading', { name: 'Pending invitations' })).toBeInTheDocument();

    await user.click(
      within(section).getByRole('button', { name: 'Withdraw the invitation to jonas@example.org' }),
    );
    await waitFor(() => expect(within(section).queryByText('jonas@example.org')).not.toBeInTheDocument());
    expect(toastTexts()).toContain('Invitation withdrawn.');
    expect(sent.some((call) => call.method === 'DELETE' && call.path === '/v1/source/7/invitations/11')).toBe(
      true,
    );
  });

  it("removes an administrator only after 'Are you sure you want to remove this admin?'", async () => {
    renderApp('/en/sources/7--radentscheid-leipzig/edit', {
      session: SESSION,
      queryData: [
        ...SEEDED,
        [
          ['source-admin', 7, 'admins'],
          [MARA, JONAS],
        ],
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove jonas' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to remove this admin?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('jonas')).not.toBeInTheDocument());
    expect(sent.some((call) => call.path === '/v1/source/7/remove_admin/5')).toBe(true);
  });

  it('leaves for Administered Sources when the user removes themselves', async () => {
    const { router } = renderApp('/en/sources/7--radentscheid-leipzig/edit', {
      session: SESSION,
      queryData: [
        ...SEEDED,
        [
          ['source-admin', 7, 'admins'],
          [MARA, JONAS],
        ],
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove mara' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/administrated-sources'));
  });

  it('sends the user home when their sources do not include this one', async () => {
    const { router } = renderApp('/en/sources/8--other/edit', {
      session: { ...SESSION, administeredSourceIds: [7, 8] },
      queryData: SEEDED,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
  });

  it('lets a platform admin edit a source they do not administer, as the server does (German)', async () => {
    const platformAdmin: Session = {
      isLoggedIn: true,
      user: { id: 1, username: 'admin', admin: true },
      administeredSourceIds: [],
      logout: () => {},
    };
    const { router } = renderApp('/de/sources/7--radentscheid-leipzig/edit', {
      session: platformAdmin,
      queryData: [...SEEDED.filter(([key]) => key[1] !== 'own'), [['source-admin', 'own'], []]],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Quelle bearbeiten' })).toBeInTheDocument();
    expect(screen.getByText('Radentscheid Leipzig · Wartet auf Freigabe')).toBeInTheDocument();
    expect(screen.getByLabelText('Interne Kontaktperson *')).toHaveValue('team@example.org');
    // The way to create the source's events leads to a screen that lets them in (may-create-event.ts).
    expect(screen.getByRole('link', { name: 'Veranstaltung erstellen' })).toHaveAttribute(
      'href',
      '/de/events/create?source=7',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    await waitFor(() => expect(sent.some((call) => call.method === 'PUT')).toBe(true));
    expect(sent.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/v1/source/7',
      body: { name: 'Radentscheid Leipzig', internal_contact: 'team@example.org' },
    });
    expect(router.state.location.pathname).toBe('/de/sources/7--radentscheid-leipzig/edit');
  });

  it('deletes the source after a confirmation and returns to Administered Sources', async () => {
    const { router } = renderApp('/en/sources/7--radentscheid-leipzig/edit', {
      session: SESSION,
      queryData: SEEDED,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Source' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete Source' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/administrated-sources'));
    expect(sent.some((call) => call.method === 'DELETE' && call.path === '/v1/source/7')).toBe(true);
    expect(toastTexts()).toContain('Source deleted.');
  });
});
