// Spec §2 "Desktop header": Home, Events, Alerts and About (current page underlined), the logo
// in the centre, the language selector, Login or Logout, and the menu button.
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { MenuIcon } from '../../components/icons';
import { useNotificationsAvailable } from '../../features/alerts/notifications-available';
import { useSession } from '../../features/session/session-context';
import { useLanguage } from '../../i18n/use-language';
import { paths } from '../paths';
import { AlertsBadge } from './alerts-badge';
import { HeaderLogo } from './header-logo';
import { LanguageSelector } from './language-selector';

const navLinkClass =
  'relative rounded-md px-1 py-1 text-sm font-medium text-ink-700 transition hover:text-ink-900 ' +
  'aria-[current=page]:text-ink-900 aria-[current=page]:underline aria-[current=page]:decoration-brand-600 ' +
  'aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-[10px]';

export function DesktopHeader({ onOpenMenu, isMenuOpen }: { onOpenMenu: () => void; isMenuOpen: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const session = useSession();
  const navigate = useNavigate();
  const hasNotifications = useNotificationsAvailable();

  function logout() {
    session.logout();
    void navigate(paths.home(language));
  }

  return (
    <div className="mx-auto grid h-16 max-w-7xl grid-cols-[1fr_auto_1fr] items-center gap-4 px-6">
      <nav aria-label={t('nav.main')}>
        <ul className="flex items-center gap-3 m:gap-6">
          <li>
            <NavLink to={paths.home(language)} end className={navLinkClass}>
              {t('nav.home')}
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.eventSearch(language)} end className={navLinkClass}>
              {t('nav.events')}
            </NavLink>
          </li>
          <li>
            <NavLink
              to={paths.alerts(language)}
              end
              className={`${navLinkClass} inline-flex items-center gap-1`}
            >
              {t('nav.alerts')}
              {hasNotifications && <AlertsBadge />}
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.about(language)} end className={navLinkClass}>
              {t('nav.about')}
            </NavLink>
          </li>
        </ul>
      </nav>
      <HeaderLogo />
      <div className="flex items-center justify-end gap-2 m:gap-3">
        <LanguageSelector />
        {session.isLoggedIn ? (
          <button
            type="button"
            onClick={logout}
            className="rounded-full px-3 py-1.5 text-sm font-semibold text-ink-700 hover:bg-ink-50"
          >
            {t('nav.logout')}
          </button>
        ) : (
          <NavLink
            to={paths.login(language)}
            end
            className="rounded-full bg-brand-600 px-4 py-1.5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-700"
          >
            {t('nav.login')}
          </NavLink>
        )}
        <button
          type="button"
          onClick={onOpenMenu}
          aria-label={t('nav.menu')}
          aria-haspopup="dialog"
          aria-expanded={isMenuOpen}
          className="flex size-10 items-center justify-center rounded-full text-ink-700 transition hover:bg-ink-50 hover:text-ink-900"
        >
          <MenuIcon />
        </button>
      </div>
    </div>
  );
}
