// Topics, event types and source types (spec §3): read-mostly lists, fetched once per session.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { JsonOk } from '../../api/wire-types';

export type Topic = JsonOk<'/v1/topic/', 'get'>[number];
export type EventType = JsonOk<'/v1/event_type/', 'get'>[number];
export type SourceType = JsonOk<'/v1/source_type/', 'get'>[number];

export const taxonomyKeys = {
  topics: ['taxonomy', 'topics'] as const,
  eventTypes: ['taxonomy', 'event-types'] as const,
  sourceTypes: ['taxonomy', 'source-types'] as const,
};

// Admins change these lists (admin sections, issue 15): their own tab refetches after each write; every other
// open tab picks a change up within a minute of its next use, without a reload.
const TAXONOMY_STALE_TIME_MS = 60 * 1000;

export async function fetchTopics(): Promise<Topic[]> {
  const { data } = await api.GET('/v1/topic/');
  return data ?? [];
}

export async function fetchEventTypes(): Promise<EventType[]> {
  const { data } = await api.GET('/v1/event_type/');
  return data ?? [];
}

export async function fetchSourceTypes(): Promise<SourceType[]> {
  const { data } = await api.GET('/v1/source_type/');
  return data ?? [];
}

export const topicsQuery = queryOptions({
  queryKey: taxonomyKeys.topics,
  queryFn: fetchTopics,
  staleTime: TAXONOMY_STALE_TIME_MS,
});

export const eventTypesQuery = queryOptions({
  queryKey: taxonomyKeys.eventTypes,
  queryFn: fetchEventTypes,
  staleTime: TAXONOMY_STALE_TIME_MS,
});

export function useTopics() {
  return useQuery(topicsQuery);
}

export function useEventTypes() {
  return useQuery(eventTypesQuery);
}

export function useSourceTypes() {
  return useQuery({
    queryKey: taxonomyKeys.sourceTypes,
    queryFn: fetchSourceTypes,
    staleTime: TAXONOMY_STALE_TIME_MS,
  });
}
