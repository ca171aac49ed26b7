// Sources and layers the shared map adds on top of any basemap. Clustering runs in MapLibre's
// worker on a GeoJSON source (cluster: true), which keeps 10,000+ markers smooth (Discovery issue).
// Counts and numbers are HTML labels, not symbol layers: the offline style has no glyphs.
import type {
  CircleLayerSpecification,
  FillLayerSpecification,
  GeoJSONSourceSpecification,
  LineLayerSpecification,
} from 'maplibre-gl';

export const SOURCE_IDS = { markers: 'af-markers', route: 'af-route', perimeter: 'af-perimeter' } as const;
export const LAYER_IDS = {
  clusters: 'af-clusters',
  points: 'af-points',
  route: 'af-route-line',
  perimeterFill: 'af-perimeter-fill',
  perimeterLine: 'af-perimeter-line',
  perimeterCentre: 'af-perimeter-centre',
} as const;

export const CLUSTER_COLOR = '#b4232c';
export const ROUTE_COLOR = '#363b52';
export const PERIMETER_COLOR = '#d2373f';

/** Pixel radius markers merge within, and the zoom above which every marker stands alone. */
export const CLUSTER_RADIUS_PX = 50;
export const CLUSTER_MAX_ZOOM = 14;

const empty = (): GeoJSON.FeatureCollection => ({ type: 'FeatureCollection', features: [] });

export function markerSource(clustered: boolean): GeoJSONSourceSpecification {
  return clustered
    ? {
        type: 'geojson',
        data: empty(),
        cluster: true,
        clusterRadius: CLUSTER_RADIUS_PX,
        clusterMaxZoom: CLUSTER_MAX_ZOOM,
      }
    : { type: 'geojson', data: empty() };
}

export const lineSource = (): GeoJSONSourceSpecification => ({ type: 'geojson', data: empty() });

/** Cluster bubbles grow with their count (steps at 10, 100, 1,000 markers). */
export const clusterLayer: CircleLayerSpecification = {
  id: LAYER_IDS.clusters,
  type: 'circle',
  source: SOURCE_IDS.markers,
  filter: ['has', 'point_count'],
  paint: {
    'circle-color': CLUSTER_COLOR,
    'circle-opacity': 0.85,
    'circle-radius': ['step', ['get', 'point_count'], 14, 10, 18, 100, 23, 1000, 28],
    'circle-stroke-color': '#ffffff',
    'circle-stroke-width': 2,
  },
};

/** Single markers in their own colour (source type; past events use the type's past colour). */
export const pointLayer: CircleLayerSpecification = {
  id: LAYER_IDS.points,
  type: 'circle',
  source: SOURCE_IDS.markers,
  filter: ['!', ['has', 'point_count']],
  paint: {
    'circle-color': ['get', 'color'],
    'circle-radius': ['case', ['boolean', ['feature-state', 'hover'], false], 10, 8],
    'circle-stroke-color': '#ffffff',
    'circle-stroke-width': 2,
  },
};

export const routeLayer: LineLayerSpecification = {
  id: LAYER_IDS.route,
  type: 'line',
  source: SOURCE_IDS.route,
  layout: { 'line-cap': 'round', 'line-join': 'round' },
  paint: { 'line-color': ROUTE_COLOR, 'line-width': 3, 'line-dasharray': [2, 1.5] },
};

export const perimeterFillLayer: FillLayerSpecification = {
  id: LAYER_IDS.perimeterFill,
  type: 'fill',
  source: SOURCE_IDS.perimeter,
  filter: ['==', ['geometry-type'], 'Polygon'],
  paint: { 'fill-color': PERIMETER_COLOR, 'fill-opacity': 0.12 },
};

export const perimeterLineLayer: LineLayerSpecification = {
  id: LAYER_IDS.perimeterLine,
  type: 'line',
  source: SOURCE_IDS.perimeter,
  filter: ['==', ['geometry-type'], 'Polygon'],
  paint: { 'line-color': PERIMETER_COLOR, 'line-width': 2 },
};

/** The perimeter's centre, the point the user picked. */
export const perimeterCentreLayer: CircleLayerSpecification = {
  id: LAYER_IDS.perimeterCentre,
  type: 'circle',
  source: SOURCE_IDS.perimeter,
  filter: ['==', ['geometry-type'], 'Point'],
  paint: {
    'circle-color': PERIMETER_COLOR,
    'circle-radius': 5,
    'circle-stroke-color': '#ffffff',
    'circle-stroke-width': 2,
  },
};
