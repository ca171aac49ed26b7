// What happens on every navigation (spec §2): scroll to the top and clear the loading overlay;
// and what feeds the overlay: route loading, first loads of queries, running mutations.
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigation } from 'react-router';
import { clearLoading, setLoading } from '../components/loading/loading-store';

export function NavigationEffects() {
  const { t } = useTranslation();
  const { key, pathname } = useLocation();
  const navigation = useNavigation();
  // Only first loads count: a background refresh of data already shown is not "page loading".
  const fetchingFirstLoads = useIsFetching({ predicate: (query) => query.state.data === undefined });
  const mutating = useIsMutating();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger, not an input.
  useEffect(() => {
    window.scrollTo(0, 0);
    clearLoading();
  }, [key, pathname]);

  useEffect(() => {
    document.title = t('app.name');
  }, [t]);
  useEffect(() => setLoading('route', navigation.state === 'loading'), [navigation.state]);
  useEffect(() => setLoading('queries', fetchingFirstLoads > 0), [fetchingFirstLoads]);
  useEffect(() => setLoading('mutations', mutating > 0), [mutating]);

  return null;
}
