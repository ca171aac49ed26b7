import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blockEnd, coverWindow } from './period-cover.js';

const DAY_MS = 86_400_000;
const dayAt = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const FIRST = Date.parse('2022-12-01T00:00:00Z');
const day = fc.integer({ min: 31, max: 7 * 366 }).map((n) => dayAt(FIRST + n * DAY_MS));

const index = (d: string) => (Date.parse(`${d}T00:00:00Z`) - FIRST) / DAY_MS;

/** How often the cover counts each day (by its index from FIRST), as a difference array summed up. */
function coverage(fromDay: string, toDay: string): number[] {
  const steps = new Array<number>(8 * 366).fill(0);
  const add = (from: string, to: string, sign: number) => {
    steps[index(from)] = (steps[index(from)] ?? 0) + sign;
    steps[index(to) + 1] = (steps[index(to) + 1] ?? 0) - sign;
  };
  const cover = coverWindow(fromDay, toDay);
  for (const block of cover.blocks) add(block.start, blockEnd(block), 1);
  for (const range of cover.days) add(range.fromDay, range.toDay, range.sign);
  let running = 0;
  return steps.map((step) => {
    running += step;
    return running;
  });
}

describe('coverWindow', () => {
  it('counts every day of the window once and no other day', () => {
    fc.assert(
      fc.property(day, day, (a, b) => {
        const [fromDay, toDay] = a <= b ? [a, b] : [b, a];
        const counted = coverage(fromDay, toDay);
        const wrong = counted.findIndex((n, i) => n !== (i >= index(fromDay) && i <= index(toDay) ? 1 : 0));
        expect(wrong === -1 ? 'every day once' : dayAt(FIRST + wrong * DAY_MS)).toBe('every day once');
      }),
      { numRuns: 500 },
    );
  });

  it('aligns blocks to German calendar months, quarters and years, and reads at most half a month of days', () => {
    fc.assert(
      fc.property(day, day, (a, b) => {
        const [fromDay, toDay] = a <= b ? [a, b] : [b, a];
        const cover = coverWindow(fromDay, toDay);
        for (const block of cover.blocks) {
          const month = Number(block.start.slice(5, 7));
          expect(block.start.slice(8)).toBe('01');
          if (block.kind === 'q') expect((month - 1) % 3).toBe(0);
          if (block.kind === 'y') expect(month).toBe(1);
        }
        for (const range of cover.days) {
          expect(range.fromDay <= range.toDay).toBe(true);
          expect(Date.parse(range.toDay) - Date.parse(range.fromDay)).toBeLessThan(15 * DAY_MS);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('reads a year from the first of a month as quarters and months, a calendar year as one block', () => {
    expect(coverWindow('2025-11-01', '2026-10-31')).toEqual({
      blocks: [
        { kind: 'm', start: '2025-11-01' },
        { kind: 'm', start: '2025-12-01' },
        { kind: 'q', start: '2026-01-01' },
        { kind: 'q', start: '2026-04-01' },
        { kind: 'q', start: '2026-07-01' },
        { kind: 'm', start: '2026-10-01' },
      ],
      days: [],
    });
    expect(coverWindow('2026-01-01', '2026-12-31')).toEqual({
      blocks: [{ kind: 'y', start: '2026-01-01' }],
      days: [],
    });
  });

  it('takes a month less its few days outside, or the few days inside', () => {
    // 26 November 2025 to 26 November 2026 (the screen's default of a year back from today).
    expect(coverWindow('2025-11-26', '2026-11-26')).toEqual({
      blocks: [
        { kind: 'm', start: '2025-12-01' },
        { kind: 'q', start: '2026-01-01' },
        { kind: 'q', start: '2026-04-01' },
        { kind: 'q', start: '2026-07-01' },
        { kind: 'm', start: '2026-10-01' },
        { kind: 'm', start: '2026-11-01' },
      ],
      days: [
        { fromDay: '2025-11-26', toDay: '2025-11-30', sign: 1 },
        { fromDay: '2026-11-27', toDay: '2026-11-30', sign: -1 },
      ],
    });
    expect(coverWindow('2026-03-02', '2026-03-30')).toEqual({
      blocks: [{ kind: 'm', start: '2026-03-01' }],
      days: [
        { fromDay: '2026-03-01', toDay: '2026-03-01', sign: -1 },
        { fromDay: '2026-03-31', toDay: '2026-03-31', sign: -1 },
      ],
    });
    expect(coverWindow('2026-03-10', '2026-03-12')).toEqual({
      blocks: [],
      days: [{ fromDay: '2026-03-10', toDay: '2026-03-12', sign: 1 }],
    });
  });
});
