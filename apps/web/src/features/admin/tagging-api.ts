// Admin section "Event Tagging" (issue 15): the search, and the bulk topic change's preview and write.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { requireBody } from '../../api/require-body';
import type { JsonBody, JsonOk } from '../../api/wire-types';
import { eventQueryKeys } from '../events';

export type TaggingCriteria = JsonBody<'/v1/event_tagging/search', 'post'>['criteria'];
export type TaggingChange = JsonBody<'/v1/event_tagging/apply', 'post'>;
export type TaggingResult = JsonOk<'/v1/event_tagging/apply', 'post'>;
export type TaggingSearchAnswer = JsonOk<'/v1/event_tagging/search', 'post'>;
export type TaggedEvent = TaggingSearchAnswer['events'][number];

export const TAGGING_PAGE_SIZE = 50;
export const taggingKeys = {
  all: ['admin', 'tagging'] as const,
  search: (criteria: TaggingCriteria, pages: number) => ['admin', 'tagging', criteria, pages] as const,
};

/** The first `pages` pages of events matching `criteria` (undefined: not searched yet). */
export function useTaggingSearch(criteria: TaggingCriteria | undefined, pages: number) {
  return useQuery({
    queryKey: taggingKeys.search(criteria ?? {}, pages),
    enabled: criteria !== undefined,
    queryFn: async ({ signal }) =>
      requireBody(
        (
          await api.POST('/v1/event_tagging/search', {
            body: { criteria: criteria ?? {}, limit: Math.min(100, TAGGING_PAGE_SIZE * pages) },
            signal,
          })
        ).data,
        'POST /v1/event_tagging/search',
      ),
  });
}

export function usePreviewTagging() {
  return useMutation({
    mutationFn: async (change: TaggingChange) =>
      requireBody((await api.POST('/v1/event_tagging/preview', { body: change })).data, 'preview'),
  });
}

/** A 409 (the selection changed since the preview) is said by the section itself. */
export function useApplyTagging() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (change: TaggingChange) =>
      requireBody((await api.POST('/v1/event_tagging/apply', { body: change })).data, 'apply'),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: taggingKeys.all }),
        queryClient.invalidateQueries({ queryKey: eventQueryKeys.all }),
      ]),
  });
}
