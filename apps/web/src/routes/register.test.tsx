import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAccountServer, TEST_PROFILE } from '../features/session/test-account';
import { i18n } from '../i18n';
import { renderApp } from '../test/render-app';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

async function fillIn(user: ReturnType<typeof userEvent.setup>, confirmation: string) {
  await screen.findByRole('heading', { level: 1, name: 'Register' });
  await user.type(screen.getByRole('textbox', { name: 'Username' }), 'alex');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'alex@example.org');
  await user.type(screen.getByLabelText(/^Password/), 'correct horse');
  await user.type(screen.getByLabelText(/^Confirm Password/), confirmation);
}

describe('Register', () => {
  it('shows a password mismatch beside the field and sends nothing', async () => {
    const user = userEvent.setup();
    const server = fakeAccountServer({
      'POST /v1/user/register': () => Response.json(TEST_PROFILE, { status: 201 }),
    });
    renderApp('/en/register');
    await fillIn(user, 'correct hose');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirm Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls('POST /v1/user/register')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Confirm Password/));
    await user.type(screen.getByLabelText(/^Confirm Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Account created.')).toBeInTheDocument();
  });

  it("creates the account in the chosen language and says 'Account created.' with the note about the mail", async () => {
    const user = userEvent.setup();
    const server = fakeAccountServer({
      'POST /v1/user/register': () => Response.json(TEST_PROFILE, { status: 201 }),
    });
    renderApp('/en/register');
    await fillIn(user, 'correct horse');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Select Language' }), 'de');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Account created.');
    expect(status).toHaveTextContent('Please check your e-mail for the verification link.');
    expect(await server.calls('POST /v1/user/register')[0]?.json()).toEqual({
      username: 'alex',
      email: 'alex@example.org',
      password: 'correct horse',
      password_confirmation: 'correct horse',
      language: 'de',
    });
  });

  it('shows a 422 issue beside the field it names, translated, and stays on the form', async () => {
    const user = userEvent.setup();
    fakeAccountServer({
      'POST /v1/user/register': () =>
        Response.json(
          {
            detail: [
              { loc: ['body', 'password_confirmation'], msg: 'Passwords do not match', type: 'value_error' },
            ],
          },
          { status: 422 },
        ),
    });
    await i18n.changeLanguage('de');
    const { router } = renderApp('/de/register');
    await screen.findByRole('heading', { level: 1, name: 'Registrieren' });
    await user.type(screen.getByRole('textbox', { name: 'Benutzername' }), 'alex');
    await user.type(screen.getByRole('textbox', { name: 'E-Mail' }), 'alex@example.org');
    await user.type(screen.getByLabelText(/^Passwort \*/), 'correct horse');
    await user.type(screen.getByLabelText(/^Passwort bestätigen/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));

    expect(await screen.findByText('Die Passwörter stimmen nicht überein.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/de/register');
    await user.type(screen.getByLabelText(/^Passwort bestätigen/), 'x');
    await waitFor(() => expect(screen.queryByText('Die Passwörter stimmen nicht überein.')).toBeNull());
  });

  it('shows a conflict from the server as a translated toast (spec §8) and keeps the form', async () => {
    const user = userEvent.setup();
    fakeAccountServer({
      'POST /v1/user/register': () => Response.json({ detail: 'Username already taken' }, { status: 409 }),
    });
    await i18n.changeLanguage('de');
    const { router } = renderApp('/de/register');
    await screen.findByRole('heading', { level: 1, name: 'Registrieren' });
    await user.type(screen.getByRole('textbox', { name: 'Benutzername' }), 'alex');
    await user.type(screen.getByRole('textbox', { name: 'E-Mail' }), 'alex@example.org');
    await user.type(screen.getByLabelText(/^Passwort \*/), 'correct horse');
    await user.type(screen.getByLabelText(/^Passwort bestätigen/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Benutzername ist schon vergeben');
    expect(router.state.location.pathname).toBe('/de/register');
    expect(screen.getByRole('textbox', { name: 'Benutzername' })).toHaveValue('alex');
  });
});
