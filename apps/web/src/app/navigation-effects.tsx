// What happens on every navigation (spec §2): scroll to the top, clear the loading overlay and forget the last
// screen's offline copies; and what feeds the overlay: route loading, first loads of queries, running mutations.
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigation, useNavigationType } from 'react-router';
import { documentTitle } from '../components/document-title';
import { clearLoading, setLoading } from '../components/loading/loading-store';
import { forgetOfflineCopies } from '../features/offline/offline-copies';
import type { RouteName } from '../paths';
import { useRouteName } from './layout/use-route-name';

/**
 * Each screen's title (the server's page head names them alike, page-texts.ts). Home, the text pages and
 * the error pages show the app name alone here; text pages, event and source pages then set their own.
 */
const SCREEN_TITLES: Partial<Record<RouteName, ParseKeys>> = {
  eventSearch: 'screens.eventSearch',
  eventList: 'screens.eventList',
  eventCreate: 'screens.eventCreate',
  eventEdit: 'screens.eventEdit',
  eventDetail: 'screens.eventDetail',
  eventNotFound: 'status.eventGone',
  sourceSearch: 'screens.sourceSearch',
  sourceCreate: 'screens.sourceCreate',
  sourceDetail: 'screens.sourceDetail',
  sourceEdit: 'screens.sourceEdit',
  administeredSources: 'screens.administeredSources',
  info: 'screens.info',
  settings: 'screens.settings',
  login: 'screens.login',
  register: 'screens.register',
  passwordReset: 'screens.passwordReset',
  alerts: 'screens.alerts',
  alertCreate: 'screens.alertCreate',
  alertResults: 'screens.alertResults',
  savedEntities: 'screens.saved',
  admin: 'screens.admin',
  analysis: 'screens.analysis',
};

export function NavigationEffects() {
  const { t } = useTranslation();
  const { key, pathname } = useLocation();
  const routeName = useRouteName();
  const navigation = useNavigation();
  const navigationType = useNavigationType();
  // Only first loads count: a background refresh of data already shown is not "page loading".
  const fetchingFirstLoads = useIsFetching({ predicate: (query) => query.state.data === undefined });
  const mutating = useIsMutating();

  // The app places the scroll itself on every navigation (the top, or where 'Find Events' was left, issue 20):
  // the browser's own restoration on Back would be a second hand on the same position, restoring against
  // whatever layout is drawn when it runs.
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger, not an input.
  useEffect(() => {
    window.scrollTo(0, 0);
    clearLoading();
  }, [key, pathname]);

  // A new screen shows its own answers; what the last one showed from offline copies is no longer on screen
  // (issue 14). A replace (an event page putting its slug into the URL) stays on the same screen and data.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation.
  useEffect(() => {
    if (navigationType !== 'REPLACE') forgetOfflineCopies();
  }, [pathname]);

  // A layout effect: it runs before the screens' own (passive) title effects of the same render.
  useLayoutEffect(() => {
    const key = routeName === undefined ? undefined : SCREEN_TITLES[routeName];
    document.title = documentTitle(t('app.name'), key === undefined ? undefined : t(key));
  }, [routeName, t]);
  useEffect(() => setLoading('route', navigation.state === 'loading'), [navigation.state]);
  useEffect(() => setLoading('queries', fetchingFirstLoads > 0), [fetchingFirstLoads]);
  useEffect(() => setLoading('mutations', mutating > 0), [mutating]);

  return null;
}
