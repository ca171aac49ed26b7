import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { isFinishedDay, isReversed, searchableRange } from './typed-dates';

const start = new CalendarDate(2026, 11, 25);

describe('typed dates', () => {
  it('takes only a four-digit year as a finished day', () => {
    for (const year of [2, 20, 202]) expect(isFinishedDay(new CalendarDate(year, 12, 2))).toBe(false);
    expect(isFinishedDay(new CalendarDate(2027, 12, 2))).toBe(true);
    expect(isFinishedDay(null)).toBe(false);
  });

  it('searches a range only once both ends are finished and in order, never swapped', () => {
    expect(searchableRange({ start, end: new CalendarDate(2, 12, 2) })).toBeUndefined();
    expect(searchableRange({ start, end: new CalendarDate(2026, 11, 24) })).toBeUndefined();
    expect(isReversed({ start, end: new CalendarDate(2026, 11, 24) })).toBe(true);
    expect(isReversed({ start, end: new CalendarDate(202, 12, 2) })).toBe(false);
    expect(searchableRange({ start, end: new CalendarDate(2027, 12, 2) })).toEqual({
      from: '2026-11-25',
      to: '2027-12-02',
    });
  });
});
