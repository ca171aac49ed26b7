// Public surface of the shared map: the lazy component, its prop types and the pure helpers.
export { boundsOf, isValidPosition } from './map-geometry';
export type { LngLat, MapBounds, MapHeatmap, MapMarker, MapPerimeter, MapProps } from './map-types';
export { MapStandIn, MapView } from './map-view';
