// The root route's element: language rule, navigation effects, then the app shell around the screen; what runs
// beside the screens (alert polling, offline support) joins once the first screen is shown.
import { type ComponentType, lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useIdleAfterFirstRender } from '../components/when-idle';
import { AlertAccountSync } from '../features/alerts/alert-account-sync';
import { SavedAccountSync } from '../features/saved/saved-account-sync';
import { LanguageGate } from './language-gate';
import { AppShell } from './layout/app-shell';
import { NavigationEffects } from './navigation-effects';

type BackgroundModule = typeof import('./background-services');

/** One chunk for both parts; a failed load (the network lost during the first visit) leaves them out, not the page. */
const loadBackground = (pick: (module: BackgroundModule) => ComponentType) =>
  lazy<ComponentType>(() =>
    import('./background-services').then(
      (module) => ({ default: pick(module) }),
      (error: unknown) => {
        console.warn('Background services could not load', error);
        return { default: () => null };
      },
    ),
  );
const BackgroundServices = loadBackground((module) => module.BackgroundServices);
const OfflineSupport = loadBackground((module) => module.OfflineSupport);

export function RootLayout() {
  const isStarted = useIdleAfterFirstRender();
  return (
    <LanguageGate>
      <NavigationEffects />
      <AlertAccountSync />
      <SavedAccountSync />
      {isStarted && (
        <Suspense fallback={null}>
          <BackgroundServices />
        </Suspense>
      )}
      <AppShell>
        {isStarted && (
          <Suspense fallback={null}>
            <OfflineSupport />
          </Suspense>
        )}
        <Outlet />
      </AppShell>
    </LanguageGate>
  );
}
