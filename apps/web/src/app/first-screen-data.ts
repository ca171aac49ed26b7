// The first screen's data asked for with the app's start (issue 18 'Fast pages'): a shared event page needs its event,
// and the type and topic names it waits for (use-brief-wait.ts), before it shows anything. Asked here, while the entry
// chunk runs, they arrive while the page's texts and screen load instead of a round trip after the first render.
// Only the page the app opens on: later screens ask for their data as they render.
import type { QueryClient } from '@tanstack/react-query';
import { eventQuery } from '../features/events/event-query';
import { eventTypesQuery, topicsQuery } from '../features/taxonomy/api';
import { idFromSlug } from '../slug';
import { routeNameOf } from './layout/use-route-name';
import type { AppRouter } from './router';

export function prefetchFirstScreenData(router: AppRouter, queryClient: QueryClient): void {
  const screen = router.state.matches.at(-1);
  if (routeNameOf(screen?.route.handle) !== 'eventDetail') return;
  const id = idFromSlug(screen?.params.eventSlug);
  if (id === undefined) return;
  void queryClient.prefetchQuery(eventQuery(id));
  void queryClient.prefetchQuery(eventTypesQuery);
  void queryClient.prefetchQuery(topicsQuery);
}
