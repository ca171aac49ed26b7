import { describe, expect, it } from 'vitest';
import { remainingPageOffsets } from './home-events';

describe('home map paging', () => {
  it('asks for the pages after the first until the total', () => {
    expect(remainingPageOffsets(250, 100, 1000)).toEqual([100, 200]);
    expect(remainingPageOffsets(100, 100, 1000)).toEqual([]);
    expect(remainingPageOffsets(0, 100, 1000)).toEqual([]);
  });

  it('stops at the cap', () => {
    expect(remainingPageOffsets(50_000, 100, 1000)).toHaveLength(9);
  });
});
