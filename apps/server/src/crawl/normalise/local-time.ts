// Feeds publish German wall-clock times without an offset (fixtures/sources README); this turns them
// into UTC instants, across daylight-saving changes, and reads the ways lists write a time of day.

import { EVENT_TIME_ZONE } from '../../features/events/event-time-zone.js';

export interface TimeOfDay {
  hour: number;
  minute: number;
}

/** 'YYYY-MM-DD' */
export type LocalDay = string;

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: EVENT_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

// Berlin changes its offset on a full UTC hour (01:00 UTC), so the offset is constant within a UTC
// hour. Intl formatting is slow next to a map lookup (decision 008), and a crawl of 100,000 rows asks
// about a few hundred hours.
const offsetByUtcHour = new Map<number, number>();
const MAX_CACHED_HOURS = 100_000;

/** Minutes Berlin is ahead of UTC at an instant (60 in winter, 120 in summer). */
function berlinOffsetMinutes(instant: number): number {
  const hour = Math.floor(instant / 3_600_000);
  const cached = offsetByUtcHour.get(hour);
  if (cached !== undefined) return cached;
  if (offsetByUtcHour.size >= MAX_CACHED_HOURS) offsetByUtcHour.clear();
  const offset = computeBerlinOffsetMinutes(hour * 3_600_000);
  offsetByUtcHour.set(hour, offset);
  return offset;
}

function computeBerlinOffsetMinutes(instant: number): number {
  const parts = Object.fromEntries(offsetFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * The UTC instant of a Berlin wall-clock time. A time skipped by the spring change (02:30 on the last
 * Sunday of March) is read as the same clock reading after the change (03:30 CEST); a time that occurs
 * twice in autumn is the first of the two (summer time), as a person reading "02:30" that night would.
 */
export function berlinLocalToUtc(day: LocalDay, time: TimeOfDay): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, time.hour, time.minute);
  const summer = wall - 120 * 60_000;
  const winter = wall - 60 * 60_000;
  if (berlinOffsetMinutes(summer) === 120) return new Date(summer);
  if (berlinOffsetMinutes(winter) === 60) return new Date(winter);
  // Skipped hour: no reading gives this wall time, so move it forward by the hour the clock jumped.
  return new Date(summer + 60 * 60_000);
}

/** The Berlin calendar day of an instant, 'YYYY-MM-DD'. */
export function berlinDayOf(instant: Date): LocalDay {
  const local = new Date(instant.getTime() + berlinOffsetMinutes(instant.getTime()) * 60_000);
  return local.toISOString().slice(0, 10);
}

export function nextDay(day: LocalDay): LocalDay {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** '17.08.2026' or '2026-08-17' → '2026-08-17'; undefined when it is not a real date. */
export function parseGermanDate(text: string): LocalDay | undefined {
  const trimmed = text.trim();
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(trimmed);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const [y, m, d] = german
    ? [Number(german[3]), Number(german[2]), Number(german[1])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [Number.NaN, Number.NaN, Number.NaN];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (Number.isNaN(date.getTime()) || date.getUTCDate() !== d || date.getUTCMonth() !== m - 1)
    return undefined;
  return date.toISOString().slice(0, 10);
}

export interface TimeRange {
  start?: TimeOfDay;
  end?: TimeOfDay;
  /** 'ganztägig' or no time at all: the list gives only the day. */
  allDay: boolean;
}

const CLOCK = String.raw`(\d{1,2})(?:[:.](\d{2}))?`;

function clock(hour: string | undefined, minute: string | undefined): TimeOfDay | undefined {
  const h = Number(hour);
  const m = minute === undefined ? 0 : Number(minute);
  // 24:00 is how some lists write midnight at the end of a day.
  if (!Number.isInteger(h) || h < 0 || h > 24 || m < 0 || m > 59 || (h === 24 && m !== 0)) return undefined;
  return { hour: h, minute: m };
}

/**
 * Reads '17.00 - 18.00 Uhr', '10:30', 'ab 18 Uhr', 'bis 20:00', '18:00–20:00', 'ganztägig'. Anything
 * unreadable gives an all-day range: the day is still known and the raw text stays on the event.
 */
export function parseTimeRange(text: string | null | undefined): TimeRange {
  const t = (text ?? '').toLowerCase().replace(/\s+/g, ' ').trim();
  if (t === '' || /ganzt(ä|ae)gig|ganzer tag/.test(t)) return { allDay: true };
  const range = new RegExp(`^(?:von )?${CLOCK}(?: ?uhr)? ?(?:-|–|—|bis) ?${CLOCK}(?: ?uhr)?$`).exec(t);
  if (range) {
    const start = clock(range[1], range[2]);
    const end = clock(range[3], range[4]);
    if (start) return end ? { start, end, allDay: false } : { start, allDay: false };
  }
  const from = new RegExp(`^(?:ab|von|beginn:?) ?${CLOCK}(?: ?uhr)?$`).exec(t);
  if (from) {
    const start = clock(from[1], from[2]);
    if (start) return { start, allDay: false };
  }
  const until = new RegExp(`^bis ?${CLOCK}(?: ?uhr)?$`).exec(t);
  if (until) {
    const end = clock(until[1], until[2]);
    if (end) return { end, allDay: true };
  }
  const single = new RegExp(`^${CLOCK}(?: ?uhr)?$`).exec(t);
  if (single) {
    const start = clock(single[1], single[2]);
    if (start) return { start, allDay: false };
  }
  return { allDay: true };
}

export interface EventTimes {
  start_time: Date;
  end_time: Date | null;
  all_day: boolean;
}

/**
 * Instants of an event on a local day. An end at or before the start ('22:00 - 02:00', Berlin's
 * '10:00 - 00:00') ends on the next day; an end equal to the start says nothing, so the end is unknown.
 * Without a start the event starts at the day's beginning and is all-day.
 */
export function eventTimes(day: LocalDay, range: TimeRange): EventTimes {
  const start = range.start ?? { hour: 0, minute: 0 };
  const startTime = berlinLocalToUtc(day, start.hour === 24 ? { hour: 0, minute: 0 } : start);
  if (!range.end) return { start_time: startTime, end_time: null, all_day: range.start === undefined };
  const endOnDay = (d: LocalDay) =>
    range.end?.hour === 24
      ? berlinLocalToUtc(nextDay(d), { hour: 0, minute: 0 })
      : berlinLocalToUtc(d, range.end as TimeOfDay);
  let endTime = endOnDay(day);
  if (range.start && endTime.getTime() === startTime.getTime()) {
    return { start_time: startTime, end_time: null, all_day: false };
  }
  if (endTime.getTime() < startTime.getTime()) endTime = endOnDay(nextDay(day));
  return { start_time: startTime, end_time: endTime, all_day: range.start === undefined };
}
