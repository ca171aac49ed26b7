import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { renderApp } from '../../test/render-app';
import { fakeAccountServer, TEST_PROFILE, unauthorized } from './test-account';
import { testToken, tokenExpiringIn } from './test-tokens';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

/** The header, once the lazily loaded screen and its layout are there. */
const header = async () => within(await screen.findByRole('banner'));

describe('the session on start', () => {
  it('is logged out without a stored token and asks the server nothing about the user', async () => {
    const server = fakeAccountServer();
    renderApp('/en/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect((await header()).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(server.calls('GET /v1/user/me')).toHaveLength(0);
  });

  it('drops an expired token: logged out, the token back to NOTSET', async () => {
    const server = fakeAccountServer();
    localStorage.setItem('access_token', testToken({ exp: Math.floor(Date.now() / 1000) - 60 }));
    renderApp('/en/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(localStorage.getItem('access_token')).toBe('NOTSET');
    expect((await header()).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(server.calls('GET /v1/user/me')).toHaveLength(0);
  });

  it('restores a valid token: loads the user and their sources, then refreshes the token after 1 s', async () => {
    const server = fakeAccountServer();
    const stored = tokenExpiringIn(60);
    localStorage.setItem('access_token', stored);
    renderApp('/en/settings');
    expect(await (await header()).findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByText('Logged in as alex (alex@example.org)')).toBeInTheDocument();
    expect(server.calls('GET /v1/user/me')[0]?.headers.get('Authorization')).toBe(`Bearer ${stored}`);
    expect(server.calls('GET /v1/user/me/sources')).toHaveLength(1);

    await waitFor(() => expect(server.calls('GET /v1/user/refresh_token')).toHaveLength(1));
    await waitFor(() => expect(localStorage.getItem('access_token')).not.toBe(stored));
  });

  it('keeps a logged-in user on a guarded screen while the session is restored', async () => {
    fakeAccountServer();
    localStorage.setItem('access_token', tokenExpiringIn(60));
    const { router } = renderApp('/en/sources/create');
    expect(await (await header()).findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/sources/create');
  });

  it('gives the account a language switched in the header before the restore has answered', async () => {
    const user = userEvent.setup();
    let answerMe: () => void = () => undefined;
    const meAnswered = new Promise<void>((resolve) => {
      answerMe = resolve;
    });
    const server = fakeAccountServer({
      'GET /v1/user/me': () => undefined,
      'PUT /v1/user/me': () => Response.json({ ...TEST_PROFILE, language: 'de' }),
    });
    const fetchWithSlowRestore = vi.mocked(fetch);
    const answer = fetchWithSlowRestore.getMockImplementation();
    fetchWithSlowRestore.mockImplementation(async (request) => {
      const { pathname } = new URL((request as Request).url);
      if ((request as Request).method === 'GET' && pathname === '/v1/user/me') await meAnswered;
      return answer?.(request) ?? Response.error();
    });
    localStorage.setItem('access_token', tokenExpiringIn(60));
    const { router } = renderApp('/en/about');
    await screen.findByRole('heading', { level: 1, name: 'About' });
    await user.selectOptions((await header()).getByRole('combobox', { name: 'Language' }), 'de');
    await waitFor(() => expect(router.state.location.pathname).toBe('/de/about'));
    expect(server.calls('PUT /v1/user/me')).toHaveLength(0);

    answerMe();
    await waitFor(() => expect(server.calls('PUT /v1/user/me')).toHaveLength(1));
    expect(await server.calls('PUT /v1/user/me')[0]?.json()).toEqual({ language: 'de' });
  });

  it('ends the session when the server refuses the restored token', async () => {
    fakeAccountServer({ 'GET /v1/user/me': unauthorized, 'GET /v1/user/me/sources': unauthorized });
    localStorage.setItem('access_token', tokenExpiringIn(60));
    renderApp('/en/settings');
    await waitFor(() => expect(localStorage.getItem('access_token')).toBe('NOTSET'));
    expect((await header()).getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('logging in and out', () => {
  it('logs in with a form-urlencoded username and password, then switches the header and the menu', async () => {
    const user = userEvent.setup();
    const server = fakeAccountServer();
    const { router } = renderApp('/en/login');
    await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'alex');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await (await header()).findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    const [tokenRequest] = server.calls('POST /v1/user/get_token');
    expect(tokenRequest?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(await tokenRequest?.text()))).toEqual({
      username: 'alex',
      password: 'correct horse',
    });
    expect(localStorage.getItem('access_token')).not.toBe('NOTSET');

    await user.click((await header()).getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Administered Sources' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it('logout ends the token on the server, clears the token, the state and the answers fetched with the token, and goes home', async () => {
    const user = userEvent.setup();
    const server = fakeAccountServer();
    const stored = tokenExpiringIn(60);
    localStorage.setItem('access_token', stored);
    const { router, queryClient } = renderApp('/en/settings', {
      queryData: [[['source-admin', 'own'], [{ id: 3 }]]],
    });
    const logoutButton = await (await header()).findByRole('button', { name: 'Logout' });
    // The session refreshes a restored token after 1 s: let that happen first, so the token the logout
    // must send is known (read before the click, it raced the refresh on a busy machine).
    await waitFor(() => expect(localStorage.getItem('access_token')).not.toBe(stored), { timeout: 5_000 });
    const current = localStorage.getItem('access_token');
    await user.click(logoutButton);
    expect(await (await header()).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBe('NOTSET');
    // The header updates at once; the router moves once the home screen's lazy chunk has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    expect(queryClient.getQueryData(['source-admin', 'own'])).toBeUndefined();
    const [logout] = server.calls('POST /v1/user/logout');
    expect(logout?.headers.get('Authorization')).toBe(`Bearer ${current}`);
    expect(current).toMatch(/^eyJ/);
  });

  it('logout aborts the calls still under way with the token before the server ends it', async () => {
    const user = userEvent.setup();
    let aborted = false;
    let abortedBeforeLogout: boolean | undefined;
    const server = fakeAccountServer({
      // Never answered: the server would answer it 401 once the logout has ended the token.
      'POST /v1/user/resend-verification': (request) =>
        new Promise<Response>((_, reject) =>
          request.signal.addEventListener('abort', () => {
            aborted = true;
            reject(request.signal.reason);
          }),
        ),
      'POST /v1/user/logout': () => {
        abortedBeforeLogout = aborted;
        return new Response(null, { status: 204 });
      },
    });
    localStorage.setItem('access_token', tokenExpiringIn(60));
    renderApp('/en/settings');
    await user.click(await screen.findByRole('button', { name: 'Resend Verification Mail' }));
    await waitFor(() => expect(server.calls('POST /v1/user/resend-verification')).toHaveLength(1));
    await user.click(await (await header()).findByRole('button', { name: 'Logout' }));
    expect(await (await header()).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(abortedBeforeLogout).toBe(true));
  });

  it('ends the session on a 401 from any call while logged in', async () => {
    const user = userEvent.setup();
    fakeAccountServer({ 'POST /v1/user/resend-verification': unauthorized });
    localStorage.setItem('access_token', tokenExpiringIn(60));
    renderApp('/en/settings');
    await user.click(await screen.findByRole('button', { name: 'Resend Verification Mail' }));
    expect(await (await header()).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBe('NOTSET');
  });
});
