import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundingBox, distanceKm, isInBox, type Point } from './distance.js';

const point = fc.record({
  lat: fc.double({ min: -89.9, max: 89.9, noNaN: true }),
  lon: fc.double({ min: -180, max: 180, noNaN: true }),
});
// Points in and around Germany, where the product's searches happen.
const nearGermany = fc.record({
  lat: fc.double({ min: 45, max: 56, noNaN: true }),
  lon: fc.double({ min: 4, max: 17, noNaN: true }),
});

const BERLIN: Point = { lat: 52.52, lon: 13.405 };
const MUNICH: Point = { lat: 48.1372, lon: 11.5756 };

describe('distanceKm', () => {
  it('gives the known distance from Berlin to Munich', () => {
    expect(distanceKm(BERLIN, MUNICH)).toBeCloseTo(504.4, 0);
  });

  it('is zero between a point and itself', () => {
    fc.assert(
      fc.property(point, (p) => {
        expect(distanceKm(p, p)).toBe(0);
      }),
    );
  });

  it('is never negative and never more than half the circumference', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = distanceKm(a, b);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(20_016);
      }),
    );
  });

  it('is symmetric', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 6);
      }),
    );
  });

  // Haversine loses a few centimetres to rounding near antipodal points, hence the 1 m of slack.
  it('satisfies the triangle inequality', () => {
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        expect(distanceKm(a, c)).toBeLessThanOrEqual(distanceKm(a, b) + distanceKm(b, c) + 1e-3);
      }),
    );
  });
});

describe('boundingBox', () => {
  // Points exactly on the circle may fall either side of the box edge by a rounding error, hence 1 mm.
  it('contains every point within the radius', () => {
    const offset = fc.record({
      dLat: fc.double({ min: -3, max: 3, noNaN: true }),
      dLon: fc.double({ min: -3, max: 3, noNaN: true }),
    });
    fc.assert(
      fc.property(nearGermany, offset, fc.double({ min: 0.1, max: 300, noNaN: true }), (c, o, radius) => {
        const p = { lat: c.lat + o.dLat, lon: c.lon + o.dLon };
        if (distanceKm(c, p) <= radius - 1e-6) expect(isInBox(p, boundingBox(c, radius))).toBe(true);
      }),
    );
  });

  it('contains every point within the radius anywhere on Earth, poles and date line included', () => {
    fc.assert(
      fc.property(point, point, fc.double({ min: 0, max: 5_000, noNaN: true }), (c, p, radius) => {
        if (distanceKm(c, p) <= radius - 1e-6) expect(isInBox(p, boundingBox(c, radius))).toBe(true);
      }),
    );
  });

  it('is tight: its edges lie about the radius away from the centre', () => {
    const box = boundingBox(BERLIN, 10);
    expect(distanceKm(BERLIN, { lat: box.maxLat, lon: BERLIN.lon })).toBeCloseTo(10, 6);
    expect(distanceKm(BERLIN, { lat: box.minLat, lon: BERLIN.lon })).toBeCloseTo(10, 6);
    expect(box.maxLon - BERLIN.lon).toBeGreaterThan(0.14);
    expect(box.maxLon - BERLIN.lon).toBeLessThan(0.15);
  });
});
