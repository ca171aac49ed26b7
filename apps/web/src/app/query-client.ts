// The React Query client: every failed query or mutation goes to the one global handler
// (spec §8) unless its `meta.handlesErrors` says the screen shows the failure itself.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { NoResponseError } from '../api/api-error';

export interface AppQueryMeta extends Record<string, unknown> {
  /** The screen handles this failure itself (e.g. 410 → 'The event is gone.'). */
  handlesErrors?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
    mutationMeta: AppQueryMeta;
  }
}

export function createQueryClient(onFailure: (error: unknown) => void): QueryClient {
  const report = (error: unknown, meta: AppQueryMeta | undefined) => {
    if (meta?.handlesErrors !== true) onFailure(error);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => report(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        // An answer (4xx/5xx) will not change on retry; a lost connection may come back once.
        retry: (failureCount, error) => error instanceof NoResponseError && failureCount < 1,
        refetchOnWindowFocus: false,
        // Run even when the device says it is offline: the service worker may answer from an offline
        // copy, and a request that cannot be answered fails (and says so) instead of waiting unseen.
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
