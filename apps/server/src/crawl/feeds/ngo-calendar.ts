// What the two NGO calendars (DemokraTEAM, Friedenskooperative) share once a row is read: the draft of a listed
// event (no series, authority status or participant numbers; a vigil when its title says Mahnwache), its link on
// the page, and the read of the one HTML page they are parsed from.
import {
  type DraftPlace,
  type EventDraft,
  eagerRows,
  type FeedContext,
  type FeedRead,
  type RejectedRow,
} from '../feed.js';
import { buildFacets } from '../identity/facets.js';
import { eventTimes, type TimeRange } from '../normalise/local-time.js';
import { nameFromText } from '../normalise/text.js';

export interface CalendarEntry {
  /** The listed title, cleaned and its hyphenation repaired. */
  title: string;
  /** '' when the calendar gives none: the title stands in. */
  description: string;
  url: string;
  /** The Berlin day, 'YYYY-MM-DD'. */
  day: string;
  range: TimeRange;
  status: EventDraft['status'];
  place: DraftPlace;
  /** The place as the calendar words it; '' for none. */
  rawLocation: string;
  /** '' for none. */
  organiser: string;
  /** The place's words for telling assemblies apart across crawls (identity/facets.ts). */
  facetPlace: string;
}

/** The draft of one listed event. Its keys keep one order: a row's digest is that of its JSON (decision 008). */
export function calendarDraft(entry: CalendarEntry): EventDraft {
  const { title, day, range } = entry;
  return {
    name: nameFromText(title),
    description: entry.description || title,
    url: entry.url,
    ...eventTimes(day, range),
    day,
    series: null,
    status: entry.status,
    authority_status: null,
    event_type: /mahnwache/i.test(title) ? 'vigil' : 'demonstration',
    places: [entry.place],
    raw_location: entry.rawLocation || null,
    raw_participants: null,
    participants_min: null,
    participants_max: null,
    raw_organiser: entry.organiser || null,
    facets: buildFacets({ day, range, title, place: entry.facetPlace }),
  };
}

/** An event's own page, read against the calendar page; the calendar page itself when it links none. */
export function linkOnPage(href: string, pageUrl: string): string {
  return href ? new URL(href, pageUrl).toString() : pageUrl;
}

/** The read of a calendar that is one HTML page, parsed whole (not a full snapshot: the pages are windowed). */
export function readHtmlCalendar(
  parse: (html: string, pageUrl: string) => { drafts: EventDraft[]; rejected: RejectedRow[] },
  via: string,
): (context: FeedContext) => Promise<FeedRead> {
  return async (context) => {
    const response = await context.http.get(context.url, { accept: 'text/html' });
    const { drafts, rejected } = parse(response.text, response.url);
    return { rows: eagerRows(drafts, rejected), via };
  };
}
