import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  berlinDayOf,
  berlinLocalToUtc,
  eventTimes,
  nextDay,
  parseGermanDate,
  parseTimeRange,
} from './local-time.js';

const day = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2060-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const clock = fc.record({ hour: fc.integer({ min: 0, max: 23 }), minute: fc.integer({ min: 0, max: 59 }) });

describe('berlinLocalToUtc', () => {
  it('reads winter times as UTC+1 and summer times as UTC+2', () => {
    expect(berlinLocalToUtc('2026-01-15', { hour: 18, minute: 0 }).toISOString()).toBe(
      '2026-01-15T17:00:00.000Z',
    );
    expect(berlinLocalToUtc('2026-08-17', { hour: 18, minute: 0 }).toISOString()).toBe(
      '2026-08-17T16:00:00.000Z',
    );
  });

  it('moves a time skipped by the spring change forward by the hour the clock jumped', () => {
    // 29 March 2026: 02:00 CET → 03:00 CEST; 02:30 does not exist and reads as 03:30 CEST.
    expect(berlinLocalToUtc('2026-03-29', { hour: 2, minute: 30 }).toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(berlinLocalToUtc('2026-03-29', { hour: 1, minute: 59 }).toISOString()).toBe(
      '2026-03-29T00:59:00.000Z',
    );
    expect(berlinLocalToUtc('2026-03-29', { hour: 3, minute: 0 }).toISOString()).toBe(
      '2026-03-29T01:00:00.000Z',
    );
  });

  it('reads a time repeated by the autumn change as its first (summer-time) occurrence', () => {
    // 25 October 2026: 03:00 CEST → 02:00 CET; 02:30 happens twice.
    expect(berlinLocalToUtc('2026-10-25', { hour: 2, minute: 30 }).toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(berlinLocalToUtc('2026-10-25', { hour: 3, minute: 0 }).toISOString()).toBe(
      '2026-10-25T02:00:00.000Z',
    );
  });

  it('gives an instant on the same Berlin day, at most 2 hours before the wall time read as UTC', () => {
    fc.assert(
      fc.property(day, clock, (d, t) => {
        const instant = berlinLocalToUtc(d, t);
        const wallAsUtc = Date.parse(`${d}T00:00:00Z`) + (t.hour * 60 + t.minute) * 60_000;
        const ahead = (wallAsUtc - instant.getTime()) / 60_000;
        expect([60, 120, 0]).toContain(ahead);
        expect(berlinDayOf(instant)).toBe(d);
      }),
    );
  });

  it('never goes backwards: a later wall time on a day is never an earlier instant', () => {
    fc.assert(
      fc.property(day, clock, clock, (d, a, b) => {
        const [early, late] = a.hour * 60 + a.minute <= b.hour * 60 + b.minute ? [a, b] : [b, a];
        expect(berlinLocalToUtc(d, early).getTime()).toBeLessThanOrEqual(berlinLocalToUtc(d, late).getTime());
      }),
    );
  });
});

describe('parseTimeRange', () => {
  it.each([
    ['17.00 - 18.00 Uhr', { start: { hour: 17, minute: 0 }, end: { hour: 18, minute: 0 }, allDay: false }],
    ['10:30', { start: { hour: 10, minute: 30 }, allDay: false }],
    ['ab 18 Uhr', { start: { hour: 18, minute: 0 }, allDay: false }],
    ['bis 20:00', { end: { hour: 20, minute: 0 }, allDay: true }],
    ['18:00–20:30', { start: { hour: 18, minute: 0 }, end: { hour: 20, minute: 30 }, allDay: false }],
    ['ganztägig', { allDay: true }],
    ['', { allDay: true }],
    ['nach Absprache', { allDay: true }],
  ])('reads %j', (text, expected) => {
    expect(parseTimeRange(text)).toEqual(expected);
  });

  it('reads every HH:MM and HH.MM range it is given', () => {
    fc.assert(
      fc.property(
        clock,
        clock,
        fc.constantFrom(':', '.'),
        fc.constantFrom(' - ', '-', ' bis ', '–'),
        (a, b, sep, dash) => {
          const text = `${a.hour}${sep}${String(a.minute).padStart(2, '0')}${dash}${b.hour}${sep}${String(b.minute).padStart(2, '0')} Uhr`;
          expect(parseTimeRange(text)).toEqual({ start: a, end: b, allDay: false });
        },
      ),
    );
  });
});

describe('eventTimes', () => {
  it("ends on the next day when the end is before the start (Berlin's '10:00 - 00:00')", () => {
    const times = eventTimes('2026-08-17', parseTimeRange('10:00 - 00:00'));
    expect(times.start_time.toISOString()).toBe('2026-08-17T08:00:00.000Z');
    expect(times.end_time?.toISOString()).toBe('2026-08-17T22:00:00.000Z');
  });

  it('leaves the end unknown when it equals the start', () => {
    expect(eventTimes('2026-08-17', parseTimeRange('18:00 - 18:00')).end_time).toBeNull();
  });

  it('is all-day at the start of the day when the list gives no time', () => {
    const times = eventTimes('2025-07-05', parseTimeRange(null));
    expect(times).toEqual({
      start_time: new Date('2025-07-04T22:00:00.000Z'),
      end_time: null,
      all_day: true,
    });
  });

  it('never ends before it starts', () => {
    fc.assert(
      fc.property(day, clock, clock, (d, a, b) => {
        const times = eventTimes(d, { start: a, end: b, allDay: false });
        if (times.end_time) expect(times.end_time.getTime()).toBeGreaterThan(times.start_time.getTime());
      }),
    );
  });
});

describe('dates', () => {
  it('reads German and ISO dates and refuses impossible ones', () => {
    expect(parseGermanDate('17.08.2026')).toBe('2026-08-17');
    expect(parseGermanDate('2025-07-01')).toBe('2025-07-01');
    expect(parseGermanDate('31.02.2026')).toBeUndefined();
    expect(parseGermanDate('morgen')).toBeUndefined();
  });

  it('steps to the next day across months and years', () => {
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });
});
