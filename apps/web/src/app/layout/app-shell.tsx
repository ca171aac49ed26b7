// The frame of every screen (spec §2 "Layout"): skip link, header, main, footer, side menu,
// toasts and the loading overlay. Desktop and mobile parts switch at the `s` breakpoint.
import { lazy, type MouseEvent, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingOverlay } from '../../components/loading/loading-overlay';
import { Toaster } from '../../components/toast/toaster';
import { DesktopFooter } from './desktop-footer';
import { DesktopHeader } from './desktop-header';
import { MobileFooter } from './mobile-footer';
import { MobileHeader } from './mobile-header';

// The menu's dialog (React Aria's modal, ~25 KB compressed with its focus handling) loads when the menu is first
// opened, not with every page (issue 18: a text page's script budget).
const SideMenu = lazy(() => import('./side-menu').then((module) => ({ default: module.SideMenu })));

export const MAIN_CONTENT_ID = 'main-content';

// Moves focus itself rather than letting the hash change: the router would treat '#main-content'
// as a navigation and scroll back to the top.
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const main = document.getElementById(MAIN_CONTENT_ID);
  main?.focus();
  main?.scrollIntoView();
}

export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const openMenu = () => {
    setMenuWanted(true);
    setMenuOpen(true);
  };

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        onClick={skipToMain}
        className="sr-only z-50 rounded-lg bg-ink-900 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('app.skipToContent')}
      </a>
      <header className="sticky top-0 z-30 border-b border-ink-100 bg-paper/90 backdrop-blur">
        <div className="hidden s:block">
          <DesktopHeader onOpenMenu={openMenu} isMenuOpen={isMenuOpen} />
        </div>
        <div className="s:hidden">
          <MobileHeader />
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col pb-20 outline-none s:pb-0">
        {children}
      </main>
      <footer>
        <div className="hidden border-t border-ink-100 bg-white s:block">
          <DesktopFooter />
        </div>
        <div className="fixed inset-x-0 bottom-0 z-30 s:hidden">
          <MobileFooter onOpenMenu={openMenu} isMenuOpen={isMenuOpen} />
        </div>
      </footer>
      {menuWanted && (
        <Suspense fallback={null}>
          <SideMenu isOpen={isMenuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      )}
      <Toaster />
      <LoadingOverlay />
    </div>
  );
}
