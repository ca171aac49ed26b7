// Spec §2 "Desktop header": Home, Events, Alerts and About (current page underlined), the logo
// in the centre, the language selector, Login or Logout, and the menu button.
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { MenuIcon } from '../../components/icons';
import { useNotificationsAvailable } from '../../features/alerts/notifications-available';
import { useSession } from '../../features/session/session-context';
import { useLanguage } from '../../i18n/use-language';
import { paths } from '../../paths';
import { AlertsBadge } from './alerts-badge';
import { HeaderLogo } from './header-logo';
import { LanguageSelector } from './language-selector';
import { useLogout } from './use-logout';

const navLinkClass =
  'group inline-flex items-center gap-1 rounded-md px-1 py-1 text-[13px] font-medium whitespace-nowrap ' +
  'text-ink-700 transition hover:text-ink-900 aria-[current=page]:text-ink-900 m:text-sm';
// The current page is underlined (spec §2); only the label, so the alerts badge stays clear of it.
const labelClass =
  'decoration-brand-600 decoration-2 underline-offset-[10px] group-aria-[current=page]:underline';

export function DesktopHeader({ onOpenMenu, isMenuOpen }: { onOpenMenu: () => void; isMenuOpen: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const session = useSession();
  const logout = useLogout();
  const hasNotifications = useNotificationsAvailable();

  return (
    // Between s and m the sides take what they need and the logo sits between them; from m up the
    // two sides are equal so the logo is exactly centred.
    <div className="mx-auto grid h-16 max-w-7xl grid-cols-[auto_1fr_auto] items-center gap-4 px-4 m:grid-cols-[1fr_auto_1fr] m:px-6">
      <nav aria-label={t('nav.main')}>
        <ul className="flex items-center gap-2 m:gap-6">
          <li>
            <NavLink to={paths.home(language)} end className={navLinkClass}>
              <span className={labelClass}>{t('nav.home')}</span>
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.eventSearch(language)} end className={navLinkClass}>
              <span className={labelClass}>{t('nav.events')}</span>
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.alerts(language)} end className={navLinkClass}>
              <span className={labelClass}>{t('nav.alerts')}</span>
              {hasNotifications && <AlertsBadge />}
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.about(language)} end className={navLinkClass}>
              <span className={labelClass}>{t('nav.about')}</span>
            </NavLink>
          </li>
        </ul>
      </nav>
      <div className="flex justify-center">
        <HeaderLogo wordmarkClassName="hidden m:inline" />
      </div>
      <div className="flex items-center justify-end gap-1.5 m:gap-3">
        <LanguageSelector />
        {/* While a stored session is restored neither fits; showing Login would flash (spec §4). */}
        {session.isRestoring ? null : session.isLoggedIn ? (
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
            className="rounded-full bg-brand-600 px-3 py-1.5 text-[13px] font-semibold whitespace-nowrap text-white m:px-4 m:text-sm shadow-sm transition hover:bg-brand-700"
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
          className="flex size-9 items-center justify-center rounded-full text-ink-700 m:size-10 transition hover:bg-ink-50 hover:text-ink-900"
        >
          <MenuIcon />
        </button>
      </div>
    </div>
  );
}
