// Test helper: fixture text → the drafts an adapter would hand to applyCrawl.
import type { Db } from '../../db/database.js';
import { type EventDraft, type FeedRow, feedRow } from '../feed.js';
import { berlinPageUrl, berlinRowToDraft, parseBerlinJson } from '../feeds/berlin.js';
import { dresdenRowToDraft, parseDresdenJson } from '../feeds/dresden.js';

function only(drafts: (EventDraft | { reason: string })[]): EventDraft[] {
  return drafts.filter((d): d is EventDraft => !('reason' in d));
}

export const berlinDrafts = (text: string) =>
  only(
    parseBerlinJson(text).map((row) => berlinRowToDraft(row, berlinPageUrl('https://example.org/index.php'))),
  );
export const dresdenDrafts = (text: string) => only(parseDresdenJson(text).map(dresdenRowToDraft));

/** The few gazetteer rows the Berlin and Dresden fixtures need, instead of loading all of Germany. */
export async function insertTestPlaces(db: Db): Promise<void> {
  await db
    .insertInto('places')
    .values([
      {
        kind: 'city',
        country: 'DE',
        zip_code: null,
        name: 'Berlin',
        name_normalised: 'berlin',
        name_ascii: 'berlin',
        lat: 52.52,
        lon: 13.405,
        population: 3_426_354,
      },
      {
        kind: 'city',
        country: 'DE',
        zip_code: null,
        name: 'Dresden',
        name_normalised: 'dresden',
        name_ascii: 'dresden',
        lat: 51.05,
        lon: 13.74,
        population: 556_227,
      },
      {
        kind: 'zip',
        country: 'DE',
        zip_code: '10967',
        name: 'Berlin',
        name_normalised: 'berlin',
        name_ascii: 'berlin',
        lat: 52.489,
        lon: 13.417,
        population: null,
      },
    ])
    .execute();
}

/** Drafts as the rows an adapter reads, for applyCrawl. */
export function rowsOf(drafts: readonly EventDraft[]): FeedRow[] {
  return drafts.map((draft) => feedRow(JSON.stringify(draft), () => draft));
}
