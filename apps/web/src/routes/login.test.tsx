import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { renderApp } from '../test/render-app';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('Login', () => {
  it("is 'Welcome Back' with username and Password, both required", async () => {
    renderApp('/en/login');
    await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeRequired();
    expect(screen.getByLabelText(/^Password/)).toBeRequired();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByText('Required fields are marked with *')).toBeInTheDocument();
  });

  it('links to Forgot password and Register', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/en/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot password' }));
    await screen.findByRole('heading', { level: 1, name: 'Reset your Password' });
    expect(router.state.location.pathname).toBe('/en/password-reset');

    await router.navigate('/en/login');
    await user.click(await screen.findByRole('link', { name: 'Register' }));
    await screen.findByRole('heading', { level: 1, name: 'Register' });
    expect(router.state.location.pathname).toBe('/en/register');
  });

  it('is in German on a German route', async () => {
    renderApp('/de/login');
    await screen.findByRole('heading', { level: 1, name: 'Willkommen zurück' });
    expect(screen.getByRole('textbox', { name: 'Benutzername' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Passwort vergessen' })).toBeInTheDocument();
  });
});
