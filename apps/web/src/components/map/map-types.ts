// The shared map's props vocabulary: plain data, no MapLibre types, so screens and tests never
// load the map library (it is lazy-loaded, DESIGN §3).

export interface LngLat {
  lng: number;
  lat: number;
}

/** One marker; `id` comes back through onMarkerClick (an event id on the event screens). */
export interface MapMarker {
  id: number;
  lng: number;
  lat: number;
  /** Fill colour as #rrggbb (the source type's marker colour). */
  color: string;
  /** Short text for the hover title and screen readers, e.g. the event's name. */
  title?: string;
}

/** A circle on the ground: perimeter search and alerts (spec §2 "Search by perimeter"). */
export interface MapPerimeter {
  center: LngLat;
  radiusKm: number;
}

/** [[west, south], [east, north]] in degrees. */
export type MapBounds = readonly [readonly [number, number], readonly [number, number]];

/** A density picture (Analysis screen): weighted points spread over a radius on the ground. */
export interface MapHeatmap {
  points: readonly { lng: number; lat: number; weight: number }[];
  radiusKm: number;
  /** The colour scale from sparse to dense, each with enough contrast on the basemap. */
  colors: readonly string[];
}

export interface MapProps {
  /** The map region's accessible name (e.g. 'Map of upcoming events'). */
  ariaLabel: string;
  markers: readonly MapMarker[];
  /**
   * How markers are drawn. 'clusters' (default) merges nearby markers so 10,000+ stay smooth;
   * 'route' numbers them in the given order and joins them with a line (a march's locations).
   */
  markerMode?: 'clusters' | 'route';
  /** Called with the marker's id when a single marker is clicked or activated. */
  onMarkerClick?: (id: number) => void;
  /** Drawn as a shaded circle with its centre marked. */
  perimeter?: MapPerimeter;
  /** When set, a click on the map (not on a marker) picks this point, e.g. a perimeter's centre. */
  onPick?: (point: LngLat) => void;
  /** The map moves to show these bounds whenever their value changes (see boundsOf). */
  fitBounds?: MapBounds;
  /** The first view when no fitBounds is given; defaults to the whole of Germany. */
  initialView?: { center: LngLat; zoom: number };
  /** Drawn as a heatmap layer under the markers. */
  heatmap?: MapHeatmap;
  /**
   * On a screen narrower than the wide layout, a static preview (the outline and the markers as dots) stands in for
   * the map until the user asks for it (decision 052): home's map on a phone.
   */
  previewOnNarrowScreens?: boolean;
  /** Sizing classes of the map box; it needs a height (e.g. 'h-80' or 'h-full'). */
  className?: string;
}
