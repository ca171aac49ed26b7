// Dates, times and places of events in en and de. Times are shown in Europe/Berlin, where the
// events happen (DESIGN §4.10), with the zone named, whatever the device's own time zone is.
import { type Language, LOCALE_BY_LANGUAGE } from '../../constants';
import { EVENT_TIME_ZONE } from '../../event-time-zone';
import type { Event, EventLocation } from './types';

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function formatter(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}:${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(LOCALE_BY_LANGUAGE[language], { timeZone: EVENT_TIME_ZONE, ...options });
    dateTimeFormats.set(key, format);
  }
  return format;
}

const LONG: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/** "Sat, Jun 14, 2025, 2:00 PM GMT+2" / "Sa., 14. Juni 2025, 14:00 MESZ". */
export function formatEventDateTime(iso: string, language: Language): string {
  return formatter(language, LONG).format(new Date(iso));
}

/**
 * Start and end as one range; the same day is written once ("Sat, Jun 14, 2025, 2:00 – 5:00 PM GMT+2").
 * Without an end, just the start.
 */
export function formatEventTimeRange(start: string, end: string | null, language: Language): string {
  if (end === null || end === start) return formatEventDateTime(start, language);
  return formatter(language, LONG).formatRange(new Date(start), new Date(end));
}

/** A day without time: "Nov 21, 2026" / "21.11.2026". */
export function formatEventDate(iso: string, language: Language): string {
  return formatter(language, { dateStyle: 'medium' }).format(new Date(iso));
}

/** Compact date and time for lists and tables: "06/14/2025, 2:00 PM" / "14.06.2025, 14:00". */
export function formatEventShort(iso: string, language: Language): string {
  return formatter(language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}

/** Past once it has ended (or started, when no end is known): past events get the past marker colour. */
export function isPastEvent(event: Pick<Event, 'start_time' | 'end_time'>, now: Date): boolean {
  return new Date(event.end_time ?? event.start_time).getTime() < now.getTime();
}

/** "Alexanderplatz 1, 10178 Berlin": the parts a location has, in German address order. */
export function formatLocation(location: EventLocation): string {
  const street = [location.street, location.house_number].filter(Boolean).join(' ');
  const place = [location.zip_code, location.city].filter(Boolean).join(' ');
  return [street, place].filter((part) => part !== '').join(', ');
}

/** The city of the first location (spec §3: the first location stands for the event). */
export function eventCity(event: Pick<Event, 'locations'>): string {
  return event.locations[0]?.city ?? '';
}

/** The URL when it is http(s); feeds are not trusted, so javascript: and the like never become links. */
export function safeHttpUrl(url: string | null): string | undefined {
  if (url === null) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
