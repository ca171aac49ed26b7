// Markers for a set of events, coloured by their sources' types: one /v1/source/multi call for
// the distinct organising sources (each source carries its source type), never one call per event.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { isAbortedRequest } from '../../api/api-error';
import { api } from '../../api/client';
import type { MapMarker } from '../../components/map';
import { eventMarkers, organisingSourceIds } from './event-markers';
import type { Event, Source } from './types';

/** The server's limit on ids per /v1/source/multi call. */
const MULTI_SOURCES_MAX_IDS = 100;
// Source types change rarely (an admin edits a colour); an hour keeps the home map snappy.
const SOURCE_COLORS_STALE_TIME_MS = 60 * 60 * 1000;

async function fetchSourceTypes(sourceIds: readonly number[]): Promise<Map<number, Source['source_type']>> {
  const batches: number[][] = [];
  for (let start = 0; start < sourceIds.length; start += MULTI_SOURCES_MAX_IDS) {
    batches.push(sourceIds.slice(start, start + MULTI_SOURCES_MAX_IDS));
  }
  const answers = await Promise.all(
    batches.map(
      async (ids) => (await api.POST('/v1/source/multi', { body: { source_ids: ids } })).data ?? [],
    ),
  );
  return new Map(answers.flat().map((source) => [source.id, source.source_type]));
}

/**
 * Markers at once in fallback colours, recoloured when the source types arrive; a failure to load
 * them only loses the colours (logged), never the markers.
 */
export function useEventMarkers(events: readonly Event[] | undefined, now: Date): MapMarker[] {
  const sourceIds = useMemo(() => organisingSourceIds(events ?? []), [events]);
  const sourceTypes = useQuery({
    queryKey: ['event', 'marker-source-types', sourceIds] as const,
    queryFn: () => fetchSourceTypes(sourceIds),
    enabled: sourceIds.length > 0,
    staleTime: SOURCE_COLORS_STALE_TIME_MS,
    meta: { handlesErrors: true },
  });
  useEffect(() => {
    if (sourceTypes.error && !isAbortedRequest(sourceTypes.error))
      console.error('Marker colours could not be loaded', sourceTypes.error);
  }, [sourceTypes.error]);
  const types = sourceTypes.data;
  const time = now.getTime();
  return useMemo(() => eventMarkers(events ?? [], types ?? new Map(), new Date(time)), [events, types, time]);
}
