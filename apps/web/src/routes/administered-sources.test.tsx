import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Session } from '../features/session/session-context';
import type { OwnSource } from '../features/source-admin/types';
import { i18n } from '../i18n';
import { renderApp } from '../test/render-app';

const SESSION: Session = {
  isLoggedIn: true,
  user: { id: 3, username: 'mara', admin: false },
  administeredSourceIds: [7, 9],
  logout: () => {},
};

const source = (id: number, name: string, approval_status: OwnSource['approval_status']) =>
  ({ id, name, city: 'Leipzig', approval_status }) as OwnSource;

const OWN: [readonly unknown[], unknown][] = [
  [
    ['source-admin', 'own'],
    [source(7, 'Radentscheid Leipzig', 'approved'), source(9, 'Mieterverein', 'pending')],
  ],
];

describe('Administered Sources', () => {
  it('lists the own sources with their approval state, edit and create-event links, and Create Source', async () => {
    renderApp('/en/administrated-sources', { session: SESSION, queryData: OWN });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Administered Sources' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Source' })).toHaveAttribute('href', '/en/sources/create');
    const [first, second] = screen.getAllByRole('article');
    expect(first).toHaveTextContent('Leipzig · Approved');
    expect(
      within(first as HTMLElement).getByRole('link', { name: 'Edit Radentscheid Leipzig' }),
    ).toHaveAttribute('href', '/en/sources/7--radentscheid-leipzig/edit');
    expect(
      within(first as HTMLElement).getByRole('link', { name: 'Create an event for Radentscheid Leipzig' }),
    ).toHaveAttribute('href', '/en/events/create?source=7');
    expect(second).toHaveTextContent('Leipzig · Waiting for approval');
  });

  it('says so when the user administers no source, in German too', async () => {
    await i18n.changeLanguage('de');
    renderApp('/de/administrated-sources', { session: SESSION, queryData: [[['source-admin', 'own'], []]] });
    expect(await screen.findByText('Du verwaltest noch keine Quellen.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quelle erstellen' })).toHaveAttribute(
      'href',
      '/de/sources/create',
    );
    await i18n.changeLanguage('en');
  });

  it.each([
    ['en', 'Administering sources needs an account.', 'Log in', 'Register'],
    ['de', 'Um Quellen zu verwalten, brauchst du ein Konto.', 'Anmelden', 'Registrieren'],
  ])(
    'logged out (%s): says that it needs an account and offers login and register, no Create Source',
    async (language, notice, login, register) => {
      await i18n.changeLanguage(language);
      renderApp(`/${language}/administrated-sources`);
      expect(await screen.findByText(new RegExp(`^${notice}`))).toBeInTheDocument();
      const main = screen.getByRole('main');
      expect(within(main).getByRole('link', { name: login })).toHaveAttribute('href', `/${language}/login`);
      expect(within(main).getByRole('link', { name: register })).toHaveAttribute(
        'href',
        `/${language}/register`,
      );
      expect(within(main).queryByRole('link', { name: /Create Source|Quelle erstellen/ })).toBeNull();
      await i18n.changeLanguage('en');
    },
  );
});
