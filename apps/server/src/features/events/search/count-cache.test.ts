import { describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database.js';
import { COUNT_TTL_MS, cachedCount, countKey, MIN_KEPT_COUNT, SLOW_COUNT_MS } from './count-cache.js';

describe('countKey', () => {
  const query = { words: [], topicIds: [], typeIds: [] };
  it('shares one key for "from now" asked twice within a minute', () => {
    const a = countKey({ ...query, startFrom: new Date('2026-05-01T10:00:05Z') });
    const b = countKey({ ...query, startFrom: new Date('2026-05-01T10:00:55Z') });
    const c = countKey({ ...query, startFrom: new Date('2026-05-01T10:01:00Z') });
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });

  it('tells different filters apart', () => {
    expect(countKey({ ...query, topicIds: [1] })).not.toBe(countKey({ ...query, topicIds: [2] }));
  });
});

describe('cachedCount', () => {
  const query = { words: ['x'], topicIds: [], typeIds: [] };
  const db = {} as Db;
  /** A clock that each count call moves by `costMs`. */
  function clock() {
    let time = 0;
    return {
      now: () => time,
      count: (value: number, costMs: number) => async () => {
        time += costMs;
        return value;
      },
      advance: (ms: number) => {
        time += ms;
      },
    };
  }

  it('keeps a slow count for a minute and counts afresh after', async () => {
    const c = clock();
    const handle = {} as Db;
    expect(await cachedCount(handle, query, c.count(700, SLOW_COUNT_MS), c.now)).toBe(700);
    expect(await cachedCount(handle, query, c.count(701, SLOW_COUNT_MS), c.now)).toBe(700);
    c.advance(COUNT_TTL_MS);
    expect(await cachedCount(handle, query, c.count(702, 1), c.now)).toBe(702);
  });

  it('never keeps a small total, even one a busy machine counted slowly: a new event shows in it at once', async () => {
    const c = clock();
    const handle = {} as Db;
    const small = MIN_KEPT_COUNT - 1;
    expect(await cachedCount(handle, query, c.count(small, 10 * SLOW_COUNT_MS), c.now)).toBe(small);
    expect(await cachedCount(handle, query, c.count(small + 1, 10 * SLOW_COUNT_MS), c.now)).toBe(small + 1);
  });

  it('never keeps a fast count, so small data sets are always exact', async () => {
    const c = clock();
    expect(await cachedCount(db, query, c.count(1, 1), c.now)).toBe(1);
    expect(await cachedCount(db, query, c.count(2, 1), c.now)).toBe(2);
  });

  it('lets requests arriving together share one count', async () => {
    let calls = 0;
    let release: (value: number) => void = () => undefined;
    const slow = () => {
      calls += 1;
      return new Promise<number>((resolve) => {
        release = resolve;
      });
    };
    const handle = {} as Db;
    const both = Promise.all([cachedCount(handle, query, slow), cachedCount(handle, query, slow)]);
    release(42);
    expect(await both).toEqual([42, 42]);
    expect(calls).toBe(1);
  });
});
