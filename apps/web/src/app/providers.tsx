// Context every screen needs: data fetching, the session, and the locale for React Aria widgets.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { type Session, SessionProvider } from '../features/session/session-context';
import { localeOf } from '../i18n/dates';
import { useLanguage } from '../i18n/use-language';

function LocaleProvider({ children }: { children: ReactNode }) {
  return <I18nProvider locale={localeOf(useLanguage())}>{children}</I18nProvider>;
}

export function AppProviders({
  queryClient,
  session,
  children,
}: {
  queryClient: QueryClient;
  session?: Session;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider value={session}>
        <LocaleProvider>{children}</LocaleProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
