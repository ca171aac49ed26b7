// Pure geometry for the map: GeoJSON from markers, a march's route line, a perimeter circle and
// bounds to fit. No MapLibre import, so it is tested in jsdom and shared by every map screen.
import type { Feature, FeatureCollection, LineString, Point, Polygon } from 'geojson';
import type { LngLat, MapBounds, MapMarker, MapPerimeter } from './map-types';

export interface MarkerProperties {
  id: number;
  color: string;
  title: string;
  /** 1-based position, shown on a route's numbered markers. */
  order: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const CIRCLE_STEPS = 64;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

export function isValidPosition({ lng, lat }: LngLat): boolean {
  return Number.isFinite(lng) && Number.isFinite(lat) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}

/** Markers as GeoJSON points; markers without a usable position are left out, never drawn at 0,0. */
export function markersToFeatureCollection(
  markers: readonly MapMarker[],
): FeatureCollection<Point, MarkerProperties> {
  const features: Feature<Point, MarkerProperties>[] = [];
  for (const [index, marker] of markers.entries()) {
    if (!isValidPosition(marker)) continue;
    features.push({
      type: 'Feature',
      // A numeric feature id lets MapLibre keep hover state per marker.
      id: marker.id,
      geometry: { type: 'Point', coordinates: [marker.lng, marker.lat] },
      properties: { id: marker.id, color: marker.color, title: marker.title ?? '', order: index + 1 },
    });
  }
  return { type: 'FeatureCollection', features };
}

/** The line through a march's locations in their order; undefined with fewer than two. */
export function routeLine(markers: readonly MapMarker[]): Feature<LineString> | undefined {
  const coordinates = markers.filter(isValidPosition).map((marker) => [marker.lng, marker.lat]);
  if (coordinates.length < 2) return undefined;
  return { type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates } };
}

/** The point `distanceKm` from `origin` along `bearing` (radians) on a sphere. */
export function destination(origin: LngLat, distanceKm: number, bearing: number): LngLat {
  const angular = distanceKm / EARTH_RADIUS_KM;
  const lat1 = toRadians(origin.lat);
  const lng1 = toRadians(origin.lng);
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing),
  );
  const lng2 =
    lng1 +
    Math.atan2(
      Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1),
      Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { lat: toDegrees(lat2), lng: ((toDegrees(lng2) + 540) % 360) - 180 };
}

/** A perimeter as a closed polygon of true ground distance (a circle on the map, not an ellipse). */
export function circlePolygon({ center, radiusKm }: MapPerimeter): Feature<Polygon> {
  const ring: [number, number][] = [];
  for (let step = 0; step < CIRCLE_STEPS; step++) {
    const point = destination(center, radiusKm, (2 * Math.PI * step) / CIRCLE_STEPS);
    ring.push([point.lng, point.lat]);
  }
  const first = ring[0] ?? [center.lng, center.lat];
  ring.push([first[0], first[1]]);
  return { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } };
}

/**
 * The smallest bounds around the given points and perimeters; undefined when there is nothing
 * to show. A single point gets a small box so the map does not zoom in to street level.
 */
export function boundsOf(
  points: readonly LngLat[],
  perimeters: readonly MapPerimeter[] = [],
  minimumSpanDegrees = 0.01,
): MapBounds | undefined {
  const all = points.filter(isValidPosition);
  for (const perimeter of perimeters) {
    if (!isValidPosition(perimeter.center)) continue;
    for (const bearing of [0, Math.PI / 2, Math.PI, (3 * Math.PI) / 2]) {
      all.push(destination(perimeter.center, perimeter.radiusKm, bearing));
    }
  }
  if (all.length === 0) return undefined;
  let west = Number.POSITIVE_INFINITY;
  let south = Number.POSITIVE_INFINITY;
  let east = Number.NEGATIVE_INFINITY;
  let north = Number.NEGATIVE_INFINITY;
  for (const { lng, lat } of all) {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  const padLng = Math.max(0, minimumSpanDegrees - (east - west)) / 2;
  const padLat = Math.max(0, minimumSpanDegrees - (north - south)) / 2;
  return [
    [west - padLng, south - padLat],
    [east + padLng, north + padLat],
  ];
}

/** Value equality for bounds, so a new array with the same numbers does not move the map again. */
export function sameBounds(a: MapBounds | undefined, b: MapBounds | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return a[0][0] === b[0][0] && a[0][1] === b[0][1] && a[1][0] === b[1][0] && a[1][1] === b[1][1];
}

/** The perimeter source's data: the circle and its centre point. */
export function perimeterFeatures(perimeter: MapPerimeter | undefined): FeatureCollection {
  if (perimeter === undefined || !isValidPosition(perimeter.center) || !(perimeter.radiusKm > 0)) {
    return { type: 'FeatureCollection', features: [] };
  }
  const centre: Feature<Point> = {
    type: 'Feature',
    properties: {},
    geometry: { type: 'Point', coordinates: [perimeter.center.lng, perimeter.center.lat] },
  };
  return { type: 'FeatureCollection', features: [circlePolygon(perimeter), centre] };
}
