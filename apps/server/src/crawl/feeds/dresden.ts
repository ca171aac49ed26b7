// Landeshauptstadt Dresden, "Versammlungsübersicht": Versammlungen.json (fixtures/sources/dresden-stadt).
import {
  type EventDraft,
  type FeedAdapter,
  type FeedContext,
  type FeedRead,
  feedRow,
  type RejectedRow,
} from '../feed.js';
import { buildFacets } from '../identity/facets.js';
import { eventTimes, parseGermanDate, parseTimeRange } from '../normalise/local-time.js';
import { parseParticipants } from '../normalise/participants.js';
import { placeFromAddress } from '../normalise/place.js';
import { mapAuthorityStatus } from '../normalise/status.js';
import { cleanText, nameFromText, repairHyphenation, splitSeries } from '../normalise/text.js';

export const DRESDEN_DEFAULT_URL =
  'https://www.dresden.de/data_ext/versammlungsuebersicht/Versammlungen.json';
const DRESDEN_PAGE_URL = 'https://www.dresden.de/de/rathaus/dienstleistungen/versammlungsuebersicht.php';

export interface DresdenRow {
  Datum?: unknown;
  Zeit?: unknown;
  Thema?: unknown;
  Ort?: unknown;
  Startpunkt?: unknown;
  Teilnehmer?: unknown;
  Veranstalter?: unknown;
  Status?: unknown;
}

const str = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? cleanText(String(value)) : '';

export function parseDresdenJson(text: string): DresdenRow[] {
  const body = JSON.parse(text) as { Versammlungen?: unknown };
  if (!body || !Array.isArray(body.Versammlungen)) throw new Error('the JSON has no "Versammlungen" list');
  return body.Versammlungen as DresdenRow[];
}

export function dresdenRowToDraft(row: DresdenRow): EventDraft | RejectedRow {
  const day = parseGermanDate(str(row.Datum));
  if (!day) return { row: JSON.stringify(row), reason: `unreadable date "${str(row.Datum)}"` };
  const { text, series } = splitSeries(repairHyphenation(str(row.Thema)));
  if (text === '') return { row: JSON.stringify(row), reason: 'no topic' };
  const range = parseTimeRange(str(row.Zeit));
  // A march has a Startpunkt (its assembly point); a stationary assembly only an Ort.
  const start = str(row.Startpunkt);
  const site = str(row.Ort);
  const places = [start, site]
    .filter((label, i, all) => label !== '' && all.indexOf(label) === i)
    .map((label) => placeFromAddress(label, { city: 'Dresden' }));
  // No place yet (new 'angemeldet' rows): the assembly is still in Dresden, which a city search must find.
  if (places.length === 0) places.push(placeFromAddress('', { city: 'Dresden' }));
  const participants = parseParticipants(str(row.Teilnehmer));
  const organiser = str(row.Veranstalter);
  const where = [start && `Startpunkt: ${start}`, site].filter(Boolean).join('; ');
  return {
    name: nameFromText(text),
    description: text,
    url: DRESDEN_PAGE_URL,
    ...eventTimes(day, range),
    day,
    series,
    ...mapAuthorityStatus(str(row.Status)),
    event_type: start ? 'march' : /mahnwache/i.test(text) ? 'vigil' : 'rally',
    places,
    raw_location: where ? `${where}, Dresden` : 'Dresden',
    raw_participants: str(row.Teilnehmer) || null,
    participants_min: participants?.min ?? null,
    participants_max: participants?.max ?? null,
    raw_organiser: organiser || null,
    facets: buildFacets({ day, range, title: text, place: start || site, organiser, series }),
  };
}

export const dresdenFeed: FeedAdapter = {
  name: 'dresden',
  isFullSnapshot: true,
  source: {
    name: 'Landeshauptstadt Dresden',
    city: 'Dresden',
    zip_code: '01067',
    source_type: 'city',
    description:
      'Versammlungsbehörde der Landeshauptstadt Dresden: öffentliche Übersicht der angezeigten Versammlungen mit Status.',
    url: DRESDEN_PAGE_URL,
  },
  async read(context: FeedContext): Promise<FeedRead> {
    const response = await context.http.get(context.url, { accept: 'application/json' });
    const rows = parseDresdenJson(response.text).map((row) =>
      feedRow(
        JSON.stringify([
          row.Datum,
          row.Zeit,
          row.Thema,
          row.Ort,
          row.Startpunkt,
          row.Teilnehmer,
          row.Veranstalter,
          row.Status,
        ]),
        () => dresdenRowToDraft(row),
      ),
    );
    return { rows, via: 'json' };
  },
};
