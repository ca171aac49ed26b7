import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAccountServer } from '../features/session/test-account';
import { i18n } from '../i18n';
import { renderApp } from '../test/render-app';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('Reset your Password', () => {
  it('requests a reset link for an e-mail address and says to check the mails', async () => {
    const user = userEvent.setup();
    const server = fakeAccountServer({
      'POST /v1/user/reset-password': () =>
        Response.json({ detail: 'Requesting password reset successful.' }),
    });
    renderApp('/en/password-reset');
    await screen.findByRole('heading', { level: 1, name: 'Reset your Password' });
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'alex@example.org');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Requesting password reset successful.');
    expect(status).toHaveTextContent('Check your emails.');
    expect(await server.calls('POST /v1/user/reset-password')[0]?.json()).toEqual({
      email: 'alex@example.org',
    });
  });

  it('with ?token= asks for New Password and Confirm New Password and checks they match first', async () => {
    const user = userEvent.setup();
    const server = fakeAccountServer();
    renderApp('/en/password-reset?token=abc');
    await screen.findByRole('heading', { level: 1, name: 'Reset your Password' });
    expect(screen.queryByRole('textbox', { name: 'E-mail' })).toBeNull();
    await user.type(screen.getByLabelText(/^New Password/), 'new secret 1');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'new secret 2');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(server.calls('POST /v1/user/reset-password/confirm')).toHaveLength(0);
  });

  it("sets the new password, says 'Password updated successfully' and goes to login", async () => {
    const user = userEvent.setup();
    const server = fakeAccountServer({
      'POST /v1/user/reset-password/confirm': () =>
        Response.json({ detail: 'Password updated successfully' }),
    });
    const { router } = renderApp('/en/password-reset?token=abc');
    await user.type(await screen.findByLabelText(/^New Password/), 'new secret 1');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'new secret 1');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
    expect(router.state.location.pathname).toBe('/en/login');
    expect(screen.getByText('Password updated successfully')).toBeInTheDocument();
    expect(await server.calls('POST /v1/user/reset-password/confirm')[0]?.json()).toEqual({
      token: 'abc',
      password: 'new secret 1',
      password_confirmation: 'new secret 1',
    });
  });
});
