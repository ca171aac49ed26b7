// GeoJSON (RFC 7946) of a search's events (issue 18 "Open exports"): a FeatureCollection with one Point
// feature per event at its first location (spec §3: the one that counts for markers and searches) and, for a
// march with several locations, a second feature: its route as a LineString in the given order (decision 033).
import type { Event, EventLocation } from '../events/events.schemas.js';
import { eventPageUrl } from './event-page-url.js';

export interface GeoJsonOptions {
  publicUrl: string;
  language: 'en' | 'de';
  topicNames: ReadonlyMap<number, string>;
  /** The CC BY-SA 4.0 attribution, a foreign member of the collection (RFC 7946 §6.1). */
  attribution: string;
}

type Position = [number, number];

/** [longitude, latitude] as RFC 7946 §3.1.1 orders them (the wire's location already does). */
const positionOf = (location: EventLocation): Position => {
  const [longitude = 0, latitude = 0] = location.geography.coordinates;
  return [longitude, latitude];
};

/** Public properties of the event, its first location's address flattened in. */
function propertiesOf(event: Event, options: GeoJsonOptions) {
  const first = event.locations[0];
  return {
    feature_type: 'event' as const,
    event_id: event.id,
    name: event.name,
    short_description: event.short_description,
    description: event.description,
    start_time: event.start_time,
    end_time: event.end_time,
    status: event.status,
    event_type_id: event.event_type_id,
    topic_ids: event.topic_ids,
    topics: event.topic_ids.flatMap((id) => options.topicNames.get(id) ?? []),
    raw_location: event.raw_location,
    country: first?.country ?? null,
    city: first?.city ?? null,
    zip_code: first?.zip_code ?? null,
    street: first?.street ?? null,
    house_number: first?.house_number ?? null,
    raw_participants: event.raw_participants,
    raw_organiser: event.raw_organiser,
    organising_source_id: event.organising_source_id,
    url: event.url,
    page_url: eventPageUrl(options.publicUrl, options.language, event),
    updated_at: event.updated_at,
  };
}

function featuresOf(event: Event, options: GeoJsonOptions): object[] {
  const positions = event.locations.map(positionOf);
  const [first] = positions;
  // RFC 7946 §3.2: a feature without a place has a null geometry.
  const point = {
    type: 'Feature',
    id: event.id,
    geometry: first === undefined ? null : { type: 'Point', coordinates: first },
    properties: propertiesOf(event, options),
  };
  if (positions.length < 2) return [point];
  const route = {
    type: 'Feature',
    id: `${event.id}-route`,
    geometry: { type: 'LineString', coordinates: positions },
    properties: {
      feature_type: 'route' as const,
      event_id: event.id,
      name: event.name,
      start_time: event.start_time,
      status: event.status,
      page_url: point.properties.page_url,
    },
  };
  return [point, route];
}

export function buildGeoJson(events: readonly Event[], options: GeoJsonOptions): string {
  return JSON.stringify({
    type: 'FeatureCollection',
    attribution: options.attribution,
    features: events.flatMap((event) => featuresOf(event, options)),
  });
}
