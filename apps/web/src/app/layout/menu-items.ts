// The right-hand menu's items in the order of spec §2 "Layout", with their visibility rules.
import type { Language } from '../../constants';
import type { Session } from '../../features/session/session-context';
import { paths } from '../../paths';

export type MenuItemKey =
  | 'sources'
  | 'administeredSources'
  | 'saved'
  | 'analysis'
  | 'about'
  | 'privacyPolicy'
  | 'disclaimer'
  | 'contact'
  | 'imprint'
  | 'contribute'
  | 'data'
  | 'allEvents'
  | 'settings'
  | 'login'
  | 'logout'
  | 'admin';

export type MenuItem =
  | { key: MenuItemKey; kind: 'link'; to: string; isMobileOnly: boolean }
  | { key: 'logout'; kind: 'logout'; isMobileOnly: false };

export function menuItems(session: Session, language: Language): MenuItem[] {
  const link = (key: MenuItemKey, to: string, isMobileOnly = false): MenuItem => ({
    key,
    kind: 'link',
    to,
    isMobileOnly,
  });
  const items: (MenuItem | false)[] = [
    link('sources', paths.sourceInfo(language)),
    session.isLoggedIn && link('administeredSources', paths.administeredSources(language)),
    link('saved', paths.savedEntities(language)),
    link('analysis', paths.analysis(language)),
    // The desktop header already has an About link.
    link('about', paths.about(language), true),
    link('privacyPolicy', paths.privacyPolicy(language)),
    link('disclaimer', paths.disclaimer(language)),
    link('contact', paths.contact(language)),
    link('imprint', paths.imprint(language)),
    link('contribute', paths.contribute(language)),
    link('data', paths.data(language)),
    link('allEvents', paths.eventList(language, 1)),
    link('settings', paths.settings(language)),
    session.isLoggedIn
      ? { key: 'logout', kind: 'logout', isMobileOnly: false }
      : link('login', paths.login(language)),
    session.isLoggedIn && session.user?.admin === true && link('admin', paths.admin(language)),
  ];
  return items.filter((item): item is MenuItem => item !== false);
}
