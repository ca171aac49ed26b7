// The event search's calls and query keys (spec §7 perimeter-search and address-search, and their counts;
// the list of all events for a search without a place).
// A search is a count and batches of results; the batches seed the event cache (spec §4).
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RefObject } from 'react';
import { api } from '../../api/client';
import { validationTextOf } from '../../api/field-errors';
import { requireBody } from '../../api/require-body';
import type { JsonBody, JsonOk } from '../../api/wire-types';
import type { Language } from '../../constants';
import { type Event, searchEventsInPerimeter, seedEvents } from '../events';
import type { Page } from './infinite-loading';
import type { SearchRequest } from './search-request';
import { useInfiniteSearch } from './use-infinite-search';

/** `searchKey` names one search (criteria, language). */
export const eventSearchKeys = {
  // Under ['event'], so that saving an event (event-admin) refreshes the searches that may list it.
  count: (searchKey: string) => ['event', 'search-count', searchKey] as const,
  batch: (searchKey: string, offset: number) => ['event', 'search-batch', searchKey, offset] as const,
};

export type SearchCount = { count: number } | { invalid: string };

async function searchEventsNearAddress(
  queryClient: QueryClient,
  addressLanguage: Language,
  request: JsonBody<'/v1/event/address-search', 'post'>,
): Promise<Event[]> {
  const { data } = await api.POST('/v1/event/address-search', {
    params: { query: { address_language: addressLanguage } },
    body: request,
  });
  const events = requireBody(data, 'POST /v1/event/address-search');
  seedEvents(queryClient, events);
  return events;
}

async function listAllEvents(
  request: JsonBody<'/v1/event/all', 'post'>,
): Promise<JsonOk<'/v1/event/all', 'post'>> {
  const { data } = await api.POST('/v1/event/all', { body: request });
  return requireBody(data, 'POST /v1/event/all');
}

async function runEventSearch(
  queryClient: QueryClient,
  searchKey: string,
  request: SearchRequest,
  page: Page,
): Promise<Event[]> {
  if (request.kind === 'perimeter') return searchEventsInPerimeter(queryClient, { ...request.body, ...page });
  if (request.kind === 'address')
    return searchEventsNearAddress(queryClient, request.addressLanguage, { ...request.body, ...page });
  const { events, total } = await listAllEvents({ ...request.body, ...page });
  seedEvents(queryClient, events);
  // The list of all events counts its matches with every page: that is the search's count, no call of its own.
  const count: SearchCount = { count: total };
  queryClient.setQueryData(eventSearchKeys.count(searchKey), count);
  return events;
}

async function countEventSearch(request: Exclude<SearchRequest, { kind: 'everywhere' }>): Promise<number> {
  if (request.kind === 'perimeter') {
    const { data } = await api.POST('/v1/event/perimeter-search/count', { body: request.body });
    return requireBody(data, 'POST /v1/event/perimeter-search/count').count;
  }
  const { data } = await api.POST('/v1/event/address-search/count', {
    params: { query: { address_language: request.addressLanguage } },
    body: request.body,
  });
  return requireBody(data, 'POST /v1/event/address-search/count').count;
}

/** How many events the search finds; an address the server cannot place comes back as its message. */
export function useEventSearchCount(searchKey: string, request: SearchRequest) {
  return useQuery({
    queryKey: eventSearchKeys.count(searchKey),
    // A search everywhere learns its count from its batches (runEventSearch).
    enabled: request.kind !== 'everywhere',
    queryFn: async (): Promise<SearchCount> => {
      if (request.kind === 'everywhere') throw new Error('a search everywhere counts with its batches');
      try {
        return { count: await countEventSearch(request) };
      } catch (error) {
        const invalid = validationTextOf(error);
        if (invalid !== undefined) return { invalid };
        throw error;
      }
    },
  });
}

/**
 * The search's results, loaded batch by batch as `list` scrolls (spec §4). Each batch goes through the
 * query client, so failures reach the global handler (spec §8); an unknown address is shown by the count.
 */
export function useEventSearchResults(
  searchKey: string,
  request: SearchRequest,
  list: RefObject<HTMLElement | null>,
) {
  const queryClient = useQueryClient();
  const fetchBatch = (page: Page) =>
    queryClient.fetchQuery({
      queryKey: eventSearchKeys.batch(searchKey, page.offset),
      staleTime: 0,
      queryFn: async (): Promise<Event[]> => {
        try {
          return await runEventSearch(queryClient, searchKey, request, page);
        } catch (error) {
          if (validationTextOf(error) !== undefined) return [];
          throw error;
        }
      },
    });
  return useInfiniteSearch<Event>(searchKey, fetchBatch, list);
}
