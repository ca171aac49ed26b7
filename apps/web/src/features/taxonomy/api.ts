// Topics, event types and source types (spec §3): read-mostly lists, fetched once per session.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { paths } from '../../api/schema.gen';

type ListOf<P extends keyof paths> = paths[P] extends {
  get: { responses: { 200: { content: { 'application/json': infer Body } } } };
}
  ? Body
  : never;

export type Topic = ListOf<'/v1/topic/'>[number];
export type EventType = ListOf<'/v1/event_type/'>[number];
export type SourceType = ListOf<'/v1/source_type/'>[number];

export const taxonomyKeys = {
  topics: ['taxonomy', 'topics'] as const,
  eventTypes: ['taxonomy', 'event-types'] as const,
  sourceTypes: ['taxonomy', 'source-types'] as const,
};

// Admins rarely change these lists; a reload picks up a change.
const TAXONOMY_STALE_TIME_MS = 30 * 60 * 1000;

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

export function useTopics() {
  return useQuery({ queryKey: taxonomyKeys.topics, queryFn: fetchTopics, staleTime: TAXONOMY_STALE_TIME_MS });
}

export function useEventTypes() {
  return useQuery({
    queryKey: taxonomyKeys.eventTypes,
    queryFn: fetchEventTypes,
    staleTime: TAXONOMY_STALE_TIME_MS,
  });
}

export function useSourceTypes() {
  return useQuery({
    queryKey: taxonomyKeys.sourceTypes,
    queryFn: fetchSourceTypes,
    staleTime: TAXONOMY_STALE_TIME_MS,
  });
}
