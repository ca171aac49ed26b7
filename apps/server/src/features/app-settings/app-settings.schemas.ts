// Wire shapes of the Application Settings (issue 15, decision 046): what the environment gives, what the platform
// admins stored over it (null: the environment's value applies), and the writes. snake_case (STYLE §7).
import { type Static, type TSchema, Type } from 'typebox';
import { NON_BLANK_SINGLE_LINE_PATTERN, RequiredLine } from '../../http/text-schemas.js';

/** Longest stored address (a URL of a style, a link): as the information links (decision 036). */
export const SETTING_URL_MAX_LENGTH = 2000;
/** Hosts a style may load from besides its own: tiles, glyphs, sprites, a PMTiles file. */
export const MAP_HOSTS_MAX_ITEMS = 20;

const Stored = <T extends TSchema>(schema: T, description: string) =>
  Type.Union([schema, Type.Null()], { description });

/**
 * A line of text, or null for the environment's value. One JSON type list, not a union with null: in a union, Ajv's
 * type coercion turns '' into null, and an emptied field would quietly reset instead of being refused.
 */
const StoredLine = (maxLength: number, description: string, format?: 'email') =>
  Type.Unsafe<string | null>({
    type: ['string', 'null'],
    minLength: 1,
    maxLength,
    pattern: NON_BLANK_SINGLE_LINE_PATTERN,
    ...(format === undefined ? {} : { format }),
    description,
  });

const FOLLOWS_ENVIRONMENT = "Null: the environment's value (its ASSOCIATION_* key) applies.";

export const AssociationSettingsInputSchema = Type.Object(
  {
    name: StoredLine(
      200,
      `The association's name, shown in the footer and the logo's alt text. ${FOLLOWS_ENVIRONMENT}`,
    ),
    address: StoredLine(300, `Postal address for the imprint. ${FOLLOWS_ENVIRONMENT}`),
    represented_by: StoredLine(300, `Names of the legal representatives. ${FOLLOWS_ENVIRONMENT}`),
    tax_id: StoredLine(60, `Tax or VAT identification number. ${FOLLOWS_ENVIRONMENT}`),
    email: StoredLine(320, `Contact e-mail address. ${FOLLOWS_ENVIRONMENT}`, 'email'),
    donate_url: StoredLine(
      SETTING_URL_MAX_LENGTH,
      `Where to donate: an http(s) address. ${FOLLOWS_ENVIRONMENT}`,
    ),
    code_url: StoredLine(
      SETTING_URL_MAX_LENGTH,
      `The public code-hosting group: an http(s) address. ${FOLLOWS_ENVIRONMENT}`,
    ),
    translate_url: StoredLine(
      SETTING_URL_MAX_LENGTH,
      `Where to help translate: an http(s) address. ${FOLLOWS_ENVIRONMENT}`,
    ),
  },
  {
    additionalProperties: false,
    description: 'Every association setting the admins store over the environment; null resets one to it.',
  },
);
export type AssociationSettingsInput = Static<typeof AssociationSettingsInputSchema>;

const AssociationValuesSchema = Type.Object(
  {
    name: Type.String(),
    address: Type.String(),
    represented_by: Type.String(),
    tax_id: Type.String(),
    email: Type.String(),
    donate_url: Type.String(),
    code_url: Type.String(),
    translate_url: Type.String(),
  },
  {
    additionalProperties: false,
    description: 'The values the environment gives (ASSOCIATION_* keys or examples).',
  },
);

export const AssociationSettingSourcesSchema = Type.Object(
  { environment: AssociationValuesSchema, stored: AssociationSettingsInputSchema },
  {
    additionalProperties: false,
    description: 'Each setting applies as stored, or as the environment gives it where stored is null.',
  },
);
export type AssociationSettingSources = Static<typeof AssociationSettingSourcesSchema>;

const StyleUrl = StoredLine(
  SETTING_URL_MAX_LENGTH,
  "An http(s) URL of a MapLibre style, or 'none' for the app's offline outline only; null: MAP_STYLE_URL applies.",
);
const MapHosts = Type.Array(RequiredLine(SETTING_URL_MAX_LENGTH, 'An http(s) URL; its origin is kept.'), {
  maxItems: MAP_HOSTS_MAX_ITEMS,
  description:
    'Origins the style loads from besides its own (tiles, glyphs, sprites, a PMTiles file), as MAP_TILE_URL; the CSP allows them.',
});

export const MapSettingsInputSchema = Type.Object(
  {
    style_url: StyleUrl,
    tile_origins: Stored(MapHosts, 'Further hosts of the style; null: MAP_TILE_URL applies.'),
  },
  { additionalProperties: false, description: 'The basemap the admins store over the environment.' },
);
export type MapSettingsInput = Static<typeof MapSettingsInputSchema>;

export const MapSettingSourcesSchema = Type.Object(
  {
    environment: Type.Object(
      {
        style_url: Type.String({ description: "MAP_STYLE_URL, its default, or 'none'." }),
        tile_origins: Type.Array(Type.String(), { description: "MAP_TILE_URL's origins." }),
      },
      { additionalProperties: false },
    ),
    stored: MapSettingsInputSchema,
  },
  { additionalProperties: false },
);
export type MapSettingSources = Static<typeof MapSettingSourcesSchema>;

export const ApplicationSettingsSchema = Type.Object(
  { association: AssociationSettingSourcesSchema, map: MapSettingSourcesSchema },
  { additionalProperties: false, description: 'The Application Settings as the admin section edits them.' },
);
export type ApplicationSettings = Static<typeof ApplicationSettingsSchema>;
