// HTML labels over the WebGL circles: cluster counts and a route's numbers. The offline basemap
// has no glyphs for symbol layers, and a few dozen DOM nodes for what is on screen are cheap.
// Labels are decorative (aria-hidden, no pointer events): clicks reach the circle layers below,
// and keyboard users have the screen's list of the same events.
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import * as maplibregl from 'maplibre-gl';
import { SOURCE_IDS } from './map-layers';

const LABEL_CLASS =
  'pointer-events-none select-none text-xs font-bold text-white [text-shadow:0_1px_1px_rgb(0_0_0/0.4)]';

function labelElement(text: string): HTMLElement {
  const element = document.createElement('span');
  element.className = LABEL_CLASS;
  element.setAttribute('aria-hidden', 'true');
  element.textContent = text;
  return element;
}

/** Compact counts in the bubble: 1234 → "1.2k" (bubbles have room for four characters). */
export function formatClusterCount(count: number): string {
  if (count < 1000) return String(count);
  if (count < 10_000) return `${(count / 1000).toFixed(1).replace(/\.0$/, '')}k`;
  return `${Math.round(count / 1000)}k`;
}

/** Keeps one label per visible cluster or numbered marker, reusing those that stay. */
export function createLabelSync(map: MapLibreMap, isNumbered: () => boolean) {
  let shown = new Map<string, maplibregl.Marker>();

  function sync(): void {
    const source = map.getSource<GeoJSONSource>(SOURCE_IDS.markers);
    if (source === undefined || !map.isSourceLoaded(SOURCE_IDS.markers)) return;
    const wanted = new Map<string, { text: string; lngLat: [number, number] }>();
    for (const feature of map.querySourceFeatures(SOURCE_IDS.markers)) {
      if (feature.geometry.type !== 'Point') continue;
      const [lng = 0, lat = 0] = feature.geometry.coordinates;
      const properties = feature.properties ?? {};
      if (properties.cluster === true) {
        const text = formatClusterCount(Number(properties.point_count));
        wanted.set(`c${properties.cluster_id}:${text}`, { text, lngLat: [lng, lat] });
      } else if (isNumbered()) {
        wanted.set(`n${properties.id}:${properties.order}`, {
          text: String(properties.order),
          lngLat: [lng, lat],
        });
      }
    }
    const next = new Map<string, maplibregl.Marker>();
    for (const [key, { text, lngLat }] of wanted) {
      const marker =
        shown.get(key) ?? new maplibregl.Marker({ element: labelElement(text) }).setLngLat(lngLat).addTo(map);
      next.set(key, marker);
    }
    for (const [key, marker] of shown) if (!next.has(key)) marker.remove();
    shown = next;
  }

  function clear(): void {
    for (const marker of shown.values()) marker.remove();
    shown = new Map();
  }

  return { sync, clear };
}
