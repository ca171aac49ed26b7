import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GERMANY_VIEW, offsetFromCenter, worldPixel } from './map-projection';

const lng = fc.double({ min: -180, max: 180, noNaN: true });
const lat = fc.double({ min: -85, max: 85, noNaN: true });
const zoom = fc.double({ min: 0, max: 20, noNaN: true });

describe('worldPixel', () => {
  it('puts the null island at the centre of the zoom 0 world and its corners at 0 and 512', () => {
    expect(worldPixel({ lng: 0, lat: 0 }, 0)).toEqual({ x: 256, y: 256 });
    const northWest = worldPixel({ lng: -180, lat: 85.051129 }, 0);
    expect(northWest.x).toBe(0);
    expect(northWest.y).toBeCloseTo(0, 3);
  });

  it('doubles with each zoom level', () => {
    fc.assert(
      fc.property(lng, lat, zoom, (x, y, z) => {
        const once = worldPixel({ lng: x, lat: y }, z);
        const twice = worldPixel({ lng: x, lat: y }, z + 1);
        expect(twice.x).toBeCloseTo(once.x * 2, 6);
        expect(twice.y).toBeCloseTo(once.y * 2, 6);
      }),
    );
  });

  it('runs east with the longitude and south against the latitude', () => {
    const step = fc.double({ min: 1e-3, max: 5, noNaN: true });
    const westOf = fc.double({ min: -180, max: 175, noNaN: true });
    const southOf = fc.double({ min: -85, max: 80, noNaN: true });
    fc.assert(
      fc.property(westOf, step, southOf, step, (west, east, south, north) => {
        const start = worldPixel({ lng: west, lat: south }, 5);
        expect(start.x).toBeLessThan(worldPixel({ lng: west + east, lat: south }, 5).x);
        expect(start.y).toBeGreaterThan(worldPixel({ lng: west, lat: south + north }, 5).y);
      }),
    );
  });
});

describe('offsetFromCenter', () => {
  it('puts the view’s centre at 0,0', () => {
    expect(offsetFromCenter(GERMANY_VIEW.center, GERMANY_VIEW)).toEqual({ x: 0, y: 0 });
  });

  it('draws Germany about 360 px wide and 495 px high in its first view, as MapLibre does', () => {
    // Germany's westernmost and easternmost points (Isenbruch, Neißeaue), northernmost and southernmost (List, Haldenwang).
    const west = offsetFromCenter({ lng: 5.866, lat: 51.05 }, GERMANY_VIEW);
    const east = offsetFromCenter({ lng: 15.042, lat: 51.27 }, GERMANY_VIEW);
    const north = offsetFromCenter({ lng: 8.42, lat: 55.058 }, GERMANY_VIEW);
    const south = offsetFromCenter({ lng: 10.18, lat: 47.27 }, GERMANY_VIEW);
    expect(east.x - west.x).toBeGreaterThan(350);
    expect(east.x - west.x).toBeLessThan(370);
    expect(south.y - north.y).toBeGreaterThan(485);
    expect(south.y - north.y).toBeLessThan(505);
  });
});
