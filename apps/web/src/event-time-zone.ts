// Event times are entered and shown in Europe/Berlin, where the events happen (DESIGN §4.10, issue 20
// item 2), whatever the device's own time zone is; these convert between that wall-clock time and
// instants, across summer time changes too.
import {
  type CalendarDate,
  parseAbsolute,
  parseDate,
  parseDateTime,
  today,
  toZoned,
} from '@internationalized/date';

export const EVENT_TIME_ZONE = 'Europe/Berlin';

const pad = (value: number): string => String(value).padStart(2, '0');

/** An ISO instant as a `datetime-local` value (YYYY-MM-DDTHH:mm) of German time; '' when not a time. */
export function eventTimeInputOf(iso: string | null): string {
  if (iso === null) return '';
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return '';
  const zoned = parseAbsolute(time.toISOString(), EVENT_TIME_ZONE);
  return `${zoned.year}-${pad(zoned.month)}-${pad(zoned.day)}T${pad(zoned.hour)}:${pad(zoned.minute)}`;
}

/**
 * A `datetime-local` value read as German time, as ISO 8601 UTC; undefined when not a time. A time
 * skipped when the clocks go forward moves on by the hour skipped; one that occurs twice when they go
 * back is the first of the two.
 */
export function isoOfEventTimeInput(value: string): string | undefined {
  if (value.trim() === '') return undefined;
  try {
    return toZoned(parseDateTime(value), EVENT_TIME_ZONE, 'compatible').toDate().toISOString();
  } catch {
    return undefined;
  }
}

/** The first instant of a YYYY-MM-DD day in Germany. */
export function startOfEventDay(day: string): string {
  return toZoned(parseDate(day), EVENT_TIME_ZONE).toDate().toISOString();
}

/** The last millisecond of a YYYY-MM-DD day in Germany. */
export function endOfEventDay(day: string): string {
  const next = toZoned(parseDate(day).add({ days: 1 }), EVENT_TIME_ZONE).toDate();
  return new Date(next.getTime() - 1).toISOString();
}

/** Today's date in Germany. */
export function eventToday(): CalendarDate {
  return today(EVENT_TIME_ZONE);
}
