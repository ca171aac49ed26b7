// German calendar intervals (spec §9 "Aggregation intervals"; weeks start on Monday) over plain days.
// Days are 'YYYY-MM-DD' in German time; arithmetic on them in UTC is exact because a day has no zone.
import type { AnalysisInterval } from '../events/event-analysis.service.js';

const DAY_MS = 86_400_000;

const parseDay = (day: string) => Date.parse(`${day}T00:00:00Z`);
const formatDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The first day of the interval holding `day`. */
export function intervalStart(day: string, interval: AnalysisInterval): string {
  const ms = parseDay(day);
  const date = new Date(ms);
  switch (interval) {
    case 'day':
      return day;
    case 'week':
      // getUTCDay: Sunday 0 … Saturday 6; Monday starts the week.
      return formatDay(ms - ((date.getUTCDay() + 6) % 7) * DAY_MS);
    case 'month':
      return `${day.slice(0, 7)}-01`;
    case 'year':
      return `${day.slice(0, 4)}-01-01`;
  }
}

function nextStart(start: string, interval: AnalysisInterval): string {
  const date = new Date(parseDay(start));
  if (interval === 'day') return formatDay(date.getTime() + DAY_MS);
  if (interval === 'week') return formatDay(date.getTime() + 7 * DAY_MS);
  if (interval === 'month') date.setUTCMonth(date.getUTCMonth() + 1);
  else date.setUTCFullYear(date.getUTCFullYear() + 1);
  return formatDay(date.getTime());
}

/** How many intervals the days from `fromDay` to `toDay` touch, without listing them. */
export function countIntervals(fromDay: string, toDay: string, interval: AnalysisInterval): number {
  const from = intervalStart(fromDay, interval);
  const to = intervalStart(toDay, interval);
  const months = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
  switch (interval) {
    case 'day':
      return (parseDay(to) - parseDay(from)) / DAY_MS + 1;
    case 'week':
      return (parseDay(to) - parseDay(from)) / (7 * DAY_MS) + 1;
    case 'month':
      return months(to) - months(from) + 1;
    case 'year':
      return Number(to.slice(0, 4)) - Number(from.slice(0, 4)) + 1;
  }
}

/** The first day of every interval from the one holding `fromDay` to the one holding `toDay`. */
export function intervalStarts(fromDay: string, toDay: string, interval: AnalysisInterval): string[] {
  const last = intervalStart(toDay, interval);
  const starts: string[] = [];
  for (let start = intervalStart(fromDay, interval); start <= last; start = nextStart(start, interval)) {
    starts.push(start);
  }
  return starts;
}

/** Every interval of the window with its count; intervals without events count zero. */
export function fillIntervals(
  starts: readonly string[],
  counts: readonly { start: string; count: number }[],
): { start: string; count: number }[] {
  const byStart = new Map(counts.map((c) => [c.start, c.count]));
  return starts.map((start) => ({ start, count: byStart.get(start) ?? 0 }));
}
