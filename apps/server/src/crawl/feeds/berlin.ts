// Polizei Berlin, "Versammlungen und Aufzüge": the JSON export (SimpleSearch `index`), and the HTML table
// of the same page as fallback, read by each cell's `headers` attribute (fixtures/sources/berlin-polizei).
import * as cheerio from 'cheerio';
import {
  type EventDraft,
  type FeedAdapter,
  type FeedContext,
  type FeedRead,
  feedRow,
  type RejectedRow,
} from '../feed.js';
import { FeedFetchError } from '../http/http-client.js';
import { buildFacets } from '../identity/facets.js';
import { eventTimes, parseGermanDate, parseTimeRange } from '../normalise/local-time.js';
import { placeFromAddress } from '../normalise/place.js';
import { splitRoute, stopPlaceName } from '../normalise/route.js';
import {
  cleanText,
  decodeHtmlEntities,
  foldForIdentity,
  nameFromText,
  repairHyphenation,
  splitSeries,
} from '../normalise/text.js';

export const BERLIN_DEFAULT_URL =
  'https://www.berlin.de/polizei/service/versammlungsbehoerde/versammlungen-aufzuege/index.php/index/all.json';

/** One row in the list's own column names (the JSON keys; the HTML header ids map onto them). */
export interface BerlinRow {
  datum: string;
  von: string;
  bis: string;
  thema: string;
  plz: string;
  strasse_nr: string;
  aufzugsstrecke: string;
}

const HTML_HEADERS: Record<string, keyof BerlinRow> = {
  datum: 'datum',
  von: 'von',
  bis: 'bis',
  thema: 'thema',
  plz: 'plz',
  versammlungsort: 'strasse_nr',
  aufzugsstrecke: 'aufzugsstrecke',
};

/** The page that shows the table: the JSON URL without its '/index.php/…' tail. */
export function berlinPageUrl(jsonUrl: string): string {
  const cut = jsonUrl.indexOf('/index.php');
  return cut < 0 ? jsonUrl : `${jsonUrl.slice(0, cut)}/`;
}

export function parseBerlinJson(text: string): BerlinRow[] {
  const body = JSON.parse(text) as { index?: unknown };
  if (!body || !Array.isArray(body.index)) throw new Error('the JSON has no "index" list of rows');
  return body.index.map((raw) => {
    const row = (raw ?? {}) as Record<string, unknown>;
    const field = (key: string) =>
      typeof row[key] === 'string' ? decodeHtmlEntities(row[key] as string) : '';
    return {
      datum: field('datum'),
      von: field('von'),
      bis: field('bis'),
      thema: field('thema'),
      plz: field('plz'),
      strasse_nr: field('strasse_nr'),
      aufzugsstrecke: field('aufzugsstrecke'),
    };
  });
}

export function parseBerlinHtml(html: string): BerlinRow[] {
  const $ = cheerio.load(html);
  const rows: BerlinRow[] = [];
  $('tr').each((_, tr) => {
    const row: BerlinRow = {
      datum: '',
      von: '',
      bis: '',
      thema: '',
      plz: '',
      strasse_nr: '',
      aufzugsstrecke: '',
    };
    let cells = 0;
    $(tr)
      .find('td[headers]')
      .each((_, td) => {
        const key = HTML_HEADERS[($(td).attr('headers') ?? '').trim().toLowerCase()];
        if (!key) return;
        row[key] = $(td).text();
        cells++;
      });
    if (cells > 0) rows.push(row);
  });
  if (rows.length === 0 && !/headers="Datum"/i.test(html)) throw new Error('the page has no assembly table');
  return rows;
}

export function berlinRowToDraft(row: BerlinRow, pageUrl: string): EventDraft | RejectedRow {
  const day = parseGermanDate(row.datum);
  if (!day) return { row: JSON.stringify(row), reason: `unreadable date "${row.datum}"` };
  const von = cleanText(row.von);
  const bis = cleanText(row.bis);
  const range = parseTimeRange(von && bis ? `${von} - ${bis}` : von || (bis ? `bis ${bis}` : ''));
  const { text, series } = splitSeries(repairHyphenation(cleanText(row.thema)));
  if (text === '') return { row: JSON.stringify(row), reason: 'no topic' };
  const address = cleanText(row.strasse_nr);
  const zip = cleanText(row.plz);
  const route = cleanText(row.aufzugsstrecke);
  const stops = splitRoute(route);
  const places = [];
  // Without a street the route's first stop is the assembly point; without either, the postal code
  // (or at least the city) still places the assembly.
  const assembly = address || stopPlaceName(stops[0] ?? '');
  places.push(placeFromAddress(assembly, { zip_code: zip, city: 'Berlin' }));
  for (const stop of stops) {
    const name = stopPlaceName(stop);
    if (!name || foldForIdentity(name) === foldForIdentity(assembly)) continue;
    if (foldForIdentity(places[places.length - 1]?.label) === foldForIdentity(name)) continue;
    places.push(placeFromAddress(name, { city: 'Berlin' }));
  }
  const where = [address, zip ? `${zip} Berlin` : 'Berlin'].filter(Boolean).join(', ');
  return {
    name: nameFromText(text),
    description: route ? `${text}\n\nAufzugsstrecke: ${route}` : text,
    url: pageUrl,
    ...eventTimes(day, range),
    day,
    series,
    status: 'scheduled',
    authority_status: null,
    event_type: route ? 'march' : /mahnwache/i.test(text) ? 'vigil' : 'rally',
    places,
    raw_location: route ? `${where}; Aufzugsstrecke: ${route}` : where,
    raw_participants: null,
    participants_min: null,
    participants_max: null,
    raw_organiser: null,
    facets: buildFacets({ day, range, title: text, place: `${zip} ${address}`, route, series }),
  };
}

function toRead(rows: BerlinRow[], pageUrl: string, via: string): FeedRead {
  return {
    rows: rows.map((row) =>
      feedRow(
        `${pageUrl}\u0000${row.datum}\u0000${row.von}\u0000${row.bis}\u0000${row.thema}\u0000${row.plz}\u0000${row.strasse_nr}\u0000${row.aufzugsstrecke}`,
        () => berlinRowToDraft(row, pageUrl),
      ),
    ),
    via,
  };
}

export const berlinFeed: FeedAdapter = {
  name: 'berlin',
  isFullSnapshot: true,
  source: {
    name: 'Polizei Berlin',
    city: 'Berlin',
    zip_code: '12101',
    source_type: 'police',
    description:
      'Versammlungsbehörde der Polizei Berlin: öffentliche Liste der angemeldeten Versammlungen und Aufzüge (§ 12 Abs. 8 VersFG BE).',
    url: 'https://www.berlin.de/polizei/service/versammlungsbehoerde/versammlungen-aufzuege/',
  },
  async read(context: FeedContext): Promise<FeedRead> {
    const pageUrl = berlinPageUrl(context.url);
    let jsonProblem: unknown;
    try {
      const response = await context.http.get(context.url, { accept: 'application/json' });
      return toRead(parseBerlinJson(response.text), pageUrl, 'json');
    } catch (error) {
      // robots.txt said no: the HTML page is on the same site, so do not try it either.
      if (error instanceof FeedFetchError && /robots\.txt/.test(error.message)) throw error;
      jsonProblem = error;
    }
    if (pageUrl === context.url) throw jsonProblem;
    try {
      const response = await context.http.get(pageUrl, { accept: 'text/html' });
      return toRead(parseBerlinHtml(response.text), pageUrl, 'html');
    } catch (error) {
      throw new Error(`JSON export failed (${message(jsonProblem)}); HTML table failed (${message(error)})`);
    }
  },
};

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
