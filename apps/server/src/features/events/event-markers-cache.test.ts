// Issue 17 finding 6: the markers answer is computed once a minute per kind and shared.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { cachedMarkers, MARKERS_TTL_MS } from './event-markers-cache.js';

const aDb = () => ({}) as Db;

describe('the markers cache', () => {
  it('computes once per minute and kind, and again after the minute', async () => {
    const db = aDb();
    let computed = 0;
    const compute = async () => ++computed;
    expect(await cachedMarkers(db, 'upcoming', compute, 0)).toBe(1);
    expect(await cachedMarkers(db, 'upcoming', compute, MARKERS_TTL_MS - 1)).toBe(1);
    expect(await cachedMarkers(db, 'past', compute, 10)).toBe(2);
    expect(await cachedMarkers(db, 'upcoming', compute, MARKERS_TTL_MS)).toBe(3);
    expect(computed).toBe(3);
  });

  it('lets requests that arrive while it computes share that computation', async () => {
    const db = aDb();
    let release: (value: string) => void = () => {};
    let computed = 0;
    const compute = () => {
      computed += 1;
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    };
    const first = cachedMarkers(db, 'upcoming', compute, 0);
    const second = cachedMarkers(db, 'upcoming', compute, 1);
    release('markers');
    expect(await Promise.all([first, second])).toEqual(['markers', 'markers']);
    expect(computed).toBe(1);
  });

  it('keeps nothing of a failed computation, and never shares answers between databases', async () => {
    const db = aDb();
    await expect(cachedMarkers(db, 'upcoming', () => Promise.reject(new Error('down')), 0)).rejects.toThrow(
      'down',
    );
    expect(await cachedMarkers(db, 'upcoming', async () => 'fresh', 1)).toBe('fresh');
    expect(await cachedMarkers(aDb(), 'upcoming', async () => 'other', 1)).toBe('other');
  });
});
