// iCalendar (RFC 5545) for the calendar exports. Times carry TZID Europe/Berlin with its VTIMEZONE (DESIGN
// §4.10: no floating times); DTSTAMP, CREATED and LAST-MODIFIED are UTC.
import ical, { ICalAlarmType, type ICalCalendar, ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';
import { EVENT_TIME_ZONE } from '../events/event-time-zone.js';
import type { Event } from '../events/events.schemas.js';
import { eventPageUrl } from './event-page-url.js';
import { formatLocation } from './event-text.js';
import { writeCalendar } from './ics-text.js';

// The rules in force since 1996 (EU summer time): enough for every event the product lists.
const EUROPE_BERLIN_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Berlin',
  'X-LIC-LOCATION:Europe/Berlin',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

export interface CalendarOptions {
  publicUrl: string;
  language: 'en' | 'de';
  /** X-WR-CALNAME: what the calendar app calls the subscription. */
  name: string;
  /** X-WR-CALDESC, with the licence attribution. */
  description: string;
  topicNames: ReadonlyMap<number, string>;
  /** A line appended to each event's description: where the data comes from and its licence. */
  attribution: string;
  /**
   * Minutes before the start for a reminder (issue 18): each event gets a VALARM, ACTION:DISPLAY with the
   * event's name, TRIGGER relative to the start as the library writes durations (-PT30M, -PT1H30M, -P1D; PT0S
   * for 0). Absent: no VALARM, and the text is what it was before reminders existed.
   */
  reminderMinutes?: number;
}

/**
 * RFC 5545 §3.8.7.4: a client replaces its copy only when SEQUENCE grows. Seconds between creation and the
 * last change grow with every change: migration 009 moves updated_at at least one second per change, for
 * every writer, so no revision counter has to be kept in step by hand.
 */
export function sequenceOf(event: Pick<Event, 'create_time' | 'updated_at'>): number {
  const seconds = Math.floor((Date.parse(event.updated_at) - Date.parse(event.create_time)) / 1000);
  return Math.max(0, seconds);
}

/** `event-<id>@<host>`: the same on every request and in every feed, so clients update instead of duplicating. */
export function uidOf(publicUrl: string, eventId: number): string {
  return `event-${eventId}@${new URL(publicUrl).host}`;
}

// RFC 5545 §3.3.11: TEXT holds no control characters (line breaks are written escaped as \n). Stored
// values, crawled ones included, may hold anything: a line break in a name must not start a calendar line.
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]+/gu;
const LINE_BREAKS = /\r\n|[\r\n\u2028\u2029]/g;

/** A single-line value (name, place, category): every run of control characters becomes one space. */
export function singleLine(text: string): string {
  return text.replace(CONTROL_CHARACTERS, ' ').trim();
}

/** A multi-line value (description): line breaks stay (the generator escapes them), other controls go. */
function multiLine(text: string): string {
  return text
    .split(LINE_BREAKS)
    .map((line) => line.replace(CONTROL_CHARACTERS, ' '))
    .join('\n');
}

/** ical-generator writes X-WR-CALNAME and X-WR-CALDESC as given: escape them as RFC 5545 TEXT here. */
function calendarText(text: string): string {
  return multiLine(text)
    .replace(/[\\;,]/g, (character) => `\\${character}`)
    .replaceAll('\n', '\\n');
}

const zoned = (iso: string) => DateTime.fromISO(iso, { zone: EVENT_TIME_ZONE });

/** The calendar text: the library writes the lines, ics-text.ts folds them (the library's own toString is slow). */
export function buildCalendar(events: readonly Event[], options: CalendarOptions): string {
  return writeCalendar(createCalendar(events, options), [EUROPE_BERLIN_VTIMEZONE]);
}

/** The ical-generator calendar of the events; its toString() is the reference buildCalendar is tested against. */
export function createCalendar(events: readonly Event[], options: CalendarOptions): ICalCalendar {
  const calendar = ical({
    name: calendarText(singleLine(options.name)),
    description: calendarText(options.description),
    prodId: {
      company: 'Assembly Finder',
      product: 'Assembly Finder',
      language: options.language.toUpperCase(),
    },
    url: options.publicUrl,
    // Spec §1: sources are crawled hourly; tell subscribers not to ask more often.
    ttl: 3600,
    // No calendar-wide zone: ical-generator would then write DTSTAMP as a floating time. The generator still
    // adds the VTIMEZONE of every zone the events use.
    timezone: {
      name: null,
      generator: (zone) => (zone === EVENT_TIME_ZONE ? EUROPE_BERLIN_VTIMEZONE : null),
    },
  });
  for (const event of events) {
    const url = eventPageUrl(options.publicUrl, options.language, event);
    const [lon, lat] = event.locations[0]?.geography.coordinates ?? [];
    const location = singleLine(formatLocation(event));
    const summary = singleLine(event.name);
    calendar.createEvent({
      id: uidOf(options.publicUrl, event.id),
      sequence: sequenceOf(event),
      // RFC 5545 §3.8.7.2: without a METHOD, DTSTAMP is the time the event was last changed.
      stamp: DateTime.fromISO(event.updated_at, { zone: 'utc' }),
      created: DateTime.fromISO(event.create_time, { zone: 'utc' }),
      lastModified: DateTime.fromISO(event.updated_at, { zone: 'utc' }),
      start: zoned(event.start_time),
      end: event.end_time ? zoned(event.end_time) : null,
      timezone: EVENT_TIME_ZONE,
      summary,
      description: multiLine(
        [event.short_description, event.description, url, options.attribution]
          .filter((part): part is string => Boolean(part?.trim()))
          .join('\n\n'),
      ),
      location:
        location || lat !== undefined
          ? {
              title: location || summary,
              ...(lat !== undefined && lon !== undefined ? { geo: { lat, lon } } : {}),
            }
          : null,
      url,
      categories: event.topic_ids.flatMap((id) => {
        const name = options.topicNames.get(id);
        return name ? [{ name: singleLine(name) }] : [];
      }),
      status: event.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      // The library escapes the DESCRIPTION as TEXT; the summary is already one line without control characters.
      alarms:
        options.reminderMinutes === undefined
          ? []
          : [{ type: ICalAlarmType.display, trigger: options.reminderMinutes * 60, description: summary }],
    });
  }
  return calendar;
}
