// DemokraTEAM, "Aktionen": the nationwide calendar of actions for democracy (https://www.demokrateam.org/aktionen/,
// WordPress with Modern Events Calendar). Each listed event carries schema.org Event JSON-LD
// (<script type="application/ld+json">: name, startDate, endDate, location.address, organizer, url),
// which this adapter reads instead of the changing markup. No capture exists in the fixtures; the tests
// use a sample written from schema.org's documented Event format. Windowed by month: not a full snapshot.
import * as cheerio from 'cheerio';
import type { EventDraft, FeedAdapter, RejectedRow } from '../feed.js';
import { berlinDayOf, type TimeRange } from '../normalise/local-time.js';
import { placeFromAddress } from '../normalise/place.js';
import { cleanText, repairHyphenation } from '../normalise/text.js';
import { calendarDraft, linkOnPage, readHtmlCalendar } from './ngo-calendar.js';

export const DEMOKRATEAM_DEFAULT_URL = 'https://www.demokrateam.org/aktionen/';

type Json = Record<string, unknown>;

const str = (value: unknown) => (typeof value === 'string' ? cleanText(value) : '');

function eventsIn(value: unknown): Json[] {
  if (Array.isArray(value)) return value.flatMap(eventsIn);
  if (!value || typeof value !== 'object') return [];
  const node = value as Json;
  if (Array.isArray(node['@graph'])) return eventsIn(node['@graph']);
  const type = node['@type'];
  const types = Array.isArray(type) ? type : [type];
  return types.some((t) => typeof t === 'string' && /Event$/.test(t)) ? [node] : [];
}

/** '2025-10-25', '2025-10-25T14:00', '2025-10-25T14:00:00+02:00' → day and wall-clock time. */
function readDate(value: string): { day: string; time?: { hour: number; minute: number } } | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2})?(Z|[+-]\d{2}:?\d{2})?)?/.exec(value);
  if (!match) return undefined;
  const day = match[1] as string;
  if (match[2] === undefined) return { day };
  if (match[4] !== undefined) {
    // An explicit offset: convert to Berlin wall-clock time so all feeds share one reading.
    const instant = new Date(value);
    if (Number.isNaN(instant.getTime())) return undefined;
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .format(instant)
      .split(':')
      .map(Number) as [number, number];
    return { day: berlinDayOf(instant), time: { hour: local[0], minute: local[1] } };
  }
  return { day, time: { hour: Number(match[2]), minute: Number(match[3]) } };
}

export function parseDemokrateamHtml(
  html: string,
  pageUrl: string,
): { drafts: EventDraft[]; rejected: RejectedRow[] } {
  const $ = cheerio.load(html);
  const drafts: EventDraft[] = [];
  const rejected: RejectedRow[] = [];
  const seen = new Set<string>();
  const scripts = $('script[type="application/ld+json"]');
  scripts.each((_, script) => {
    let data: unknown;
    try {
      data = JSON.parse($(script).text());
    } catch {
      rejected.push({ row: $(script).text().slice(0, 300), reason: 'unreadable JSON-LD' });
      return;
    }
    for (const event of eventsIn(data)) {
      const title = repairHyphenation(str(event.name));
      const start = readDate(str(event.startDate));
      if (!title || !start) {
        rejected.push({
          row: JSON.stringify(event).slice(0, 300),
          reason: 'no name or no readable startDate',
        });
        continue;
      }
      const end = readDate(str(event.endDate));
      const range: TimeRange = {
        start: start.time,
        end: end && end.day === start.day ? end.time : undefined,
        allDay: start.time === undefined,
      };
      const location = (typeof event.location === 'object' && event.location ? event.location : {}) as Json;
      const address = (
        typeof location.address === 'object' && location.address ? location.address : {}
      ) as Json;
      const city = str(address.addressLocality) || null;
      const placeName = str(location.name) || str(event.location);
      const street = str(address.streetAddress);
      const url = linkOnPage(str(event.url), pageUrl);
      const key = `${url}|${start.day}|${title}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const organizer = event.organizer as Json | string | undefined;
      drafts.push(
        calendarDraft({
          title,
          description: str(event.description),
          url,
          day: start.day,
          range,
          status: /Cancelled$/.test(str(event.eventStatus)) ? 'cancelled' : 'scheduled',
          place: placeFromAddress(street || (placeName !== city ? placeName : ''), {
            zip_code: str(address.postalCode),
            city: city || null,
          }),
          rawLocation: [placeName, street, [str(address.postalCode), city].filter(Boolean).join(' ')]
            .filter(Boolean)
            .join(', '),
          organiser: typeof organizer === 'string' ? cleanText(organizer) : str(organizer?.name),
          facetPlace: `${city ?? ''} ${placeName} ${street}`,
        }),
      );
    }
  });
  return { drafts, rejected };
}

export const demokrateamFeed: FeedAdapter = {
  name: 'demokrateam',
  isFullSnapshot: false,
  source: {
    name: 'DemokraTEAM',
    city: 'Berlin',
    zip_code: null,
    source_type: 'association',
    description: 'DemokraTEAM: bundesweiter Kalender von Aktionen und Demonstrationen für Demokratie.',
    url: 'https://www.demokrateam.org/aktionen/',
  },
  read: readHtmlCalendar(parseDemokrateamHtml, 'json-ld'),
};
