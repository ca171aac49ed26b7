import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../db/test-databases.js';
import { BANDS_PER_DEGREE, bandRange, latitudeBand } from './latitude-bands.js';

const latitude = fc.double({ min: -90, max: 90, noNaN: true });
/** Latitudes on and next to band edges, where rounding could put a point in the neighbouring band. */
const nearEdge = fc
  .tuple(
    fc.integer({ min: -90 * BANDS_PER_DEGREE, max: 90 * BANDS_PER_DEGREE }),
    fc.integer({ min: -2, max: 2 }),
  )
  .map(([band, ulps]) => {
    let lat = band / BANDS_PER_DEGREE;
    for (let i = 0; i < Math.abs(ulps); i++) lat = ulps > 0 ? nextUp(lat) : nextDown(lat);
    return Math.max(-90, Math.min(90, lat));
  });

function nextUp(x: number): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const bits = view.getBigInt64(0);
  view.setBigInt64(0, x >= 0 ? bits + 1n : bits - 1n);
  return x === 0 ? Number.MIN_VALUE : view.getFloat64(0);
}
const nextDown = (x: number) => -nextUp(-x);

describe('bandRange', () => {
  it('holds the band of every latitude inside the box', () => {
    fc.assert(
      fc.property(
        fc.oneof(latitude, nearEdge),
        fc.oneof(latitude, nearEdge),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (a, b, t) => {
          const [minLat, maxLat] = a <= b ? [a, b] : [b, a];
          const lat = Math.min(maxLat, Math.max(minLat, minLat + t * (maxLat - minLat)));
          const { first, last } = bandRange(minLat, maxLat);
          expect(latitudeBand(lat)).toBeGreaterThanOrEqual(first);
          expect(latitudeBand(lat)).toBeLessThanOrEqual(last);
        },
      ),
    );
  });

  it('gives a 1 km circle one or two bands', () => {
    expect(bandRange(52.511, 52.529)).toEqual({ first: 2625, last: 2626 });
  });
});

describeEachDatabase('latitudeBand and the index expression', (getDb) => {
  it('agree for every latitude, edges included', async () => {
    const lats = fc.sample(fc.oneof(latitude, nearEdge), { numRuns: 500, seed: 17 });
    const { rows } = await sql<{ band: number }>`
      select floor(lat * 50)::int as band from unnest(${lats}::float8[]) with ordinality as t(lat, n) order by n
    `.execute(getDb());
    // Compared with ===, since the database has no negative zero (JavaScript floors -0 to -0, PostgreSQL says 0).
    const diff = lats.flatMap((lat, i) =>
      rows[i]?.band === latitudeBand(lat) ? [] : [[lat, rows[i]?.band, latitudeBand(lat)]],
    );
    expect(diff).toEqual([]);
  });
});
