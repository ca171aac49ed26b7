import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  circlePolygon,
  destination,
  markersToFeatureCollection,
  perimeterFeatures,
  routeLine,
  sameBounds,
} from './map-geometry';
import type { MapMarker } from './map-types';

const berlin = { lng: 13.405, lat: 52.52 };
const marker = (id: number, lng: number, lat: number): MapMarker => ({
  id,
  lng,
  lat,
  color: '#112233',
  title: `E${id}`,
});

function haversineKm(a: { lng: number; lat: number }, b: { lng: number; lat: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
}

describe('markersToFeatureCollection', () => {
  it('turns markers into GeoJSON points in [lng, lat] order with id, colour, title and 1-based order', () => {
    const collection = markersToFeatureCollection([marker(7, 13.4, 52.5), marker(9, 11.5, 48.1)]);
    expect(collection.features).toHaveLength(2);
    expect(collection.features[0]).toMatchObject({
      id: 7,
      geometry: { type: 'Point', coordinates: [13.4, 52.5] },
      properties: { id: 7, color: '#112233', title: 'E7', order: 1 },
    });
    expect(collection.features[1]?.properties.order).toBe(2);
  });

  it('leaves out markers without a usable position instead of drawing them at 0,0', () => {
    const collection = markersToFeatureCollection([
      marker(1, Number.NaN, 52),
      marker(2, 13, 95),
      marker(3, 190, 50),
      marker(4, 13, 52),
    ]);
    expect(collection.features.map((feature) => feature.properties.id)).toEqual([4]);
  });
});

describe('routeLine', () => {
  it('joins a march’s locations in their given order', () => {
    const line = routeLine([marker(1, 13.1, 52.1), marker(1, 13.2, 52.2), marker(1, 13.3, 52.15)]);
    expect(line?.geometry.coordinates).toEqual([
      [13.1, 52.1],
      [13.2, 52.2],
      [13.3, 52.15],
    ]);
  });

  it('draws no line for a single location', () => {
    expect(routeLine([marker(1, 13.1, 52.1)])).toBeUndefined();
  });
});

describe('circlePolygon', () => {
  it('is a closed ring whose every vertex lies radius km from the centre on the ground', () => {
    const ring = circlePolygon({ center: berlin, radiusKm: 10 }).geometry.coordinates[0] ?? [];
    expect(ring.length).toBeGreaterThan(32);
    expect(ring[0]).toEqual(ring.at(-1));
    for (const [lng = 0, lat = 0] of ring) expect(haversineKm(berlin, { lng, lat })).toBeCloseTo(10, 6);
  });

  it('wraps longitudes across the antimeridian', () => {
    const east = destination({ lng: 179.99, lat: 0 }, 10, Math.PI / 2);
    expect(east.lng).toBeLessThan(-179);
  });
});

describe('perimeterFeatures', () => {
  it('holds the circle and its centre point', () => {
    const features = perimeterFeatures({ center: berlin, radiusKm: 2 }).features;
    expect(features.map((feature) => feature.geometry.type)).toEqual(['Polygon', 'Point']);
  });

  it('is empty without a perimeter or with a radius that is not positive', () => {
    expect(perimeterFeatures(undefined).features).toEqual([]);
    expect(perimeterFeatures({ center: berlin, radiusKm: 0 }).features).toEqual([]);
  });
});

describe('boundsOf', () => {
  it('spans every point', () => {
    expect(boundsOf([berlin, { lng: 11.58, lat: 48.14 }])).toEqual([
      [11.58, 48.14],
      [13.405, 52.52],
    ]);
  });

  it('gives a single point a small box so the map does not zoom to street level', () => {
    const [[west, south], [east, north]] = boundsOf([berlin]) ?? [
      [0, 0],
      [0, 0],
    ];
    expect(east - west).toBeCloseTo(0.01, 10);
    expect(north - south).toBeCloseTo(0.01, 10);
  });

  it('includes the whole perimeter circle', () => {
    const [[west, south], [east, north]] = boundsOf([], [{ center: berlin, radiusKm: 50 }]) ?? [
      [0, 0],
      [0, 0],
    ];
    expect(haversineKm(berlin, { lng: berlin.lng, lat: north })).toBeCloseTo(50, 3);
    expect(haversineKm(berlin, { lng: berlin.lng, lat: south })).toBeCloseTo(50, 3);
    expect(west).toBeLessThan(berlin.lng);
    expect(east).toBeGreaterThan(berlin.lng);
  });

  it('is undefined when nothing has a position', () => {
    expect(boundsOf([{ lng: Number.NaN, lat: 1 }])).toBeUndefined();
  });

  it('compares by value', () => {
    expect(sameBounds(boundsOf([berlin]), boundsOf([{ ...berlin }]))).toBe(true);
    expect(sameBounds(boundsOf([berlin]), undefined)).toBe(false);
  });
});
