import { describe, expect, it } from 'vitest';
import { LOGGED_OUT, type Session } from '../../features/session/session-context';
import { menuItems } from './menu-items';

const loggedIn: Session = {
  isLoggedIn: true,
  user: { id: 1, username: 'ada', admin: false },
  administeredSourceIds: [],
  logout: () => {},
};
const admin: Session = { ...loggedIn, user: { id: 2, username: 'root', admin: true } };

describe('menuItems (spec §2 right-hand menu)', () => {
  it('lists the logged-out items in the spec order, About mobile only', () => {
    const items = menuItems(LOGGED_OUT, 'en');
    expect(items.map((item) => item.key)).toEqual([
      'sources',
      'saved',
      'analysis',
      'about',
      'privacyPolicy',
      'disclaimer',
      'contact',
      'imprint',
      'contribute',
      'data',
      'allEvents',
      'settings',
      'login',
    ]);
    expect(items.filter((item) => item.isMobileOnly).map((item) => item.key)).toEqual(['about']);
  });

  it('links Sources to /source-info and All Events to the first list page', () => {
    const links = Object.fromEntries(
      menuItems(LOGGED_OUT, 'de').flatMap((item) => (item.kind === 'link' ? [[item.key, item.to]] : [])),
    );
    expect(links.sources).toBe('/de/source-info');
    expect(links.allEvents).toBe('/de/event-list/1');
  });

  it('adds Administered Sources and swaps Login for Logout when logged in', () => {
    const keys = menuItems(loggedIn, 'en').map((item) => item.key);
    expect(keys[1]).toBe('administeredSources');
    expect(keys).toContain('logout');
    expect(keys).not.toContain('login');
    expect(keys).not.toContain('admin');
  });

  it('ends with Admin for admins', () => {
    expect(
      menuItems(admin, 'en')
        .map((item) => item.key)
        .slice(-2),
    ).toEqual(['logout', 'admin']);
  });
});
