// Events → map markers: the first location only (spec §2 Home, §9 "Marches with routes"), coloured
// by the organising source's source type (map_marker_color_default, or _past once the event is over).
import type { MapMarker } from '../../components/map';
import { isPastEvent } from './format';
import type { Event, Source } from './types';

/** Events whose source (or source type) is unknown: the app's brand red and a muted grey when past. */
export const FALLBACK_MARKER_COLORS = { default: '#b4232c', past: '#8a8fa3' } as const;

type SourceTypeColors = Pick<Source['source_type'], 'map_marker_color_default' | 'map_marker_color_past'>;

export function markerColorOf(
  event: Pick<Event, 'start_time' | 'end_time'>,
  sourceType: SourceTypeColors | undefined,
  now: Date,
): string {
  const past = isPastEvent(event, now);
  if (sourceType === undefined) return past ? FALLBACK_MARKER_COLORS.past : FALLBACK_MARKER_COLORS.default;
  return past ? sourceType.map_marker_color_past : sourceType.map_marker_color_default;
}

/** One marker per event at its first location; events without a location get none. */
export function eventMarkers(
  events: readonly Event[],
  sourceTypeOfSource: ReadonlyMap<number, SourceTypeColors>,
  now: Date,
): MapMarker[] {
  return events.flatMap((event) => {
    const [lng, lat] = event.locations[0]?.geography.coordinates ?? [];
    if (lng === undefined || lat === undefined) return [];
    const sourceType =
      event.organising_source_id === null ? undefined : sourceTypeOfSource.get(event.organising_source_id);
    return [{ id: event.id, lng, lat, color: markerColorOf(event, sourceType, now), title: event.name }];
  });
}

/** Every location of one event, in order: the numbered markers and line of a march (event page). */
export function routeMarkers(event: Event, color: string): MapMarker[] {
  return event.locations.map((location, index) => {
    const [lng = Number.NaN, lat = Number.NaN] = location.geography.coordinates;
    return {
      id: index + 1,
      lng,
      lat,
      color,
      title: [location.street, location.city].filter(Boolean).join(', '),
    };
  });
}

/** The distinct organising sources of some events: the ids one /v1/source/multi call needs. */
export function organisingSourceIds(events: readonly Event[]): number[] {
  const ids = new Set<number>();
  for (const event of events) if (event.organising_source_id !== null) ids.add(event.organising_source_id);
  return [...ids].sort((a, b) => a - b);
}
