// Parses export feeds with real parsers for the tests: ical.js for iCalendar, fast-xml-parser for RSS.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import ICAL from 'ical.js';

export interface ParsedIcsEvent {
  uid: string;
  sequence: number;
  summary: string;
  status: string;
  url: string;
  /** TZID of DTSTART; undefined for a floating or UTC time. */
  startZone: string | undefined;
  start: Date;
  end: Date | undefined;
  stampIsUtc: boolean;
  geo: [lat: number, lon: number] | undefined;
  location: string | undefined;
  categories: string[];
  description: string;
  alarms: ParsedAlarm[];
}

export interface ParsedAlarm {
  action: string;
  /** TRIGGER as seconds relative to the start (negative: before it). */
  triggerSeconds: number;
  /** The TRIGGER's RELATED parameter; absent means the start (RFC 5545 §3.8.6.3). */
  related: string | undefined;
  description: string;
}

export interface ParsedCalendar {
  timezoneIds: string[];
  name: string | undefined;
  description: string | undefined;
  events: ParsedIcsEvent[];
}

export function parseIcs(text: string): ParsedCalendar {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const timezones = calendar.getAllSubcomponents('vtimezone');
  // Register the file's own VTIMEZONE, as a calendar client does, so times convert with its rules.
  for (const zone of timezones) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const events = calendar.getAllSubcomponents('vevent').map((vevent): ParsedIcsEvent => {
    const event = new ICAL.Event(vevent);
    const stamp = vevent.getFirstPropertyValue('dtstamp') as ICAL.Time;
    const geo = vevent.getFirstPropertyValue('geo') as unknown as [number, number] | null;
    return {
      uid: event.uid,
      sequence: event.sequence,
      summary: event.summary,
      status: String(vevent.getFirstPropertyValue('status') ?? ''),
      url: String(vevent.getFirstPropertyValue('url') ?? ''),
      startZone:
        (vevent.getFirstProperty('dtstart')?.getParameter('tzid') as string | undefined) ?? undefined,
      start: event.startDate.toJSDate(),
      end: vevent.hasProperty('dtend') ? event.endDate.toJSDate() : undefined,
      stampIsUtc: stamp.zone === ICAL.Timezone.utcTimezone,
      geo: geo ? [Number(geo[0]), Number(geo[1])] : undefined,
      location: event.location ?? undefined,
      categories: vevent.getAllProperties('categories').flatMap((p) => p.getValues().map(String)),
      description: event.description,
      alarms: vevent.getAllSubcomponents('valarm').map((valarm) => {
        const trigger = valarm.getFirstPropertyValue('trigger') as ICAL.Duration;
        return {
          action: String(valarm.getFirstPropertyValue('action')),
          triggerSeconds: trigger.toSeconds(),
          related:
            (valarm.getFirstProperty('trigger')?.getParameter('related') as string | undefined) ?? undefined,
          description: String(valarm.getFirstPropertyValue('description')),
        };
      }),
    };
  });
  return {
    timezoneIds: timezones.map((z) => String(z.getFirstPropertyValue('tzid'))),
    name: (calendar.getFirstPropertyValue('x-wr-calname') as string | null) ?? undefined,
    description: (calendar.getFirstPropertyValue('x-wr-caldesc') as string | null) ?? undefined,
    events,
  };
}

export interface RssItem {
  title: string;
  link: string;
  guid: { '#text': string; '@_isPermaLink': string };
  pubDate: string;
  description: string;
  category?: string[];
}

export interface RssDocument {
  rss: {
    '@_version': string;
    channel: {
      title: string;
      link: string;
      description: string;
      language: string;
      copyright: string;
      item?: RssItem[];
    };
  };
}

export function parseRss(text: string): RssDocument {
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new Error(`invalid XML: ${JSON.stringify(valid.err)}`);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    parseTagValue: false,
    isArray: (name) => name === 'item' || name === 'category',
  });
  return parser.parse(text) as RssDocument;
}
