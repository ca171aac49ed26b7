// Netzwerk Friedenskooperative, "Termine": the public calendar page of the peace movement
// (https://www.friedenskooperative.de/termine, a Drupal view). Month headings (<h3>Oktober 2025</h3>)
// are followed by boxes of rows: title link in h2.node-title, the day in .date-column .date
// (.date-display-single, or .date-display-start/-end for times), the city in .date-column .city and
// the place in .place. No capture of this page exists in the fixtures; the tests use a sample written
// from this structure. The page is paged and windowed, so it is not a full snapshot.
import * as cheerio from 'cheerio';
import type { EventDraft, FeedAdapter, RejectedRow } from '../feed.js';
import { germanMonth } from '../normalise/german-months.js';
import type { TimeRange } from '../normalise/local-time.js';
import { placeFromAddress } from '../normalise/place.js';
import { cleanText, repairHyphenation } from '../normalise/text.js';
import { calendarDraft, linkOnPage, readHtmlCalendar } from './ngo-calendar.js';

export const FRIEDENSKOOPERATIVE_DEFAULT_URL = 'https://www.friedenskooperative.de/termine';

const pad = (n: number) => String(n).padStart(2, '0');
const CLOCK = /(\d{1,2})[:.](\d{2})/g;

function timesIn(text: string): TimeRange {
  const clocks = [...text.matchAll(CLOCK)].map((m) => ({ hour: Number(m[1]), minute: Number(m[2]) }));
  const valid = clocks.filter((c) => c.hour < 24 && c.minute < 60);
  if (valid.length === 0) return { allDay: true };
  return valid.length === 1
    ? { start: valid[0], allDay: false }
    : { start: valid[0], end: valid[1], allDay: false };
}

export function parseFriedenskooperativeHtml(
  html: string,
  pageUrl: string,
): { drafts: EventDraft[]; rejected: RejectedRow[] } {
  const $ = cheerio.load(html);
  const drafts: EventDraft[] = [];
  const rejected: RejectedRow[] = [];
  const content = $('.view-content').last();
  if (content.length === 0) throw new Error('the page has no calendar (.view-content)');
  let year: number | undefined;
  content.children().each((_, element) => {
    const el = $(element);
    if (el.is('h3')) {
      const match = /(\d{4})/.exec(el.text());
      year = match ? Number(match[1]) : year;
      return;
    }
    el.find('.row-eq-height').each((_, rowElement) => {
      const row = $(rowElement);
      const link = row.find('.node-title a').first();
      const title = cleanText(link.text());
      const dateText = cleanText(row.find('.date-column .date').text());
      const dayMatch = /(\d{1,2})\.\s*([A-Za-zäÄ]+)/.exec(dateText);
      const month = dayMatch ? germanMonth(dayMatch[2] as string) : undefined;
      if (!title || !dayMatch || !month || !year) {
        rejected.push({ row: cleanText(row.text()).slice(0, 300), reason: 'no title or no readable date' });
        return;
      }
      const day = `${year}-${pad(month)}-${pad(Number(dayMatch[1]))}`;
      const range = timesIn(dateText.slice(dayMatch.index + dayMatch[0].length));
      const city = cleanText(row.find('.date-column .city').text()) || null;
      const placeText = cleanText(row.find('.place').first().text()).replace(/^(Ort|Treffpunkt):\s*/i, '');
      const text = repairHyphenation(title);
      drafts.push(
        calendarDraft({
          title: text,
          description: cleanText(row.find('.teaser, .field-name-body').text()),
          url: linkOnPage(link.attr('href') ?? '', pageUrl),
          day,
          range,
          status: 'scheduled',
          place: placeFromAddress(placeText && placeText !== city ? placeText : '', { city }),
          rawLocation: [placeText, city].filter(Boolean).join(', '),
          organiser: cleanText(row.find('.organizer, .veranstalter').text()),
          facetPlace: `${city ?? ''} ${placeText}`,
        }),
      );
    });
  });
  return { drafts, rejected };
}

export const friedenskooperativeFeed: FeedAdapter = {
  name: 'friedenskooperative',
  isFullSnapshot: false,
  source: {
    name: 'Netzwerk Friedenskooperative',
    city: 'Bonn',
    zip_code: '53111',
    source_type: 'association',
    description: 'Netzwerk Friedenskooperative: bundesweiter Terminkalender der Friedensbewegung.',
    url: 'https://www.friedenskooperative.de/termine',
  },
  read: readHtmlCalendar(parseFriedenskooperativeHtml, 'html'),
};
