// The offline basemap: Germany's outline bundled with the app, so the map still shows where things are when the
// configured style (basemap-style.ts, decision 038) cannot be reached, and without any network (DESIGN §3).

import type { FeatureCollection } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';

export const MAP_COLORS = {
  water: '#dfe7ee',
  germany: '#fbfaf7',
  neighbour: '#eceae4',
  border: '#a8aec3',
  germanyBorder: '#5f6682',
} as const;

/** Background, country fills and borders only: no glyphs or sprites, so nothing is fetched. */
export function offlineStyle(countries: FeatureCollection): StyleSpecification {
  return {
    version: 8,
    sources: { countries: { type: 'geojson', data: countries, attribution: 'Natural Earth' } },
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
