// Info screen rules: countries are named in English and German from ICU data (no table to keep up to
// date); no city means country data (spec §2 "Info"); a city in a known state gets that state's links apart;
// a country without links is a 404.
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import { GERMAN_STATES } from './german-states.js';
import * as repository from './information-links.repository.js';
import type {
  InformationCountry,
  InformationLinks,
  InformationLinksQuery,
  InformationRegion,
} from './information-links.schemas.js';

const NAMES_EN = new Intl.DisplayNames(['en'], { type: 'region' });
const NAMES_DE = new Intl.DisplayNames(['de'], { type: 'region' });
const GERMAN_ORDER = new Intl.Collator('de');

function country(code: string): InformationCountry {
  return { code, name_en: NAMES_EN.of(code) ?? code, name_de: NAMES_DE.of(code) ?? code };
}

function region(code: string): InformationRegion {
  const names = GERMAN_STATES[code];
  return { code, name_en: names?.en ?? code, name_de: names?.de ?? code };
}

export async function listCountries(db: Db): Promise<InformationCountry[]> {
  return (await repository.findCountriesWithLinks(db)).map(country);
}

export async function listCities(db: Db, countryCode: string): Promise<string[]> {
  const code = await requireCountry(db, countryCode);
  return (await repository.findCitiesWithLinks(db, code)).sort(GERMAN_ORDER.compare);
}

export async function getLinks(db: Db, query: InformationLinksQuery): Promise<InformationLinks> {
  const code = await requireCountry(db, query.country);
  const city = query.city?.trim() || undefined;
  const [countryLinks, cityLinks] = await Promise.all([
    repository.findCountryLinks(db, code),
    city ? repository.findCityLinks(db, code, city) : Promise.resolve([]),
  ]);
  // Issue 20: a city's Info shows its own state's parliament with the federal level, not every state's.
  // A city-state's parliament is already among its city links: it is not listed twice.
  const regionCode = cityLinks.find((link) => link.region !== null)?.region ?? null;
  const cityUrls = new Set(cityLinks.map((link) => link.native_url));
  return {
    country: country(code),
    city: cityLinks[0]?.city ?? city ?? null,
    region: regionCode === null ? null : region(regionCode),
    country_links: regionCode === null ? countryLinks : countryLinks.filter((link) => link.region === null),
    region_links:
      regionCode === null
        ? []
        : countryLinks.filter((link) => link.region === regionCode && !cityUrls.has(link.native_url)),
    city_links: cityLinks,
  };
}

async function requireCountry(db: Db, countryCode: string): Promise<string> {
  const code = countryCode.toUpperCase();
  if (!(await repository.findCountriesWithLinks(db)).includes(code)) {
    throw new AppError('not_found', 'No information links for this country');
  }
  return code;
}
