// The right-hand slide-over menu (spec §2): 350 px wide from `s` up, 245 px below; on a phone it also
// holds the language selector, which the desktop header shows. React Aria's
// modal moves focus into it, traps it, closes on Escape or outside press, and returns focus to
// the button that opened it.
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { CloseIcon } from '../../components/icons';
import { useNotificationsAvailable } from '../../features/alerts/notifications-available';
import { useSession } from '../../features/session/session-context';
import { useLanguage } from '../../i18n/use-language';
import { paths } from '../../paths';
import { AlertsBadge } from './alerts-badge';
import { LanguageSelector } from './language-selector';
import { menuItems } from './menu-items';
import { useLogout } from './use-logout';

const itemClass =
  'flex w-full items-center rounded-lg px-3 py-2.5 text-left text-[15px] font-medium text-ink-700 transition ' +
  'hover:bg-ink-50 hover:text-ink-900 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700';

export function SideMenu({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const session = useSession();
  const endSession = useLogout();
  const hasNotifications = useNotificationsAvailable();
  const close = () => onOpenChange(false);

  function logout() {
    close();
    endSession();
  }

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-40 bg-ink-900/40 backdrop-blur-[1px] motion-safe:data-[entering]:animate-fade-in motion-safe:data-[exiting]:animate-fade-out"
    >
      <Modal className="fixed inset-y-0 right-0 w-(--width-menu) bg-white shadow-2xl outline-none s:w-(--width-menu-wide) motion-safe:data-[entering]:animate-slide-in motion-safe:data-[exiting]:animate-slide-out">
        <Dialog aria-label={t('nav.menu')} className="flex h-full flex-col outline-none">
          <div className="flex items-center justify-between border-b border-ink-100 px-4 py-3">
            <Heading slot="title" className="text-base font-bold text-ink-900">
              {t('nav.menu')}
            </Heading>
            <button
              type="button"
              onClick={close}
              aria-label={t('nav.closeMenu')}
              className="flex size-10 items-center justify-center rounded-full text-ink-500 hover:bg-ink-50 hover:text-ink-900"
            >
              <CloseIcon />
            </button>
          </div>
          <nav aria-label={t('nav.menu')} className="flex-1 overflow-y-auto px-2 py-3">
            <ul className="flex flex-col gap-0.5">
              {/* Issue 13: the badge shows in the menu too; the spec's items follow unchanged. */}
              {hasNotifications && (
                <li>
                  <NavLink to={paths.alerts(language)} end onClick={close} className={`${itemClass} gap-2`}>
                    {t('nav.alerts')}
                    <AlertsBadge />
                  </NavLink>
                </li>
              )}
              {menuItems(session, language).map((item) => (
                <li key={item.key} className={item.isMobileOnly ? 's:hidden' : undefined}>
                  {item.kind === 'logout' ? (
                    <button type="button" onClick={logout} className={itemClass}>
                      {t('menu.logout')}
                    </button>
                  ) : (
                    <NavLink to={item.to} end onClick={close} className={itemClass}>
                      {t(`menu.${item.key}`)}
                    </NavLink>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          {/* Issue 20: a phone has no header selector; from `s` up the header has it. */}
          <div className="border-t border-ink-100 px-5 py-4 s:hidden">
            <LanguageSelector showLabel />
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
