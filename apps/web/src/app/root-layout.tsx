// The root route's element: language rule, navigation effects, then the app shell around the screen.
import { Outlet } from 'react-router';
import { AlertAccountSync } from '../features/alerts/alert-account-sync';
import { AlertPollingRunner } from '../features/alerts/alert-polling-runner';
import { OfflineSupport } from '../features/offline';
import { SavedAccountSync } from '../features/saved/saved-account-sync';
import { LanguageGate } from './language-gate';
import { AppShell } from './layout/app-shell';
import { NavigationEffects } from './navigation-effects';

export function RootLayout() {
  return (
    <LanguageGate>
      <NavigationEffects />
      <AlertPollingRunner />
      <AlertAccountSync />
      <SavedAccountSync />
      <AppShell>
        <OfflineSupport />
        <Outlet />
      </AppShell>
    </LanguageGate>
  );
}
