import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnalysisInterval } from '../events/event-analysis.service.js';
import { countIntervals, fillIntervals, intervalStart, intervalStarts } from './calendar-intervals.js';

const INTERVALS: AnalysisInterval[] = ['day', 'week', 'month', 'year'];
const day = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2060-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('calendar intervals', () => {
  it('starts weeks on Monday, months and years on their first day', () => {
    expect(intervalStart('2026-03-29', 'week')).toBe('2026-03-23'); // a Sunday
    expect(intervalStart('2026-03-30', 'week')).toBe('2026-03-30'); // a Monday
    expect(intervalStart('2027-01-01', 'week')).toBe('2026-12-28');
    expect(intervalStart('2026-02-28', 'month')).toBe('2026-02-01');
    expect(intervalStart('2026-12-31', 'year')).toBe('2026-01-01');
  });

  it('lists every interval from the one holding the first day to the one holding the last', () => {
    expect(intervalStarts('2026-01-30', '2026-04-02', 'month')).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
    ]);
    expect(intervalStarts('2024-02-27', '2024-03-01', 'day')).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
  });

  it('counts as many intervals as it lists, each holding its start, in order and without gaps', () => {
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 900 }),
        fc.constantFrom(...INTERVALS),
        (from, span, interval) => {
          const to = new Date(Date.parse(`${from}T00:00:00Z`) + span * 86_400_000).toISOString().slice(0, 10);
          const starts = intervalStarts(from, to, interval);
          expect(starts).toHaveLength(countIntervals(from, to, interval));
          expect(starts[0]).toBe(intervalStart(from, interval));
          expect(starts.at(-1)).toBe(intervalStart(to, interval));
          for (const [i, start] of starts.entries()) {
            expect(intervalStart(start, interval)).toBe(start);
            if (i > 0) expect(start > (starts[i - 1] as string)).toBe(true);
          }
        },
      ),
    );
  });

  it('fills intervals without events with zero', () => {
    expect(fillIntervals(['2026-01-01', '2026-02-01'], [{ start: '2026-02-01', count: 4 }])).toEqual([
      { start: '2026-01-01', count: 0 },
      { start: '2026-02-01', count: 4 },
    ]);
  });
});
