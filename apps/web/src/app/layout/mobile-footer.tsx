// Spec §2 "Mobile footer": Home, Events, Info, Alerts (with badge) and Menu; the current item is
// opaque and the others half-transparent (rule in footer-items.ts): 70 % opacity, as half of it left the 11 px labels
// at 3.3:1 against the white footer (WCAG AA needs 4.5:1; Lighthouse's colour-contrast audit, issue 18), 70 % gives 6.2:1.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertsIcon, EventsIcon, HomeIcon, InfoIcon, MenuIcon } from '../../components/icons';
import { useNotificationsAvailable } from '../../features/alerts/notifications-available';
import { useLanguage } from '../../i18n/use-language';
import { paths } from '../../paths';
import { AlertsBadge } from './alerts-badge';
import { type FooterItem, isFooterItemOpaque } from './footer-items';
import { useRouteName } from './use-route-name';

const itemClass =
  'flex min-w-14 flex-col items-center gap-0.5 rounded-xl px-2 py-1.5 text-[11px] font-medium transition';

export function MobileFooter({ onOpenMenu, isMenuOpen }: { onOpenMenu: () => void; isMenuOpen: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const routeName = useRouteName();
  const hasNotifications = useNotificationsAvailable();
  const opacity = (item: FooterItem) => (isFooterItemOpaque(item, routeName) ? 'opacity-100' : 'opacity-70');
  const link = (item: FooterItem, to: string, label: string, icon: ReactNode, badge = false) => (
    <li>
      <Link
        to={to}
        aria-current={isFooterItemOpaque(item, routeName) && item !== 'menu' ? 'page' : undefined}
        className={`${itemClass} ${opacity(item)} relative text-ink-900`}
      >
        {icon}
        {badge && <AlertsBadge className="absolute top-0.5 right-2" />}
        <span>{label}</span>
      </Link>
    </li>
  );

  return (
    <nav
      aria-label={t('nav.main')}
      className="border-t border-ink-100 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="flex items-center justify-around px-1 py-1">
        {link('home', paths.home(language), t('nav.home'), <HomeIcon />)}
        {link('events', paths.eventSearch(language), t('nav.events'), <EventsIcon />)}
        {link('info', paths.info(language), t('nav.info'), <InfoIcon />)}
        {link('alerts', paths.alerts(language), t('nav.alerts'), <AlertsIcon />, hasNotifications)}
        <li>
          <button
            type="button"
            onClick={onOpenMenu}
            aria-haspopup="dialog"
            aria-expanded={isMenuOpen}
            className={`${itemClass} ${opacity('menu')} text-ink-900`}
          >
            <MenuIcon />
            <span>{t('nav.menu')}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
