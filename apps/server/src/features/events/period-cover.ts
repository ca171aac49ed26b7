// A window of German days as the stored blocks of the cell counts (migration 032: months, quarters, years) plus a
// few days read from the events themselves. Pure: days are 'YYYY-MM-DD' and carry no zone.

export type PeriodKind = 'm' | 'q' | 'y';

export interface PeriodBlock {
  kind: PeriodKind;
  /** The block's first day. */
  start: string;
}

/** Days from `fromDay` to `toDay` (both included) counted from the events, added (1) or taken off (-1). */
export interface DayRange {
  fromDay: string;
  toDay: string;
  sign: 1 | -1;
}

export interface PeriodCover {
  blocks: PeriodBlock[];
  days: DayRange[];
}

const DAY_MS = 86_400_000;
const parseDay = (day: string) => Date.parse(`${day}T00:00:00Z`);
const formatDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const addDays = (day: string, days: number) => formatDay(parseDay(day) + days * DAY_MS);
const daysFrom = (fromDay: string, toDay: string) => (parseDay(toDay) - parseDay(fromDay)) / DAY_MS + 1;

/** Months since year 0 (January 2026 = 2026 × 12). */
const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
const monthStart = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
const monthEnd = (index: number) => addDays(monthStart(index + 1), -1);

/**
 * Whole months of the window become blocks, a year or a quarter wherever one fits in whole (so a year by day
 * reads a handful of blocks, not 365 days). A month the window covers in part is read either as its days in the
 * window, or as the whole month less its days outside the window, whichever leaves fewer days to read.
 */
export function coverWindow(fromDay: string, toDay: string): PeriodCover {
  const days: DayRange[] = [];
  let first = monthIndex(fromDay);
  let last = monthIndex(toDay);
  const take = (from: string, to: string, sign: 1 | -1) => {
    if (from <= to) days.push({ fromDay: from, toDay: to, sign });
  };
  if (first === last) {
    const inside = daysFrom(fromDay, toDay);
    const outside = daysFrom(monthStart(first), monthEnd(first)) - inside;
    if (outside > 0 && outside >= inside) return { blocks: [], days: [{ fromDay, toDay, sign: 1 }] };
    take(monthStart(first), addDays(fromDay, -1), -1);
    take(addDays(toDay, 1), monthEnd(first), -1);
    return { blocks: [{ kind: 'm', start: monthStart(first) }], days };
  }
  // The first and last months, when the window covers them in part.
  const before = daysFrom(monthStart(first), fromDay) - 1;
  if (before > 0) {
    const inside = daysFrom(fromDay, monthEnd(first));
    if (before < inside) take(monthStart(first), addDays(fromDay, -1), -1);
    else {
      take(fromDay, monthEnd(first), 1);
      first += 1;
    }
  }
  const after = daysFrom(toDay, monthEnd(last)) - 1;
  if (after > 0) {
    const inside = daysFrom(monthStart(last), toDay);
    if (after < inside) take(addDays(toDay, 1), monthEnd(last), -1);
    else {
      take(monthStart(last), toDay, 1);
      last -= 1;
    }
  }
  const blocks: PeriodBlock[] = [];
  for (let month = first; month <= last; ) {
    const ofYear = month % 12;
    if (ofYear === 0 && month + 11 <= last) {
      blocks.push({ kind: 'y', start: monthStart(month) });
      month += 12;
    } else if (ofYear % 3 === 0 && month + 2 <= last) {
      blocks.push({ kind: 'q', start: monthStart(month) });
      month += 3;
    } else {
      blocks.push({ kind: 'm', start: monthStart(month) });
      month += 1;
    }
  }
  return { blocks, days };
}

/** The last day of a block (for tests and checks). */
export function blockEnd(block: PeriodBlock): string {
  const months = block.kind === 'y' ? 12 : block.kind === 'q' ? 3 : 1;
  return monthEnd(monthIndex(block.start) + months - 1);
}
