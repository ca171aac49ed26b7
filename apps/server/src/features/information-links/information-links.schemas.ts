// Wire shapes of the Info screen's data (spec §2 "Info", §3 "Information link"; DESIGN §4.1).
import { type Static, Type } from 'typebox';
import { OptionalLine, RequiredLine } from '../../http/text-schemas.js';

const NullableString = (description: string) => Type.Union([Type.String(), Type.Null()], { description });
const CountryCode = Type.String({
  pattern: '^[A-Za-z]{2}$',
  description: 'ISO 3166-1 alpha-2 country code, e.g. DE (either case).',
});

export const InformationLinkSchema = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    native_name: Type.String({ description: 'Name in the country’s language, e.g. Deutscher Bundestag.' }),
    english_name: Type.String({ description: 'English name, e.g. German Bundestag.' }),
    native_url: Type.String({ description: 'Home page in the country’s language.' }),
    english_url: NullableString('English home page, when the institution has one.'),
    country: Type.String({ description: 'ISO 3166-1 alpha-2 country code.' }),
    city: NullableString('The city the link is about; null for the whole country.'),
    zip_code: NullableString('Postal code of the institution, when about a city.'),
    region: NullableString(
      'The state (ISO 3166-2, e.g. DE-SN) a state parliament or a city is in; null for the whole country.',
    ),
  },
  { additionalProperties: false, description: 'A link about the democratic process (spec §3).' },
);
export type InformationLink = Static<typeof InformationLinkSchema>;

export const InformationCountrySchema = Type.Object(
  {
    code: Type.String({ description: 'ISO 3166-1 alpha-2 country code, e.g. DE.' }),
    name_en: Type.String({ description: 'English name, e.g. Germany.' }),
    name_de: Type.String({ description: 'German name, e.g. Deutschland.' }),
  },
  { additionalProperties: false },
);
export type InformationCountry = Static<typeof InformationCountrySchema>;

export const InformationRegionSchema = Type.Object(
  {
    code: Type.String({ description: 'ISO 3166-2 code of the state, e.g. DE-SN.' }),
    name_en: Type.String({ description: 'English name, e.g. Saxony.' }),
    name_de: Type.String({ description: 'German name, e.g. Sachsen.' }),
  },
  { additionalProperties: false },
);
export type InformationRegion = Static<typeof InformationRegionSchema>;

export const InformationCountryQuerySchema = Type.Object({ country: CountryCode });

export const InformationLinksQuerySchema = Type.Object({
  country: CountryCode,
  city: Type.Optional(
    Type.String({ maxLength: 200, description: 'A city of GET /v1/info/cities; absent means country data.' }),
  ),
});
export type InformationLinksQuery = Static<typeof InformationLinksQuerySchema>;

export const InformationLinksSchema = Type.Object(
  {
    country: InformationCountrySchema,
    city: NullableString('The city asked for, as spelled in the data; null without a city.'),
    region: Type.Union([InformationRegionSchema, Type.Null()], {
      description: 'The state the city is in, when its links name one; null without a city.',
    }),
    country_links: Type.Array(InformationLinkSchema, {
      description:
        'Links about the whole country. With a city in a known state, only the federal ones: the state’s are region_links.',
    }),
    region_links: Type.Array(InformationLinkSchema, {
      description: 'Links about the city’s state (its parliament); empty without a city or a known state.',
    }),
    city_links: Type.Array(InformationLinkSchema, {
      description: 'Links about the city; empty without a city.',
    }),
  },
  { additionalProperties: false },
);
export type InformationLinks = Static<typeof InformationLinksSchema>;

// The platform admins' writes (issue 15 "Information"; decision 036).
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Database id.' });
/** Longest name of an institution: the longest German parliament's name is under 60 characters. */
export const INFORMATION_NAME_MAX_LENGTH = 200;
export const INFORMATION_URL_MAX_LENGTH = 2000;
export const INFORMATION_CITY_MAX_LENGTH = 120;

export const InformationLinkParamsSchema = Type.Object({ link_id: Id });

export const InformationLinkInputSchema = Type.Object(
  {
    native_name: RequiredLine(INFORMATION_NAME_MAX_LENGTH, 'Name in the country’s language.'),
    english_name: RequiredLine(INFORMATION_NAME_MAX_LENGTH, 'English name.'),
    native_url: RequiredLine(
      INFORMATION_URL_MAX_LENGTH,
      'Home page in the country’s language: an http(s) address.',
    ),
    english_url: OptionalLine(
      INFORMATION_URL_MAX_LENGTH,
      'English home page, an http(s) address; null for none.',
    ),
    country: CountryCode,
    city: OptionalLine(
      INFORMATION_CITY_MAX_LENGTH,
      'The city the link is about; null for the whole country.',
    ),
    zip_code: OptionalLine(10, 'Postal code of the institution; null for none.'),
    region: OptionalLine(
      6,
      'The state (ISO 3166-2, e.g. DE-SN) a state parliament or a city is in; it must be in the country. Null for the whole country.',
    ),
  },
  { additionalProperties: false, description: 'An information link as an admin writes it (spec §3).' },
);
export type InformationLinkInput = Static<typeof InformationLinkInputSchema>;

export const InformationLinkAdminQuerySchema = Type.Object({
  country: Type.Optional(CountryCode),
  city: Type.Optional(
    Type.String({
      maxLength: INFORMATION_CITY_MAX_LENGTH,
      description:
        'Links of cities whose name contains this (letter case ignored); "-" for country-wide links only.',
    }),
  ),
  q: Type.Optional(
    Type.String({
      maxLength: 200,
      description: 'Text in either name or either address (letter case ignored).',
    }),
  ),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 500, description: 'Page size (100 when absent).' }),
  ),
  offset: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'Links to skip (none when absent).' }),
  ),
});
export type InformationLinkAdminQuery = Static<typeof InformationLinkAdminQuerySchema>;

export const InformationLinkPageSchema = Type.Object(
  {
    total: Type.Integer({ minimum: 0, description: 'Links matching the filters, on all pages.' }),
    links: Type.Array(InformationLinkSchema, {
      description: 'By country, then country-wide before cities, then city and English name.',
    }),
  },
  { additionalProperties: false },
);
export type InformationLinkPage = Static<typeof InformationLinkPageSchema>;
