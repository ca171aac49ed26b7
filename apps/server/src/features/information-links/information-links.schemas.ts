// Wire shapes of the Info screen's data (spec §2 "Info", §3 "Information link"; DESIGN §4.1).
import { type Static, Type } from 'typebox';

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
