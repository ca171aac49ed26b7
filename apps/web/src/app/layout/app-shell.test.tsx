import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setNotificationsAvailable } from '../../features/alerts/notifications-available';
import type { Session } from '../../features/session/session-context';
import { i18n } from '../../i18n';
import { renderApp, TEST_ASSOCIATION } from '../../test/render-app';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

// jsdom applies no CSS, so the desktop and mobile parts are both present; tests pick one by landmark.
const desktopNav = () => within(screen.getByRole('banner')).getByRole('navigation', { name: /Main|Haupt/ });

const MENU_EN = [
  'Sources',
  'Saved',
  'Analysis',
  'About',
  'Privacy Policy',
  'Disclaimer',
  'Contact',
  'Imprint',
  'Contribute',
  'Data',
  'All Events',
  'Settings',
  'Login',
];
const MENU_DE = [
  'Quellen',
  'Gespeichert',
  'Analyse',
  'Über uns',
  'Datenschutzerklärung',
  'Haftungsausschluss',
  'Kontakt',
  'Impressum',
  'Mitmachen',
  'Daten',
  'Alle Veranstaltungen',
  'Einstellungen',
  'Anmelden',
];

describe.each([
  ['en', ['Home', 'Events', 'Alerts', 'About'], 'Login', 'Menu', 'Language', MENU_EN],
  ['de', ['Start', 'Veranstaltungen', 'Alarme', 'Über uns'], 'Anmelden', 'Menü', 'Sprache', MENU_DE],
] as const)('layout when logged out, in %s', (language, links, login, menu, languageLabel, menuItems) => {
  it('shows the header links with the current page marked, the logo, language, Login and Menu', async () => {
    renderApp(`/${language}/events`);
    await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
    const nav = desktopNav();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(links);
    expect(within(nav).getByRole('link', { name: links[1] })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: links[0] })).not.toHaveAttribute('aria-current');

    const banner = screen.getByRole('banner');
    expect(within(banner).getAllByRole('img', { name: /Example Association e\.V\./ }).length).toBeGreaterThan(
      0,
    );
    expect(within(banner).getByLabelText(languageLabel)).toHaveValue(language);
    expect(within(banner).getByRole('link', { name: login })).toHaveAttribute('href', `/${language}/login`);
    expect(within(banner).getByRole('button', { name: menu })).toBeInTheDocument();
  }, 30_000);

  it('lists the menu items in the spec order and moves focus into the menu', async () => {
    const user = userEvent.setup();
    renderApp(`/${language}/about`);
    await screen.findByRole('heading', { level: 1 });
    const menuButton = within(screen.getByRole('banner')).getByRole('button', { name: menu });
    await user.click(menuButton);

    const dialog = await screen.findByRole('dialog', { name: menu });
    const items = within(dialog)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(items).toEqual(menuItems);
    expect(within(dialog).getByRole('link', { name: menuItems[0] })).toHaveAttribute(
      'href',
      `/${language}/source-info`,
    );
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('shows the association name in the footer', async () => {
    renderApp(`/${language}`);
    await screen.findByRole('heading', { level: 1 });
    expect(
      within(screen.getByRole('contentinfo')).getByText(/Example Association e\.V\./),
    ).toBeInTheDocument();
  });

  it('leaves an example association name (not set by the operator) out of the footer and the logo', async () => {
    renderApp(`/${language}`, {
      queryData: [[['association', 'settings'], { ...TEST_ASSOCIATION, example_fields: ['name', 'tax_id'] }]],
    });
    await screen.findByRole('heading', { level: 1 });
    expect(within(screen.getByRole('contentinfo')).queryByText(/Example Association/)).toBeNull();
    expect(screen.queryAllByRole('img', { name: /Example Association/ })).toHaveLength(0);
  });
});

describe('slide-over menu', () => {
  it('closes on Escape and gives focus back to the menu button', async () => {
    const user = userEvent.setup();
    renderApp('/en/settings');
    await screen.findByRole('heading', { level: 1 });
    const menuButton = within(screen.getByRole('banner')).getByRole('button', { name: 'Menu' });
    await user.click(menuButton);
    await screen.findByRole('dialog', { name: 'Menu' });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // React Aria restores focus in an animation frame after the modal unmounts.
    await waitFor(() => expect(menuButton).toHaveFocus());
  });

  it('keeps focus inside while tabbing', async () => {
    const user = userEvent.setup();
    renderApp('/en/settings');
    await screen.findByRole('heading', { level: 1 });
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    for (let press = 0; press < 20; press++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('shows Administered Sources and Logout, and Admin only for admins', async () => {
    const user = userEvent.setup();
    const session: Session = {
      isLoggedIn: true,
      user: { id: 1, username: 'root', admin: true },
      administeredSourceIds: [3],
      logout: () => {},
    };
    renderApp('/en/saved', { session });
    await screen.findByRole('heading', { level: 1 });
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    const names = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names[1]).toBe('Administered Sources');
    expect(names.slice(-2)).toEqual(['Logout', 'Admin']);
  });

  it.each([
    ['en', 'Alerts', 'Menu', 'New events for your alerts'],
    ['de', 'Alarme', 'Menü', 'Neue Veranstaltungen für deine Alarme'],
  ] as const)(
    'shows the alerts badge in the header, the bottom bar and the menu (%s)',
    async (language, alerts, menu, badge) => {
      const user = userEvent.setup();
      renderApp(`/${language}/settings`);
      await screen.findByRole('heading', { level: 1 });
      const openMenu = async () => {
        await user.click(within(screen.getByRole('banner')).getByRole('button', { name: menu }));
        return screen.findByRole('dialog', { name: menu });
      };
      expect(
        within(await openMenu()).queryByRole('link', { name: new RegExp(alerts) }),
      ).not.toBeInTheDocument();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      act(() => setNotificationsAvailable(true));
      expect(within(desktopNav()).getByRole('link', { name: new RegExp(alerts) })).toHaveTextContent(badge);
      const footerNav = within(screen.getByRole('contentinfo')).getByRole('navigation');
      expect(within(footerNav).getByRole('link', { name: new RegExp(alerts) })).toHaveTextContent(badge);
      const menuLink = within(await openMenu()).getByRole('link', {
        name: new RegExp(`^${alerts}\\s*${badge}$`),
      });
      expect(menuLink).toHaveAttribute('href', `/${language}/alerts`);

      await user.click(menuLink);
      await screen.findByRole('heading', { level: 1, name: alerts });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      act(() => setNotificationsAvailable(false));
      expect(screen.queryByText(badge)).not.toBeInTheDocument();
    },
  );
});

describe('landmarks and keyboard', () => {
  it('has banner, main and contentinfo landmarks and a skip link that focuses main', async () => {
    const user = userEvent.setup();
    renderApp('/en/events');
    await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Skip to main content' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });
});

describe('mobile parts', () => {
  it('hides the back button at home and shows it elsewhere', async () => {
    const home = renderApp('/en');
    await screen.findByRole('heading', { level: 1 });
    expect(
      within(screen.getByRole('banner')).queryByRole('button', { name: 'Back' }),
    ).not.toBeInTheDocument();
    home.unmount();
    renderApp('/en/events');
    await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('makes the current footer item opaque and the others half-transparent', async () => {
    renderApp('/en/info');
    await screen.findByRole('heading', { level: 1 });
    const footerNav = within(screen.getByRole('contentinfo')).getByRole('navigation');
    expect(within(footerNav).getByRole('link', { name: 'Info' })).toHaveClass('opacity-100');
    expect(within(footerNav).getByRole('link', { name: 'Home' })).toHaveClass('opacity-70');
    expect(within(footerNav).getByRole('button', { name: 'Menu' })).toHaveClass('opacity-70');
  });

  it('shows the alerts badge when notifications are available', async () => {
    renderApp('/en/alerts');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('New events for your alerts')).not.toBeInTheDocument();
    act(() => setNotificationsAvailable(true));
    expect(within(desktopNav()).getByRole('link', { name: /Alerts/ })).toHaveTextContent(
      'New events for your alerts',
    );
  });
});
