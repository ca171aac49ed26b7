// An independent great-circle distance, so a journey can check the server's perimeter search
// without trusting its own geometry code.
import type { WireEvent } from './api.js';

export interface LatLon {
  lat: number;
  lon: number;
}

/** IUGG mean Earth radius. */
const EARTH_RADIUS_KM = 6371.0088;

export function haversineKm(a: LatLon, b: LatLon): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** An event's first location (spec §3: the one used for searches), from the wire's [lon, lat]. */
export function firstLocationOf(event: WireEvent): LatLon {
  const coordinates = event.locations[0]?.geography.coordinates;
  if (coordinates === undefined) throw new Error(`event ${event.id} has no location`);
  const [lon, lat] = coordinates;
  return { lat, lon };
}
