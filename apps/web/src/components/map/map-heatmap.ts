// The density map's heatmap layer (issue 16: a MapLibre heatmap layer on the shared map). Each point spreads over
// a radius given in km on the ground, so the picture keeps its meaning at every zoom.
import type {
  ExpressionSpecification,
  GeoJSONSourceSpecification,
  HeatmapLayerSpecification,
} from 'maplibre-gl';
import type { MapHeatmap } from './map-types';

export const HEATMAP_SOURCE_ID = 'af-heatmap';
export const HEATMAP_LAYER_ID = 'af-heatmap-layer';

/** Metres per pixel at zoom 0 on MapLibre's 512 px tiles, at Germany's middle latitude (51° N). */
const METRES_PER_PIXEL_Z0 = 78_271.517 * Math.cos((51 * Math.PI) / 180);
const MAX_ZOOM = 22;

export const heatmapSource = (): GeoJSONSourceSpecification => ({
  type: 'geojson',
  data: { type: 'FeatureCollection', features: [] },
});

export function heatmapData(heatmap: MapHeatmap | undefined): GeoJSON.FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: (heatmap?.points ?? []).map((p) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
      properties: { weight: p.weight },
    })),
  };
}

/** Pixel radius by zoom: the ground radius doubles in pixels with every zoom level. */
export function heatmapRadius(radiusKm: number): ExpressionSpecification {
  const atZoom0 = (radiusKm * 1000) / METRES_PER_PIXEL_Z0;
  return ['interpolate', ['exponential', 2], ['zoom'], 0, atZoom0, MAX_ZOOM, atZoom0 * 2 ** MAX_ZOOM];
}

/** The colour ramp from transparent (no events) through the scale's colours to its last (the densest). */
export function heatmapColor(colors: readonly string[]): ExpressionSpecification {
  const stops = colors.flatMap((color, index) => [(index + 1) / colors.length, color]);
  return [
    'interpolate',
    ['linear'],
    ['heatmap-density'],
    0,
    'rgba(0,0,0,0)',
    ...stops,
  ] as ExpressionSpecification;
}

/** Weights relative to the heaviest point, so a heavy cell is as hot as the scale goes. */
export function heatmapWeight(heatmap: MapHeatmap | undefined): ExpressionSpecification {
  const max = Math.max(1, ...(heatmap?.points ?? []).map((p) => p.weight));
  return ['interpolate', ['linear'], ['get', 'weight'], 0, 0, max, 1];
}

export function heatmapLayer(): HeatmapLayerSpecification {
  return {
    id: HEATMAP_LAYER_ID,
    type: 'heatmap',
    source: HEATMAP_SOURCE_ID,
    paint: { 'heatmap-opacity': 0.8, 'heatmap-intensity': 1 },
  };
}
