import { afterEach, describe, expect, it } from 'vitest';
import type { InfiniteLoadState } from './infinite-loading';
import { forgetAllResults, recallResults, rememberResults } from './results-memory';

const state = (count: number): InfiniteLoadState<number> => ({
  items: Array.from({ length: count }, (_, i) => i),
  isBlocked: false,
  isLoading: false,
  hasSearched: true,
  hasFailed: false,
});

afterEach(forgetAllResults);

describe('results memory (issue 20: back to the results)', () => {
  it('gives the results back on a return to the same entry with the same search', () => {
    rememberResults('entry-a', { searchKey: 'en?lat=1', state: state(50), windowY: 120, listTop: 3000 });
    expect(recallResults('entry-a', 'en?lat=1', true)).toMatchObject({ windowY: 120, listTop: 3000 });
  });

  it('searches anew on a new visit, another entry or another search', () => {
    rememberResults('entry-a', { searchKey: 'en?lat=1', state: state(50), windowY: 0, listTop: 0 });
    expect(recallResults('entry-a', 'en?lat=1', false)).toBeUndefined();
    expect(recallResults('entry-b', 'en?lat=1', true)).toBeUndefined();
    expect(recallResults('entry-a', 'de?lat=1', true)).toBeUndefined();
  });

  it('keeps only the last ten entries', () => {
    for (let i = 0; i < 12; i += 1) {
      rememberResults(`entry-${i}`, { searchKey: 's', state: state(25), windowY: i, listTop: 0 });
    }
    expect(recallResults('entry-0', 's', true)).toBeUndefined();
    expect(recallResults('entry-1', 's', true)).toBeUndefined();
    expect(recallResults('entry-11', 's', true)?.windowY).toBe(11);
  });
});
