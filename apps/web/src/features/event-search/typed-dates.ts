// Which dates typed into the time picker are ready to search (issue 20 item 1). A year is typed
// digit by digit, so the picker reports 0002, 0020 and 0202 on the way to 2027: only a day with a
// four-digit year is finished, and a range is searched only while its start is not after its end
// (it is never swapped, which would move the end the user is typing into the start).
import type { CalendarDate } from '@internationalized/date';

const FIRST_FOUR_DIGIT_YEAR = 1000;

export function isFinishedDay(day: CalendarDate | null | undefined): day is CalendarDate {
  return day != null && day.year >= FIRST_FOUR_DIGIT_YEAR;
}

export interface DayRange {
  start: CalendarDate;
  end: CalendarDate;
}

export function isReversed(range: DayRange | null): boolean {
  return (
    range !== null &&
    isFinishedDay(range.start) &&
    isFinishedDay(range.end) &&
    range.start.compare(range.end) > 0
  );
}

/** The range as YYYY-MM-DD days when it can be searched, otherwise undefined. */
export function searchableRange(range: DayRange | null): { from: string; to: string } | undefined {
  if (range === null || !isFinishedDay(range.start) || !isFinishedDay(range.end) || isReversed(range))
    return undefined;
  return { from: range.start.toString(), to: range.end.toString() };
}
