// The home map's data (spec §2 Home): every upcoming public event as a marker from one compact
// GET /v1/event/markers call that also carries the source type colours, so 10,000+ events cost one
// small request; the map clusters them in its worker. The list beside the map takes the first page
// of POST /v1/event/all, which also feeds the event cache (spec §4).
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { requireBody } from '../../api/require-body';
import type { JsonOk } from '../../api/wire-types';
import type { MapMarker } from '../../components/map';
import { fetchEventPage } from './api';
import { FALLBACK_MARKER_COLORS } from './event-markers';
import type { Event } from './types';

type EventMarkers = JsonOk<'/v1/event/markers', 'get'>;
/** [id, lon, lat, source_type_id | null, start_epoch_seconds, name] */
export type EventMarkerTuple = EventMarkers['markers'][number];
type MarkerSourceType = EventMarkers['source_types'][number];

/** Events listed beside the map; the screen shows the first few. */
export const HOME_LIST_LENGTH = 25;
// Events change hourly at most (spec §1: crawled once an hour).
const HOME_MAP_STALE_TIME_MS = 5 * 60 * 1000;

export interface HomeMapMarkers {
  source_types: MarkerSourceType[];
  markers: EventMarkerTuple[];
}

export async function fetchHomeMapMarkers(): Promise<HomeMapMarkers> {
  const { data } = await api.GET('/v1/event/markers');
  const { source_types, markers } = requireBody(data, 'GET /v1/event/markers');
  // openapi-fetch widens tuple responses to arrays; the generated schema holds the exact tuple.
  return { source_types, markers: markers as EventMarkerTuple[] };
}

/** Map markers coloured by source type (past colour once started); unknown types get the fallback. */
export function toMapMarkers(answer: HomeMapMarkers, now: Date): MapMarker[] {
  const types = new Map(answer.source_types.map((type) => [type.id, type]));
  const nowSeconds = now.getTime() / 1000;
  return answer.markers.map(([id, lng, lat, sourceTypeId, start, title]) => {
    const type = sourceTypeId === null ? undefined : types.get(sourceTypeId);
    const past = start < nowSeconds;
    const color = past
      ? (type?.map_marker_color_past ?? FALLBACK_MARKER_COLORS.past)
      : (type?.map_marker_color_default ?? FALLBACK_MARKER_COLORS.default);
    return { id, lng, lat, color, title };
  });
}

export function useHomeMapMarkers() {
  return useQuery({
    queryKey: ['event', 'home-map-markers'] as const,
    queryFn: fetchHomeMapMarkers,
    staleTime: HOME_MAP_STALE_TIME_MS,
  });
}

export async function loadUpcomingEvents(queryClient: QueryClient): Promise<Event[]> {
  const page = await fetchEventPage(queryClient, {
    mode: 'closest_future',
    offset: 0,
    limit: HOME_LIST_LENGTH,
    sorting_key: 'start_time',
    sorting_direction: 'asc',
  });
  return page.events;
}

export function useUpcomingEvents() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['event', 'home-upcoming'] as const,
    queryFn: () => loadUpcomingEvents(queryClient),
    staleTime: HOME_MAP_STALE_TIME_MS,
  });
}
