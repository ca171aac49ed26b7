import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom } from './random.js';

describe('createRandom', () => {
  it('repeats the same sequence for the same seed', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const a = createRandom(seed);
        const b = createRandom(seed);
        expect(Array.from({ length: 20 }, a.next)).toEqual(Array.from({ length: 20 }, b.next));
      }),
    );
  });

  it('stays within its ranges', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: -50, max: 50 }), fc.nat(100), (seed, min, span) => {
        const random = createRandom(seed);
        for (let i = 0; i < 50; i++) {
          const x = random.next();
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThan(1);
          const n = random.int(min, min + span);
          expect(Number.isInteger(n) && n >= min && n <= min + span).toBe(true);
        }
      }),
    );
  });

  it('samples distinct items', () => {
    fc.assert(
      fc.property(fc.integer(), fc.uniqueArray(fc.integer()), fc.nat(10), (seed, items, count) => {
        const chosen = createRandom(seed).sample(items, count);
        expect(chosen).toHaveLength(Math.min(count, items.length));
        expect(new Set(chosen).size).toBe(chosen.length);
        for (const item of chosen) expect(items).toContain(item);
      }),
    );
  });

  it('spreads values over the whole range', () => {
    const random = createRandom(42);
    const buckets = new Array<number>(10).fill(0);
    for (let i = 0; i < 10_000; i++) {
      const bucket = Math.floor(random.next() * 10);
      buckets[bucket] = (buckets[bucket] ?? 0) + 1;
    }
    for (const count of buckets) expect(count).toBeGreaterThan(850);
  });
});
