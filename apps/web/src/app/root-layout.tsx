// The root route's element: language rule, navigation effects, then the app shell around the screen.
import { Outlet } from 'react-router';
import { LanguageGate } from './language-gate';
import { AppShell } from './layout/app-shell';
import { NavigationEffects } from './navigation-effects';

export function RootLayout() {
  return (
    <LanguageGate>
      <NavigationEffects />
      <AppShell>
        <Outlet />
      </AppShell>
    </LanguageGate>
  );
}
