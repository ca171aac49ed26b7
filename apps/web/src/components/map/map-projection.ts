// Where a point of the ground lies on screen for a map view, in Web Mercator as MapLibre draws it (512 px tiles at
// zoom 0). The map's static preview (map-preview.tsx) and its outline image use it to draw the first view of the
// interactive map before the map library has loaded. No MapLibre import, so it is tested in jsdom.
import type { LngLat } from './map-types';

export interface MapViewpoint {
  center: LngLat;
  zoom: number;
}

export interface ScreenPoint {
  x: number;
  y: number;
}

/** The first view of a map without bounds to fit: the whole of Germany. */
export const GERMANY_VIEW: MapViewpoint = { center: { lng: 10.45, lat: 51.16 }, zoom: 4.8 };

/** MapLibre's tile size: at zoom z the world is 512 · 2^z pixels wide. */
const WORLD_SIZE_AT_ZOOM_0_PX = 512;
/** Web Mercator's edge; MapLibre clamps latitudes to it. */
const MAX_LATITUDE = 85.051129;

/** The point's position on the whole world's square at the given zoom, in pixels from its top-left corner. */
export function worldPixel({ lng, lat }: LngLat, zoom: number): ScreenPoint {
  const size = WORLD_SIZE_AT_ZOOM_0_PX * 2 ** zoom;
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

/** The point's position in pixels from the view's centre (x to the east, y to the south). */
export function offsetFromCenter(point: LngLat, view: MapViewpoint): ScreenPoint {
  const at = worldPixel(point, view.zoom);
  const center = worldPixel(view.center, view.zoom);
  return { x: at.x - center.x, y: at.y - center.y };
}
