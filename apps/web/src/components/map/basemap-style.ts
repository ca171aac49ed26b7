// The basemap's style (issue 18 "Basemap", decision 038): the server names it (GET /v1/settings/map, MAP_STYLE_URL)
// and this file fetches the style JSON once per page load, started by MapView while the map's chunk still loads.
// Unreachable, slow or not a style: undefined, and the maps draw the offline outline (map-style.ts) with the same
// markers, routes and circles. Small and free of MapLibre at run time: it is part of every screen with a map.
import type { StyleSpecification } from 'maplibre-gl';
import { anonymousApi } from '../../api/client';

/** How long the map's chunk waits for the style before it draws the outline (the style then replaces it). */
export const STYLE_GRACE_MS = 1_500;
/** A style that has not arrived by then is given up for this page load's maps. */
export const STYLE_TIMEOUT_MS = 10_000;

export interface BasemapStyle {
  url: string;
  style: StyleSpecification;
}

type Fetch = typeof globalThis.fetch;

/** The settings' style URL, then its JSON; undefined when there is none or it cannot be had. */
export async function loadBasemapStyle(
  readStyleUrl: (signal: AbortSignal) => Promise<string | null | undefined> = readConfiguredStyleUrl,
  fetchStyle: Fetch = (input, init) => globalThis.fetch(input, init),
  timeoutMs = STYLE_TIMEOUT_MS,
): Promise<BasemapStyle | undefined> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const url = await readStyleUrl(signal);
    if (!url) return undefined;
    const response = await fetchStyle(url, { signal, mode: 'cors', credentials: 'omit' });
    if (!response.ok) throw new Error(`the style answered ${response.status}`);
    const style: unknown = await response.json();
    if (!isStyle(style)) throw new Error('the answer is not a MapLibre style (version 8, sources, layers)');
    return { url, style };
  } catch (error) {
    // Not an error of the app: the outline serves instead. A warning, so it shows in the console.
    console.warn('The basemap style is unavailable; the maps draw the offline outline.', error);
    return undefined;
  }
}

// Without the account's token: the answer is everyone's, so the service worker keeps it in the public cache, never
// in the account's (which a logout empties).
async function readConfiguredStyleUrl(signal: AbortSignal): Promise<string | null | undefined> {
  const { data } = await anonymousApi.GET('/v1/settings/map', { signal });
  return data?.style_url;
}

export function isStyle(value: unknown): value is StyleSpecification {
  if (typeof value !== 'object' || value === null) return false;
  const style = value as Partial<Record<keyof StyleSpecification, unknown>>;
  return (
    style.version === 8 &&
    typeof style.sources === 'object' &&
    style.sources !== null &&
    Array.isArray(style.layers)
  );
}

/** True when a source of the style reads a PMTiles archive (pmtiles://…): the protocol must be added first. */
export function usesPmtiles(style: StyleSpecification): boolean {
  return Object.values(style.sources).some((source) => {
    const urls = [
      'url' in source ? source.url : undefined,
      ...('tiles' in source && Array.isArray(source.tiles) ? source.tiles : []),
    ];
    return urls.some((url) => typeof url === 'string' && url.startsWith('pmtiles://'));
  });
}

/**
 * Fetches the style once for all the page load's maps. A failure is not kept: the next map to open asks again
 * (the connection may be back).
 */
export function basemapStyleOnce(load: () => Promise<BasemapStyle | undefined>) {
  let pending: Promise<BasemapStyle | undefined> | undefined;
  return (): Promise<BasemapStyle | undefined> => {
    if (pending === undefined) {
      const request = load();
      pending = request;
      void request.then((basemap) => {
        if (basemap === undefined && pending === request) pending = undefined;
      });
    }
    return pending;
  };
}

/** The style for this page load's maps (started by MapView while the map's chunk loads). */
export const requestBasemapStyle = basemapStyleOnce(() => loadBasemapStyle());
