import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts } from '../components/toast/toast-store';
import type { Session } from '../features/session/session-context';
import { i18n } from '../i18n';
import { accountMergeResponse } from '../test/account-merges';
import { renderApp } from '../test/render-app';

const SESSION: Session = {
  isLoggedIn: true,
  user: { id: 5, username: 'jonas', admin: false },
  administeredSourceIds: [],
  logout: () => {},
};

const sent: { path: string; body: unknown }[] = [];
const fetchMock = vi.fn(async (request: Request) => {
  // Before the body is read: the merge's answer is made from it.
  const merged = await accountMergeResponse(request);
  if (merged !== undefined) return merged;
  const { pathname } = new URL(request.url);
  const body = request.headers.get('content-type')?.includes('json') ? await request.json() : undefined;
  sent.push({ path: pathname, body });
  if (pathname === '/v1/source/invitations/accept') {
    const { token } = body as { token: string };
    if (token === 'good') return Response.json({ detail: 'Administrator added.', source_id: 7 });
    if (token === 'other')
      return Response.json(
        {
          detail:
            'This invitation is for another e-mail address. Log in with the account of the address it was sent to.',
        },
        { status: 403 },
      );
    return Response.json({ detail: 'This invitation has already been accepted.' }, { status: 400 });
  }
  return Response.json([]);
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  sent.length = 0;
});
afterEach(async () => {
  vi.unstubAllGlobals();
  for (const toast of getToasts()) dismissToast(toast.id);
  await i18n.changeLanguage('en');
});

// Decision 029: the invitation mail's link opens this page; the logged-in person accepts there.
describe('Invitation to administer a source', () => {
  it("accepts with the link's token, says 'Administrator added.' and links to the source's edit page", async () => {
    renderApp('/en/invitation?token=good', { session: SESSION });
    await screen.findByRole('heading', { level: 1, name: 'Invitation to administer a source' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('link', { name: 'Edit the source' })).toHaveAttribute(
      'href',
      '/en/sources/7/edit',
    );
    expect(getToasts().map((toast) => toast.message)).toContain('Administrator added.');
    expect(sent.find((call) => call.path === '/v1/source/invitations/accept')?.body).toEqual({
      token: 'good',
    });
  });

  it('shows why the server refused, in German on the German page', async () => {
    await i18n.changeLanguage('de');
    renderApp('/de/invitation?token=other', { session: SESSION });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Einladung annehmen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Diese Einladung gilt für eine andere E-Mail-Adresse. Melde dich mit dem Konto der Adresse an, an die sie ging.',
    );
    expect(screen.queryByRole('link', { name: 'Quelle bearbeiten' })).toBeNull();
  });

  it('logged out, says to log in with the invited address and offers Log in and Register', async () => {
    renderApp('/en/invitation?token=good');
    expect(await screen.findByText(/Log in with the account of the e-mail address/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/en/register');
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
    await waitFor(() =>
      expect(sent.some((call) => call.path === '/v1/source/invitations/accept')).toBe(false),
    );
  });
});
