// Issue 20: the Info screen for a city shows its own state's parliament with the federal level, not all
// sixteen. Each link may name the state (region) it is about, as an ISO 3166-2 code such as DE-SN: a state
// parliament (city NULL) is about its state, a city's links are about the city in its state. NULL is the
// whole country. The demo data's German links get their states here; links added later name theirs.
import { type Kysely, sql } from 'kysely';

/** The demo data's state parliaments (by their home page) and cities, with their states. */
const PARLIAMENTS: Record<string, string> = {
  'https://www.landtag-bw.de': 'DE-BW',
  'https://www.bayern.landtag.de': 'DE-BY',
  'https://www.parlament-berlin.de': 'DE-BE',
  'https://www.landtag.brandenburg.de': 'DE-BB',
  'https://www.bremische-buergerschaft.de': 'DE-HB',
  'https://www.hamburgische-buergerschaft.de': 'DE-HH',
  'https://hessischer-landtag.de': 'DE-HE',
  'https://www.landtag-mv.de': 'DE-MV',
  'https://www.landtag-niedersachsen.de': 'DE-NI',
  'https://www.landtag.nrw.de': 'DE-NW',
  'https://www.landtag.rlp.de': 'DE-RP',
  'https://www.landtag-saar.de': 'DE-SL',
  'https://www.landtag.sachsen.de': 'DE-SN',
  'https://www.landtag.sachsen-anhalt.de': 'DE-ST',
  'https://www.landtag.ltsh.de': 'DE-SH',
  'https://www.thueringer-landtag.de': 'DE-TH',
};

const CITIES: Record<string, string> = {
  Berlin: 'DE-BE',
  Hamburg: 'DE-HH',
  Bremen: 'DE-HB',
  München: 'DE-BY',
  Köln: 'DE-NW',
  'Frankfurt am Main': 'DE-HE',
  Stuttgart: 'DE-BW',
  Düsseldorf: 'DE-NW',
  Leipzig: 'DE-SN',
  Dortmund: 'DE-NW',
  Essen: 'DE-NW',
  Dresden: 'DE-SN',
  Hannover: 'DE-NI',
  Nürnberg: 'DE-BY',
  Duisburg: 'DE-NW',
  Bochum: 'DE-NW',
  Wuppertal: 'DE-NW',
  Bielefeld: 'DE-NW',
  Bonn: 'DE-NW',
  Münster: 'DE-NW',
  Mannheim: 'DE-BW',
  Karlsruhe: 'DE-BW',
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE information_links
      ADD COLUMN region text CHECK (region ~ '^[A-Z]{2}-[A-Z0-9]{1,3}$' AND left(region, 2) = country)
  `.execute(db);
  for (const [url, region] of Object.entries(PARLIAMENTS)) {
    await sql`
      UPDATE information_links SET region = ${region}
      WHERE country = 'DE' AND city IS NULL AND native_url = ${url}
    `.execute(db);
  }
  for (const [city, region] of Object.entries(CITIES)) {
    await sql`UPDATE information_links SET region = ${region} WHERE country = 'DE' AND city = ${city}`.execute(
      db,
    );
  }
}
