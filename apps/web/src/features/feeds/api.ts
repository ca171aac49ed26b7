// The crawled official lists (issue 5 "Operators"): GET /v1/feeds for everyone; a feed's runs and
// Crawl now for platform admins.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { JsonOk } from '../../api/wire-types';

export type Feed = JsonOk<'/v1/feeds', 'get'>[number];
export type CrawlRun = JsonOk<'/v1/feeds/{feed}/runs', 'get'>[number];

/** Runs shown per feed in the admin area. */
export const FEED_RUNS_SHOWN = 5;
/** While a run is running its row is read again this often. */
export const RUNNING_CRAWL_POLL_MS = 3000;

export const feedKeys = {
  all: ['feeds'] as const,
  list: ['feeds', 'list'] as const,
  runs: (feed: string) => ['feeds', 'runs', feed] as const,
};

/** The source page shows nothing when this fails and the admin section says so: no global handling. */
export function useFeeds() {
  return useQuery({
    queryKey: feedKeys.list,
    meta: { handlesErrors: true },
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/v1/feeds', { signal });
      return data ?? [];
    },
  });
}

export function isCrawlRunning(runs: readonly CrawlRun[] | undefined): boolean {
  return runs?.some((run) => run.status === 'running') ?? false;
}

export function useFeedRuns(feed: string) {
  return useQuery({
    queryKey: feedKeys.runs(feed),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/v1/feeds/{feed}/runs', {
        params: { path: { feed }, query: { limit: FEED_RUNS_SHOWN } },
        signal,
      });
      return data ?? [];
    },
    refetchInterval: (query) => (isCrawlRunning(query.state.data) ? RUNNING_CRAWL_POLL_MS : false),
  });
}

export function useCrawlNow(feed: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { data } = await api.POST('/v1/feeds/{feed}/crawl', { params: { path: { feed } } });
      return data;
    },
    // Success and 409 ('A crawl of this feed is running') both mean a run is under way: show it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedKeys.all }),
  });
}
