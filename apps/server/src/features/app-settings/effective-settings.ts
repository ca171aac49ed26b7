// How the Application Settings the admins stored apply over the environment's (issue 15, decision 046): a stored
// value replaces its environment value, a setting without one follows the environment. Pure: no I/O.
import type { AssociationSettings, Config } from '../../config.js';
import { httpOrigin, type MapConfig, mapConfigOf } from '../../map-config.js';
import { ASSOCIATION_KEYS, type AssociationField, CONFIG_FIELDS } from '../association/association-setup.js';
import type {
  ApplicationSettings,
  AssociationSettingsInput,
  MapSettingsInput,
} from './app-settings.schemas.js';

/** The settings in force: what the public calls answer and the CSP allows. */
export interface EffectiveSettings {
  association: Readonly<AssociationSettings>;
  map: Readonly<MapConfig>;
}

/** What the admins stored, in the wire's shape: null where the environment applies. */
export interface StoredSettings {
  association: AssociationSettingsInput;
  map: MapSettingsInput;
}

export const ASSOCIATION_FIELDS = Object.keys(ASSOCIATION_KEYS) as AssociationField[];
const MAP_STYLE_KEY = 'map.style_url';
const MAP_HOSTS_KEY = 'map.tile_origins';
/** MAP_STYLE_URL's word for no style: the offline outline only. */
export const NO_MAP_STYLE = 'none';

const associationKey = (field: AssociationField) => `association.${field}`;

/** The stored rows as settings; a value of the wrong type (not written by this code) counts as not stored. */
export function storedSettingsOf(rows: ReadonlyMap<string, unknown>): StoredSettings {
  const text = (key: string) => {
    const value = rows.get(key);
    return typeof value === 'string' ? value : null;
  };
  const hosts = rows.get(MAP_HOSTS_KEY);
  const association = Object.fromEntries(
    ASSOCIATION_FIELDS.map((field) => [field, text(associationKey(field))]),
  ) as AssociationSettingsInput;
  return {
    association,
    map: {
      style_url: text(MAP_STYLE_KEY),
      tile_origins:
        Array.isArray(hosts) && hosts.every((host) => typeof host === 'string') ? (hosts as string[]) : null,
    },
  };
}

/** The rows that store an association input (null deletes the row). */
export function associationRows(input: AssociationSettingsInput): Map<string, unknown> {
  return new Map(ASSOCIATION_FIELDS.map((field) => [associationKey(field), input[field]]));
}

/** The rows that store a map input (null deletes the row). */
export function mapRows(input: MapSettingsInput): Map<string, unknown> {
  return new Map<string, unknown>([
    [MAP_STYLE_KEY, input.style_url],
    [MAP_HOSTS_KEY, input.tile_origins],
  ]);
}

/** The environment's values of every setting, as the admin section shows them. */
export function environmentSettings(config: Readonly<Config>): {
  [Section in keyof ApplicationSettings]: ApplicationSettings[Section]['environment'];
} {
  const styleOrigin = config.map.styleUrl === undefined ? undefined : httpOrigin(config.map.styleUrl);
  const association = Object.fromEntries(
    ASSOCIATION_FIELDS.map((field) => [field, config.association[CONFIG_FIELDS[field]]]),
  ) as ApplicationSettings['association']['environment'];
  return {
    association,
    map: {
      style_url: config.map.styleUrl ?? NO_MAP_STYLE,
      tile_origins: config.map.origins.filter((origin) => origin !== styleOrigin),
    },
  };
}

export function effectiveSettings(config: Readonly<Config>, stored: StoredSettings): EffectiveSettings {
  const environment = environmentSettings(config);
  const association = { ...config.association };
  for (const field of ASSOCIATION_FIELDS) {
    const value = stored.association[field];
    if (value !== null) association[CONFIG_FIELDS[field]] = value;
  }
  const style = stored.map.style_url ?? environment.map.style_url;
  return {
    association: Object.freeze(association),
    map: mapConfigOf(
      style.toLowerCase() === NO_MAP_STYLE ? undefined : style,
      stored.map.tile_origins ?? environment.map.tile_origins,
    ),
  };
}
