import { describe, expect, it } from 'vitest';
import { pageLinks, parsePageNumber } from './paging';

describe('parsePageNumber', () => {
  it('accepts whole numbers from 1', () => {
    expect(parsePageNumber('1')).toBe(1);
    expect(parsePageNumber('40')).toBe(40);
  });

  it.each(['0', '-1', '1.5', 'abc', '', '01', '1e3', '99999999999'])('rejects %j', (value) => {
    expect(parsePageNumber(value)).toBeUndefined();
  });
});

describe('pageLinks', () => {
  it('shows every page when there are few', () => {
    expect(pageLinks(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('shows the ends and the neighbourhood with gaps between', () => {
    expect(pageLinks(6, 40)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 40]);
    expect(pageLinks(1, 40)).toEqual([1, 2, 3, 'gap', 40]);
    expect(pageLinks(40, 40)).toEqual([1, 'gap', 38, 39, 40]);
  });
});
