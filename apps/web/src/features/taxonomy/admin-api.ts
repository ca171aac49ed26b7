// The platform admins' writes of topics, event types and source types (spec §7, issue 15). Each success
// refetches the public list it changed, so every picker and filter of this tab shows the change at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { taxonomyKeys } from './api';

export type TaxonomyKind = 'topics' | 'event-types' | 'source-types';

export interface NamesInput {
  name_en: string;
  name_de: string;
}

export interface MarkerColours {
  map_marker_color_default: string;
  map_marker_color_selected: string;
  map_marker_color_past: string;
}

export type EntryInput = NamesInput & Partial<MarkerColours>;

const KEYS = {
  topics: taxonomyKeys.topics,
  'event-types': taxonomyKeys.eventTypes,
  'source-types': taxonomyKeys.sourceTypes,
} as const;

function colours(input: EntryInput): MarkerColours {
  return {
    map_marker_color_default: input.map_marker_color_default ?? '#c0392b',
    map_marker_color_selected: input.map_marker_color_selected ?? '#e74c3c',
    map_marker_color_past: input.map_marker_color_past ?? '#95a5a6',
  };
}

async function create(kind: TaxonomyKind, input: EntryInput): Promise<void> {
  const names = { name_en: input.name_en, name_de: input.name_de };
  if (kind === 'topics') await api.POST('/v1/topic/new', { body: names });
  else if (kind === 'event-types') await api.POST('/v1/event_type/new', { body: names });
  else await api.POST('/v1/source_type/new', { body: { ...names, ...colours(input) } });
}

async function update(kind: TaxonomyKind, id: number, input: EntryInput): Promise<void> {
  const names = { name_en: input.name_en, name_de: input.name_de };
  if (kind === 'topics')
    await api.PUT('/v1/topic/{event_topic_id}', { params: { path: { event_topic_id: id } }, body: names });
  else if (kind === 'event-types')
    await api.PUT('/v1/event_type/{event_type_id}', { params: { path: { event_type_id: id } }, body: names });
  else
    await api.PUT('/v1/source_type/{source_type_id}', {
      params: { path: { source_type_id: id } },
      body: { ...names, ...colours(input) },
    });
}

async function remove(kind: TaxonomyKind, id: number): Promise<void> {
  if (kind === 'topics') await api.DELETE('/v1/topic/{topic_id}', { params: { path: { topic_id: id } } });
  else if (kind === 'event-types')
    await api.DELETE('/v1/event_type/{type_id}', { params: { path: { type_id: id } } });
  else await api.DELETE('/v1/source_type/{type_id}', { params: { path: { type_id: id } } });
}

/** Add (no id) or change (an id) an entry; the form shows the server's objections itself. */
export function useSaveEntry(kind: TaxonomyKind) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: ({ id, input }: { id?: number; input: EntryInput }) =>
      id === undefined ? create(kind, input) : update(kind, id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEYS[kind] }),
  });
}

/** Delete an entry; one still in use is refused (409) and the section says how many use it. */
export function useDeleteEntry(kind: TaxonomyKind) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (id: number) => remove(kind, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEYS[kind] }),
  });
}

/** The counts of a refused delete, or undefined for any other failure. */
export function inUseOf(error: unknown): { events: number; sources: number } | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const body = error.body as { events?: unknown; sources?: unknown } | undefined;
  return {
    events: typeof body?.events === 'number' ? body.events : 0,
    sources: typeof body?.sources === 'number' ? body.sources : 0,
  };
}

/** The fields a 422 names ('name_en', 'map_marker_color_past' …), with the server's message. */
export function fieldIssuesOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 422 || !Array.isArray(error.detail)) return {};
  const issues: Record<string, string> = {};
  for (const issue of error.detail) {
    const field = issue.loc?.[issue.loc.length - 1];
    if (typeof field === 'string' && issues[field] === undefined) issues[field] = issue.msg;
  }
  return issues;
}
