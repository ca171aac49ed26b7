import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAccountServer, TEST_PROFILE } from '../features/session/test-account';
import { tokenExpiringIn } from '../features/session/test-tokens';
import { i18n } from '../i18n';
import { renderApp } from '../test/render-app';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

const logIn = () => localStorage.setItem('access_token', tokenExpiringIn(60));

describe('Settings for an anonymous visitor', () => {
  it('offers only the language, kept on the device, and shows the app in it after Update', async () => {
    const user = userEvent.setup();
    fakeAccountServer();
    const { router } = renderApp('/en/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete account' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Select Language' }), 'de');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByRole('heading', { level: 1, name: 'Einstellungen' });
    expect(router.state.location.pathname).toBe('/de/settings');
    expect(localStorage.getItem('language')).toBe('de');
  });
});

describe('Settings for a logged-in user', () => {
  it("updates language and newsletter on the account: 'User updated.'", async () => {
    const user = userEvent.setup();
    const server = fakeAccountServer({
      'PUT /v1/user/me': () => Response.json({ ...TEST_PROFILE, receive_newsletter: true }),
    });
    logIn();
    renderApp('/en/settings');
    await user.click(await screen.findByRole('checkbox', { name: /Receive the newsletter/ }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('User updated.')).toBeInTheDocument();
    expect(await server.calls('PUT /v1/user/me')[0]?.json()).toEqual({
      language: 'en',
      receive_newsletter: true,
    });
  });

  it("resends the verification mail while unverified: 'Verification mail sent.'", async () => {
    const user = userEvent.setup();
    const server = fakeAccountServer({
      'POST /v1/user/resend-verification': () => Response.json({ detail: 'Verification mail sent.' }),
    });
    logIn();
    renderApp('/en/settings');
    expect(await screen.findByText(/not verified yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend Verification Mail' }));
    expect(await screen.findByText('Verification mail sent.')).toBeInTheDocument();
    expect(server.calls('POST /v1/user/resend-verification')).toHaveLength(1);
  });

  it('offers no resend once verified', async () => {
    fakeAccountServer({}, { ...TEST_PROFILE, verified: true });
    logIn();
    renderApp('/en/settings');
    expect(await screen.findByText('Your e-mail address is verified.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend Verification Mail' })).toBeNull();
  });

  it('deletes the account only after the confirmation, then is logged out at home', async () => {
    const user = userEvent.setup();
    const server = fakeAccountServer({ 'DELETE /v1/user/me': () => new Response(null, { status: 204 }) });
    logIn();
    const { router } = renderApp('/en/settings');
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.calls('DELETE /v1/user/me')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const again = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    await user.click(within(again).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    expect(server.calls('DELETE /v1/user/me')).toHaveLength(1);
    expect(localStorage.getItem('access_token')).toBe('NOTSET');
  });
});

describe('the verification link', () => {
  it("confirms ?verify_token= once, says 'You are now verified.' and drops the token from the address", async () => {
    const server = fakeAccountServer({
      'POST /v1/user/verify': () => Response.json({ detail: 'You are now verified.' }),
    });
    const { router } = renderApp('/en/settings?verify_token=tok-1');
    expect(await screen.findByRole('status')).toHaveTextContent('You are now verified.');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const calls = server.calls('POST /v1/user/verify');
    expect(calls).toHaveLength(1);
    expect(await calls[0]?.json()).toEqual({ token: 'tok-1' });
  });
});
