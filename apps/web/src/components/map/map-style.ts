// The basemap: the configured style URL (VITE_MAP_STYLE_URL, e.g. a vector tile style whose host
// the server's MAP_TILE_URL lets through the CSP), or an offline style bundled with the app so the
// map still shows where things are without any network (DESIGN §3; tests and CI are offline).

import type { FeatureCollection } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';

export const MAP_COLORS = {
  water: '#dfe7ee',
  germany: '#fbfaf7',
  neighbour: '#eceae4',
  border: '#a8aec3',
  germanyBorder: '#5f6682',
} as const;

/** The style URL from the build's environment; empty or unset means the offline style. */
export function configuredStyleUrl(env: Record<string, unknown> = import.meta.env): string | undefined {
  const value = env.VITE_MAP_STYLE_URL;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Background, country fills and borders only: no glyphs or sprites, so nothing is fetched. */
export function offlineStyle(countries: FeatureCollection): StyleSpecification {
  return {
    version: 8,
    sources: { countries: { type: 'geojson', data: countries } },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': MAP_COLORS.water } },
      {
        id: 'countries',
        type: 'fill',
        source: 'countries',
        paint: {
          'fill-color': ['match', ['get', 'code'], 'DE', MAP_COLORS.germany, MAP_COLORS.neighbour],
        },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'countries',
        paint: { 'line-color': MAP_COLORS.border, 'line-width': 0.8 },
      },
      {
        id: 'germany-border',
        type: 'line',
        source: 'countries',
        filter: ['==', ['get', 'code'], 'DE'],
        paint: { 'line-color': MAP_COLORS.germanyBorder, 'line-width': 1.5 },
      },
    ],
  };
}
