// The basemap settings (issue 18 "Basemap", decision 038): MAP_STYLE_URL and MAP_TILE_URL as config.ts reads
// them, and the origins the Content-Security-Policy allows for the map.

/**
 * Issue 18 "Basemap" (decision 038): the one place the web app's map style is configured. The web app
 * reads it from GET /v1/settings/map; the CSP allows exactly `origins`.
 */
export interface MapConfig {
  /** A MapLibre style URL (MAP_STYLE_URL); undefined ('none'): the offline outline only. */
  styleUrl: string | undefined;
  /** Origins of the style and of its tiles, glyphs, sprites and PMTiles files (MAP_TILE_URL adds hosts). */
  origins: readonly string[];
}

/** OpenFreeMap's Liberty style: OpenStreetMap streets and place names, no key; style, tiles, glyphs and sprites on one origin. */
export const DEFAULT_MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';

export function httpOrigin(raw: string): string | undefined {
  try {
    const parsed = new URL(raw);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * MAP_STYLE_URL: unset, the default public style; 'none', the offline outline only. MAP_TILE_URL: a
 * comma-separated list of further hosts the style loads from (tiles, glyphs, sprites, a PMTiles file).
 */
export function mapConfig(
  style: string | undefined,
  tiles: string | undefined,
  problems: string[],
): MapConfig {
  let styleUrl: string | undefined = style ?? DEFAULT_MAP_STYLE_URL;
  if (styleUrl.toLowerCase() === 'none') styleUrl = undefined;
  if (styleUrl !== undefined && httpOrigin(styleUrl) === undefined) {
    problems.push(`MAP_STYLE_URL must be an http(s) URL of a MapLibre style or 'none', got "${styleUrl}"`);
    styleUrl = undefined;
  }
  const hostOrigins: string[] = [];
  for (const raw of (tiles ?? '').split(',').map((part) => part.trim())) {
    if (raw === '') continue;
    const origin = httpOrigin(raw);
    if (origin === undefined) problems.push(`MAP_TILE_URL must list http(s) URLs, got "${raw}"`);
    else hostOrigins.push(origin);
  }
  return mapConfigOf(styleUrl, hostOrigins);
}

/**
 * The basemap from a checked style URL (undefined: the outline) and the origins of further hosts: the style's
 * origin first, each origin once. Also how the Application Settings' map style is applied (features/app-settings).
 */
export function mapConfigOf(styleUrl: string | undefined, hostOrigins: readonly string[]): MapConfig {
  const styleOrigin = styleUrl === undefined ? undefined : httpOrigin(styleUrl);
  const origins = [...new Set([...(styleOrigin === undefined ? [] : [styleOrigin]), ...hostOrigins])];
  return Object.freeze({ styleUrl, origins: Object.freeze(origins) });
}
