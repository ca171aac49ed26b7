import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NEXT_FETCH_MIN_MS, nextFetchTime } from './next-fetch.js';

describe('nextFetchTime', () => {
  const now = new Date('2026-11-25T12:00:00Z');

  it('asks again one crawl interval later when the jitter is nothing', () => {
    expect(nextFetchTime(now, 60, () => 0).toISOString()).toBe('2026-11-25T13:00:00.000Z');
  });

  it('spreads devices over a quarter of the interval after it', () => {
    expect(nextFetchTime(now, 60, () => 0.999_999).getTime()).toBe(now.getTime() + 75 * 60_000 - 1);
  });

  it('is at least 5 minutes ahead and within the interval and a quarter, for every interval and draw', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_080 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (minutes, draw) => {
          const delay = nextFetchTime(now, minutes, () => draw).getTime() - now.getTime();
          expect(delay).toBeGreaterThanOrEqual(NEXT_FETCH_MIN_MS);
          expect(delay).toBeLessThan(Math.max(NEXT_FETCH_MIN_MS, minutes * 60_000) + minutes * 15_000 + 1);
        },
      ),
    );
  });
});
