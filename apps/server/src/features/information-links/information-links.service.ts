// Info screen rules: countries are named in English and German from ICU data (no table to keep up to
// date); no city means country data (spec §2 "Info"); a city in a known state gets that state's links apart;
// a country without links is a 404.
import type { Db } from '../../db/database.js';
import { AppError, throwIfIssues, type ValidationIssue } from '../../http/errors.js';
import { GERMAN_STATES } from './german-states.js';
import * as repository from './information-links.repository.js';
import type {
  InformationCountry,
  InformationLink,
  InformationLinkAdminQuery,
  InformationLinkInput,
  InformationLinkPage,
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

// The platform admins' list and writes (issue 15 "Information"; routes check the caller). Addresses are
// http(s) only: the Info screen makes them links, and a javascript: address would run in the reader's page.

export function listLinksForAdmin(db: Db, query: InformationLinkAdminQuery): Promise<InformationLinkPage> {
  const city = query.city?.trim();
  const text = query.q?.trim();
  return repository.findLinksPage(
    db,
    {
      ...(query.country === undefined ? {} : { country: query.country.toUpperCase() }),
      ...(city === undefined || city === '' ? {} : { city: city === '-' ? null : city }),
      ...(text === undefined || text === '' ? {} : { text }),
    },
    { limit: query.limit ?? 100, offset: query.offset ?? 0 },
  );
}

export async function createLink(db: Db, input: InformationLinkInput): Promise<InformationLink> {
  const row = await checkedRow(db, input);
  return repository.insertLink(db, row);
}

export async function updateLink(db: Db, id: number, input: InformationLinkInput): Promise<InformationLink> {
  if ((await repository.findLinkById(db, id)) === undefined) throw linkNotFound();
  const row = await checkedRow(db, input, id);
  const updated = await repository.updateLink(db, id, row);
  if (updated === undefined) throw linkNotFound();
  return updated;
}

export async function deleteLink(db: Db, id: number): Promise<void> {
  if (!(await repository.deleteLink(db, id))) throw linkNotFound();
}

const linkNotFound = () => new AppError('not_found', 'Information link not found');

const optional = (value: string | null | undefined): string | null => value?.trim() || null;

function isWebAddress(value: string): boolean {
  try {
    const { protocol, hostname } = new URL(value);
    return (protocol === 'http:' || protocol === 'https:') && hostname !== '';
  } catch {
    return false;
  }
}

const ZIP_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;
const REGION = /^[A-Z]{2}-[A-Z0-9]{1,3}$/;

/** The row to store, or one 422 naming every field that is wrong. */
async function checkedRow(
  db: Db,
  input: InformationLinkInput,
  exceptId?: number,
): Promise<repository.InformationLinkRow> {
  const row: repository.InformationLinkRow = {
    native_name: input.native_name.trim(),
    english_name: input.english_name.trim(),
    native_url: input.native_url.trim(),
    english_url: optional(input.english_url),
    country: input.country.toUpperCase(),
    city: optional(input.city),
    zip_code: optional(input.zip_code),
    region: optional(input.region)?.toUpperCase() ?? null,
  };
  const issues: ValidationIssue[] = [];
  const issue = (field: string, msg: string) =>
    issues.push({ loc: ['body', field], msg, type: 'value_error' });
  if (!isWebAddress(row.native_url)) issue('native_url', 'The address must be an http or https address');
  if (row.english_url !== null && !isWebAddress(row.english_url))
    issue('english_url', 'The address must be an http or https address');
  if (NAMES_EN.of(row.country) === row.country || row.country === 'ZZ')
    issue('country', 'Unknown country code: use ISO 3166-1 alpha-2, e.g. DE');
  if (row.zip_code !== null && !ZIP_CODE.test(row.zip_code))
    issue('zip_code', 'The zip code must be 2 to 10 letters, digits, spaces or dashes');
  if (
    row.region !== null &&
    (!REGION.test(row.region) ||
      !row.region.startsWith(`${row.country}-`) ||
      (row.country === 'DE' && GERMAN_STATES[row.region] === undefined))
  )
    issue('region', 'The state must be an ISO 3166-2 code within the country, e.g. DE-SN');
  if (issues.length === 0 && (await repository.hasSameAddress(db, row, exceptId)))
    issue('native_url', 'Another link of this place already has this address');
  throwIfIssues(issues);
  return row;
}
