import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '../features/session/session-context';
import { i18n } from '../i18n';
import { renderApp } from '../test/render-app';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

const admin: Session = {
  isLoggedIn: true,
  user: { id: 1, username: 'root', admin: true },
  administeredSourceIds: [3],
  logout: () => {},
};

describe('routes', () => {
  it('redirects an unknown path to /error/not-found', async () => {
    const { router } = renderApp('/en/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nothing here...' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/error/not-found');
  });

  it('treats a first segment that is not a language code as an unknown path', async () => {
    const { router } = renderApp('/this-does-not-exist');
    expect(await screen.findByRole('heading', { name: 'Nothing here...' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/error/not-found');
  });

  it('renders a public screen, the Analysis', async () => {
    renderApp('/en/analysis');
    expect(await screen.findByRole('heading', { level: 1, name: 'Data Analysis' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'load' })).toBeInTheDocument();
  });

  it('renders it in German on a German route', async () => {
    renderApp('/de/analysis');
    expect(await screen.findByRole('heading', { level: 1, name: 'Datenanalyse' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'laden' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de-DE');
  });

  it('renders the information pages', async () => {
    renderApp('/en/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About' })).toBeInTheDocument();
  });

  it('shows the internal-error page with Report a Bug', async () => {
    renderApp('/en/error/internal-issues');
    expect(await screen.findByRole('heading', { name: 'We have internal issues...' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Report a Bug' })).toHaveAttribute('href', '/en/contact');
  });
});

describe('language handling on navigation', () => {
  it('adds the language segment to a path without one', async () => {
    const { router } = renderApp('/analysis?keyword=climate');
    await screen.findByRole('heading', { name: 'Data Analysis' });
    expect(router.state.location.pathname).toBe('/en/analysis');
    expect(router.state.location.search).toBe('?keyword=climate');
  });

  it('redirects to the stored language, keeping the route', async () => {
    localStorage.setItem('language', 'de');
    const { router } = renderApp('/en/alerts/results/some-alert');
    expect(
      await screen.findByText('Auf diesem Gerät gibt es keinen Alarm mit diesem Namen.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/de/alerts/results/some-alert');
  });

  it('redirects an unsupported language to en when none is stored', async () => {
    const { router } = renderApp('/fr/alerts');
    await screen.findByRole('heading', { level: 1, name: 'Alerts' });
    expect(router.state.location.pathname).toBe('/en/alerts');
  });

  it('switches language from the selector, storing it and keeping route and query', async () => {
    const { router } = renderApp('/en/alerts/results/some-alert?sort=name');
    await screen.findByRole('heading', { level: 1, name: 'Alert Results: some-alert' });
    const banner = screen.getByRole('banner');
    const select = within(banner).getByLabelText('Language');
    fireEvent.change(select, { target: { value: 'de' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/de/alerts/results/some-alert'));
    expect(router.state.location.search).toBe('?sort=name');
    expect(localStorage.getItem('language')).toBe('de');
    expect(
      await screen.findByText('Auf diesem Gerät gibt es keinen Alarm mit diesem Namen.'),
    ).toBeInTheDocument();
  });
});

describe('guards', () => {
  it('sends a logged-out visitor from a guarded screen to home', async () => {
    const { router } = renderApp('/en/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
  });

  it('sends a logged-out visitor from source create to home', async () => {
    const { router } = renderApp('/de/sources/create');
    await waitFor(() => expect(router.state.location.pathname).toBe('/de'));
  });

  it('lets an admin into the admin area', async () => {
    const { router } = renderApp('/en/admin', { session: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/admin');
  });

  it('lets a source admin create events for their source only', async () => {
    const sourceAdmin: Session = { ...admin, user: { id: 1, username: 'root', admin: false } };
    const allowed = renderApp('/en/events/create?source=3', { session: sourceAdmin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Event' })).toBeInTheDocument();
    allowed.unmount();
    const { router } = renderApp('/en/events/create?source=4', { session: sourceAdmin });
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
  });
});
