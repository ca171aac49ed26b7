// Public source calls (spec §7 "Sources"): search (ids) → objects (multi), one source, and the ids
// of its future and past events, 25 at a time (spec §9).
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { validationTextOf } from '../../api/field-errors';
import { requireBody } from '../../api/require-body';
import type { JsonBody, JsonOk } from '../../api/wire-types';
import { DEFAULT_PAGE_SIZE, type Language, SOURCE_PAGE_EVENTS_LIMIT } from '../../constants';

type SourceSearchBody = JsonBody<'/v1/source/address-search', 'post'>;
export type Source = JsonOk<'/v1/source/{source_id}', 'get'>;

export interface SourceFilters {
  typeIds: number[];
  topicIds: number[];
  city: string;
}

export type SourcePage = { sources: Source[]; nextOffset: number | undefined } | { invalid: string };

export const sourceKeys = {
  search: (filters: SourceFilters, language: Language) => ['sources', 'search', filters, language] as const,
  count: (filters: SourceFilters, language: Language) => ['sources', 'count', filters, language] as const,
  one: (id: number) => ['sources', 'one', id] as const,
  byName: (name: string) => ['sources', 'by-name', name] as const,
  events: (id: number, which: 'future' | 'past', page: number) =>
    ['sources', 'events', id, which, page] as const,
};

function bodyOf(filters: SourceFilters): SourceSearchBody {
  const city = filters.city.trim();
  // Spec §5: type_ids and topic_ids default to empty lists (= all).
  return { type_ids: filters.typeIds, topic_ids: filters.topicIds, ...(city !== '' && { city }) };
}

export async function fetchSourcesByIds(ids: readonly number[], signal?: AbortSignal): Promise<Source[]> {
  if (ids.length === 0) return [];
  const { data } = await api.POST('/v1/source/multi', { body: { source_ids: [...ids] }, signal });
  return data ?? [];
}

export function useSourceSearch(filters: SourceFilters, language: Language) {
  return useInfiniteQuery({
    queryKey: sourceKeys.search(filters, language),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<SourcePage> => {
      try {
        const { data: ids = [] } = await api.POST('/v1/source/address-search', {
          params: { query: { address_language: language } },
          body: { ...bodyOf(filters), limit: DEFAULT_PAGE_SIZE, offset: pageParam },
          signal,
        });
        const sources = await fetchSourcesByIds(ids, signal);
        return { sources, nextOffset: ids.length < DEFAULT_PAGE_SIZE ? undefined : pageParam + ids.length };
      } catch (error) {
        const invalid = validationTextOf(error);
        if (invalid !== undefined) return { invalid };
        throw error;
      }
    },
    getNextPageParam: (last) => ('invalid' in last ? undefined : last.nextOffset),
    placeholderData: keepPreviousData,
  });
}

export function useSourceCount(filters: SourceFilters, language: Language) {
  return useQuery({
    queryKey: sourceKeys.count(filters, language),
    // null, not undefined, for a city the server does not know: TanStack Query takes an undefined answer for a
    // failed query (and in development logs an error), while the search's own query shows the city's message.
    queryFn: async ({ signal }): Promise<number | null> => {
      try {
        const { data } = await api.POST('/v1/source/address-search/count', {
          params: { query: { address_language: language } },
          body: bodyOf(filters),
          signal,
        });
        return requireBody(data, 'POST /v1/source/address-search/count');
      } catch (error) {
        if (validationTextOf(error) !== undefined) return null;
        throw error;
      }
    },
    placeholderData: keepPreviousData,
  });
}

export function useSource(id: number | undefined) {
  return useQuery({
    queryKey: sourceKeys.one(id ?? 0),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/v1/source/{source_id}', {
        params: { path: { source_id: id ?? 0 } },
        signal,
      });
      return requireBody(data, 'GET /v1/source/{source_id}');
    },
    enabled: id !== undefined,
  });
}

/** One page (1-based) of a source's future or past event ids, 25 a page (spec §9). */
export function useSourceEventIds(id: number | undefined, which: 'future' | 'past', page: number) {
  return useQuery({
    queryKey: sourceKeys.events(id ?? 0, which, page),
    queryFn: async ({ signal }) => {
      const params = {
        path: { source_id: id ?? 0 },
        query: { limit: SOURCE_PAGE_EVENTS_LIMIT, offset: (page - 1) * SOURCE_PAGE_EVENTS_LIMIT },
      };
      const { data } =
        which === 'future'
          ? await api.GET('/v1/source/{source_id}/future_events', { params, signal })
          : await api.GET('/v1/source/{source_id}/past_events', { params, signal });
      return data ?? [];
    },
    enabled: id !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** Sources in the order of `ids` (e.g. the saved ones); ids that are no longer public are left out. */
export function useSourcesByIds(ids: readonly number[]) {
  return useQuery({
    queryKey: ['sources', 'multi', ids] as const,
    queryFn: async ({ signal }) => {
      // The server takes up to 100 ids a call.
      const batches: number[][] = [];
      for (let start = 0; start < ids.length; start += 100) batches.push(ids.slice(start, start + 100));
      const answers = await Promise.all(batches.map((batch) => fetchSourcesByIds(batch, signal)));
      return answers.flat();
    },
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** The server's longest source name: a longer lookup text could match nothing (and would answer 422). */
export const SOURCE_NAME_MAX_LENGTH = 200;

export type SourceNameMatch = JsonOk<'/v1/source/name-search', 'get'>[number];

/** Sources of every approval status whose name holds every typed word (platform admins; a picker). */
export function useSourcesByName(text: string) {
  const name = text.trim();
  return useQuery({
    queryKey: sourceKeys.byName(name),
    enabled: name !== '',
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/v1/source/name-search', { params: { query: { name } }, signal });
      return requireBody(data, 'GET /v1/source/name-search');
    },
    // The last matches stay listed while the next are on their way, so the list does not flicker per key.
    placeholderData: keepPreviousData,
  });
}
