// The bench page of `npm run bench -- map-markers`: the app's real map component (lazy chunk,
// worker, offline basemap, clustering) with N synthetic events turned into markers by the app's
// own eventMarkers(), timed from mount until MapLibre reports the markers drawn ('idle').
import { createRoot } from 'react-dom/client';
import MapLibreView from '../../apps/web/src/components/map/maplibre-map';
import { eventMarkers } from '../../apps/web/src/features/events/event-markers';
import { testEvent } from '../../apps/web/src/features/events/test-events';
import '../../apps/web/src/i18n';
import './bench.css';

declare global {
  interface Window {
    benchResult?: { markers: number; buildMs: number; startupMs: number; renderMs: number };
  }
}

const count = Number(new URLSearchParams(location.search).get('markers') ?? '10000');
// A fixed linear congruential sequence: the same points every run.
let state = 12345;
const random = () => {
  state = (state * 1103515245 + 12345) % 2147483648;
  return state / 2147483648;
};
// Points in Germany's bounding box, denser around a few cities as real events are.
const cities = [
  [13.4, 52.52],
  [9.99, 53.55],
  [11.58, 48.14],
  [6.96, 50.94],
  [8.68, 50.11],
  [13.74, 51.05],
];
const colours = new Map([
  [1, { map_marker_color_default: '#b4232c', map_marker_color_past: '#8a8fa3' }],
  [2, { map_marker_color_default: '#1d4ed8', map_marker_color_past: '#93a3c4' }],
  [3, { map_marker_color_default: '#047857', map_marker_color_past: '#8fb5a6' }],
]);

const buildStart = performance.now();
const events = Array.from({ length: count }, (_, index) => {
  const city = cities[index % cities.length] ?? [10, 51];
  const nearCity = random() < 0.6;
  const lng = nearCity ? (city[0] ?? 10) + (random() - 0.5) * 0.4 : 5.9 + random() * 9;
  const lat = nearCity ? (city[1] ?? 51) + (random() - 0.5) * 0.3 : 47.3 + random() * 7.7;
  return testEvent({
    id: index + 1,
    organising_source_id: (index % 3) + 1,
    locations: [{ geography: { type: 'Point', coordinates: [lng, lat] } }],
  });
});
const markers = eventMarkers(events, colours, new Date('2030-01-01T00:00:00Z'));
const buildMs = performance.now() - buildStart;

// Two phases: the map starts empty (library, worker, basemap), then gets the markers, so the
// markers' own cost (clustering in the worker, drawing) is timed apart from the map's start-up.
const root = createRoot(document.getElementById('root') as HTMLElement);
const show = (shown: typeof markers) =>
  root.render(
    <div style={{ position: 'fixed', inset: 0 }}>
      <MapLibreView ariaLabel="Bench map" markers={shown} />
    </div>,
  );

const mountStart = performance.now();
let markersStart = 0;
let startupMs = 0;
const observer = new MutationObserver(() => {
  const container = document.querySelector<HTMLElement>('[data-map-state="idle"]');
  if (container === null) return;
  if (markersStart === 0 && container.dataset.markerCount === '0') {
    startupMs = performance.now() - mountStart;
    markersStart = performance.now();
    show(markers);
    return;
  }
  if (markersStart === 0 || container.dataset.markerCount !== String(markers.length)) return;
  observer.disconnect();
  window.benchResult = {
    markers: markers.length,
    buildMs,
    startupMs,
    renderMs: performance.now() - markersStart,
  };
});
observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-map-state'] });
show([]);
