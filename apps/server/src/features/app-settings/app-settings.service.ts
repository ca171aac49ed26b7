// The one place that answers the Application Settings in force (issue 15, decision 046): the environment's values
// (config, parsed once at start) with the platform admins' stored values over them. Each server copy keeps them
// in memory and reads the table again once they are SETTINGS_CACHE_MS old, so a change made through another copy
// applies here within that time; the copy that took the write applies it at once.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { throwIfIssues, type ValidationIssue } from '../../http/errors.js';
import { httpOrigin } from '../../map-config.js';
import * as repository from './app-settings.repository.js';
import type {
  ApplicationSettings,
  AssociationSettingSources,
  AssociationSettingsInput,
  MapSettingSources,
  MapSettingsInput,
} from './app-settings.schemas.js';
import {
  associationRows,
  type EffectiveSettings,
  effectiveSettings,
  environmentSettings,
  mapRows,
  NO_MAP_STYLE,
  type StoredSettings,
  storedSettingsOf,
} from './effective-settings.js';

/** How old the settings a copy holds may get before it reads them again. */
export const SETTINGS_CACHE_MS = 5_000;

export interface AppSettings {
  /** The settings in force; read again first when they are older than the cache time. */
  current(): Promise<EffectiveSettings>;
  /**
   * The settings held now, at once, even when old: for work that must not wait on the database (every
   * response's CSP). When old, a read starts in the background for the next caller.
   */
  latest(): EffectiveSettings;
  /** The environment's values and the stored ones, for the admin section. */
  sources(): Promise<ApplicationSettings>;
  updateAssociation(input: AssociationSettingsInput): Promise<AssociationSettingSources>;
  updateMap(input: MapSettingsInput): Promise<MapSettingSources>;
}

/** The settings in force, read once without a cache (the start log's check of example values). */
export async function readEffectiveSettings(db: Db, config: Readonly<Config>): Promise<EffectiveSettings> {
  return effectiveSettings(config, storedSettingsOf(await repository.findStoredSettings(db)));
}

interface Held {
  stored: StoredSettings;
  effective: EffectiveSettings;
  readAt: number;
}

export async function createAppSettings(
  db: Db,
  config: Readonly<Config>,
  log: FastifyBaseLogger,
  { cacheMs = SETTINGS_CACHE_MS, now = Date.now }: { cacheMs?: number; now?: () => number } = {},
): Promise<AppSettings> {
  const hold = (stored: StoredSettings): Held => ({
    stored,
    effective: effectiveSettings(config, stored),
    readAt: now(),
  });
  let held = hold(storedSettingsOf(await repository.findStoredSettings(db)));
  let reading: Promise<Held> | undefined;
  // A read that began before a write ended may end after it: its older rows must not replace the write's. Counted
  // when a write starts and when it ends, so a read that saw either keeps its result to itself.
  let writes = 0;

  const read = (): Promise<Held> => {
    if (reading !== undefined) return reading;
    const writesBefore = writes;
    const pending = repository
      .findStoredSettings(db)
      .then((rows) => {
        if (writes === writesBefore) held = hold(storedSettingsOf(rows));
        return held;
      })
      .catch((error: unknown) => {
        // The database out of reach: keep answering the settings held, and try again after the cache time.
        log.warn({ err: error }, 'application settings could not be read; the last ones read stay in force');
        held = { ...held, readAt: now() };
        return held;
      })
      .finally(() => {
        reading = undefined;
      });
    reading = pending;
    return pending;
  };
  const isOld = () => now() - held.readAt >= cacheMs;
  const write = async (rows: Map<string, unknown>): Promise<Held> => {
    writes += 1;
    try {
      await repository.writeSettings(db, rows);
    } finally {
      writes += 1;
    }
    held = hold(storedSettingsOf(await repository.findStoredSettings(db)));
    return held;
  };
  const environment = environmentSettings(config);

  return {
    current: async () => (isOld() ? (await read()).effective : held.effective),
    latest: () => {
      if (isOld()) void read();
      return held.effective;
    },
    sources: async () => {
      const { stored } = isOld() ? await read() : held;
      return {
        association: { environment: environment.association, stored: stored.association },
        map: { environment: environment.map, stored: stored.map },
      };
    },
    updateAssociation: async (input) => {
      const checked = checkedAssociation(input);
      const { stored } = await write(associationRows(checked));
      return { environment: environment.association, stored: stored.association };
    },
    updateMap: async (input) => {
      const checked = checkedMap(input);
      const { stored } = await write(mapRows(checked));
      return { environment: environment.map, stored: stored.map };
    },
  };
}

const URL_FIELDS = ['donate_url', 'code_url', 'translate_url'] as const;
const NOT_WEB_ADDRESS = 'The address must be an http or https address';

const urlIssue = (loc: ValidationIssue['loc']): ValidationIssue => ({
  loc,
  msg: NOT_WEB_ADDRESS,
  type: 'url_parsing',
});

/** Trimmed, with every address checked: a `javascript:` link would run in the reader's page (decision 036). */
function checkedAssociation(input: AssociationSettingsInput): AssociationSettingsInput {
  const checked = Object.fromEntries(
    Object.entries(input).map(([field, value]) => [field, value?.trim() ?? null]),
  ) as AssociationSettingsInput;
  const issues: ValidationIssue[] = [];
  for (const field of URL_FIELDS) {
    const value = checked[field];
    if (value !== null && httpOrigin(value) === undefined) issues.push(urlIssue(['body', field]));
  }
  throwIfIssues(issues);
  return checked;
}

/** The style an http(s) URL or 'none'; the further hosts kept as their origins, each once. */
function checkedMap(input: MapSettingsInput): MapSettingsInput {
  const issues: ValidationIssue[] = [];
  let style = input.style_url?.trim() ?? null;
  if (style !== null && style.toLowerCase() === NO_MAP_STYLE) style = NO_MAP_STYLE;
  else if (style !== null && httpOrigin(style) === undefined) issues.push(urlIssue(['body', 'style_url']));
  const origins: string[] = [];
  input.tile_origins?.forEach((host, index) => {
    const origin = httpOrigin(host.trim());
    if (origin === undefined) issues.push(urlIssue(['body', 'tile_origins', index]));
    else if (!origins.includes(origin)) origins.push(origin);
  });
  throwIfIssues(issues);
  return { style_url: style, tile_origins: input.tile_origins === null ? null : origins };
}
