// The MapLibre implementation behind MapView; only ever loaded lazily, in its own chunk with the
// library (DESIGN §3: ~356 KB gzip; loading it eagerly cost the home page its mobile Lighthouse score).
import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BasemapStyle, requestBasemapStyle, STYLE_GRACE_MS, usesPmtiles } from './basemap-style';
import { markersToFeatureCollection, perimeterFeatures, routeLine, sameBounds } from './map-geometry';
import {
  HEATMAP_LAYER_ID,
  HEATMAP_SOURCE_ID,
  heatmapColor,
  heatmapData,
  heatmapLayer,
  heatmapRadius,
  heatmapSource,
  heatmapWeight,
} from './map-heatmap';
import { attachInteractions, type MapCallbacks } from './map-interactions';
import { createLabelSync } from './map-labels';
import {
  clusterLayer,
  lineSource,
  markerSource,
  perimeterCentreLayer,
  perimeterFillLayer,
  perimeterLineLayer,
  pointLayer,
  routeLayer,
  SOURCE_IDS,
} from './map-layers';
import { GERMANY_VIEW } from './map-projection';
import { finishRasterFades } from './map-raster-fades';
import { offlineStyle } from './map-style';
import type { MapBounds, MapProps } from './map-types';
import countries from './offline-basemap/germany.geo.json';

// Vite serves the worker as its own file under 'self' (the CSP allows no other script origin).
maplibregl.setWorkerUrl(workerUrl);

const FIT_PADDING_PX = 40;
const FIT_MAX_ZOOM = 14;
/**
 * Every frame fills every pixel of the canvas, and the browser waits for it on the main thread (issue 18 "Fast
 * pages": each of the start's frames is a long task with Chromium's software WebGL, and costs a phone's GPU alike).
 * A phone's 2.6–3× screen draws 1.7–2.25 times the pixels of 2× for circles and lines that look the same.
 */
const MAX_PIXEL_RATIO = 2;

type Status = 'loading' | 'ready' | 'failed';

const PENDING = Symbol('pending');
const OVERLAY_SOURCE_IDS: ReadonlySet<string> = new Set([...Object.values(SOURCE_IDS), HEATMAP_SOURCE_ID]);
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

let pmtilesProtocol: Promise<void> | undefined;

/**
 * A style that reads PMTiles archives (pmtiles://https://…/file.pmtiles, an operator's self-hosted tiles) needs
 * the protocol first; the pmtiles library loads only then. Without it the style is of no use: the outline serves.
 */
async function withProtocols(basemap: BasemapStyle | undefined): Promise<BasemapStyle | undefined> {
  if (basemap === undefined || !usesPmtiles(basemap.style)) return basemap;
  pmtilesProtocol ??= import('pmtiles').then(({ Protocol }) => {
    // metadata: the archive's attribution is shown like any source's.
    maplibregl.addProtocol('pmtiles', new Protocol({ metadata: true }).tile);
  });
  try {
    await pmtilesProtocol;
    return basemap;
  } catch (error) {
    pmtilesProtocol = undefined;
    console.warn('The PMTiles protocol could not load; the maps draw the offline outline.', error);
    return undefined;
  }
}

export default function MapLibreView(props: MapProps) {
  const { t } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const callbacksRef = useRef<MapCallbacks>({});
  const numberedRef = useRef(false);
  const fittedRef = useRef<MapBounds | undefined>(undefined);
  const [status, setStatus] = useState<Status>('loading');
  // Counts the styles loaded: the overlay's data is set again on each (the outline may give way to the style).
  const [styleVersion, setStyleVersion] = useState(0);

  const clustered = props.markerMode !== 'route';
  const heatmapRef = useRef(props.heatmap);
  heatmapRef.current = props.heatmap;
  callbacksRef.current = { onMarkerClick: props.onMarkerClick, onPick: props.onPick };
  numberedRef.current = !clustered;

  // Create the map once per marker mode (clustering is fixed when a GeoJSON source is added), on the configured
  // style when it has arrived within the grace period, else on the offline outline, swapped for the style when it
  // comes (decision 038). The overlay (markers, route, circle, heatmap) is added again on every style.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first view only; later changes go through fitBounds below.
  useEffect(() => {
    const container = containerRef.current;
    if (container === null) return;
    let disposed = false;
    let cleanup: (() => void) | undefined;
    const basemap = requestBasemapStyle().then(withProtocols);

    const create = (style: BasemapStyle | undefined) => {
      let map: MapLibreMap;
      try {
        const view = props.initialView ?? GERMANY_VIEW;
        map = new maplibregl.Map({
          container,
          style: style?.style ?? offlineStyle(countries as GeoJSON.FeatureCollection),
          center: [view.center.lng, view.center.lat],
          zoom: view.zoom,
          ...(props.fitBounds && { bounds: toLngLatBounds(props.fitBounds) }),
          fitBoundsOptions: { padding: FIT_PADDING_PX, maxZoom: FIT_MAX_ZOOM },
          pixelRatio: Math.min(window.devicePixelRatio, MAX_PIXEL_RATIO),
          // Each style's sources carry their attribution (OpenStreetMap's, or Natural Earth's for the outline).
          attributionControl: { compact: true },
          // The canvas is the focusable part: its name tells keyboard users how to use it.
          locale: {
            'Map.Title': t(props.onPick ? 'map.canvasLabelPick' : 'map.canvasLabel'),
            'NavigationControl.ZoomIn': t('map.zoomIn'),
            'NavigationControl.ZoomOut': t('map.zoomOut'),
            'AttributionControl.ToggleAttribution': t('map.toggleAttribution'),
          },
        });
      } catch (error) {
        // No WebGL (old device, disabled GPU): the screen's list still offers every event.
        console.error('Map could not start', error);
        setStatus('failed');
        return;
      }
      // Readable for browser journeys: which basemap is drawn.
      container.dataset.basemap = style === undefined ? 'offline' : 'style';
      fittedRef.current = props.fitBounds;
      mapRef.current = map;
      map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
      const labels = createLabelSync(map, () => numberedRef.current);
      const detach = attachInteractions(map, () => callbacksRef.current);
      const stopFinishingFades = finishRasterFades(map);
      map.on('style.load', () => {
        map.addSource(SOURCE_IDS.perimeter, lineSource());
        map.addSource(SOURCE_IDS.route, lineSource());
        map.addSource(SOURCE_IDS.markers, markerSource(clustered));
        if (heatmapRef.current !== undefined) addHeatmap(map);
        map.addLayer(perimeterFillLayer);
        map.addLayer(perimeterLineLayer);
        map.addLayer(perimeterCentreLayer);
        map.addLayer(routeLayer);
        map.addLayer(clusterLayer);
        map.addLayer(pointLayer);
        setStatus('ready');
        setStyleVersion((version) => version + 1);
      });
      map.on('render', labels.sync);
      map.on('error', (event) => {
        // A basemap tile that cannot be had (offline, the tile host down) leaves a gap, not a broken app.
        const sourceId: unknown = (event as { sourceId?: unknown }).sourceId;
        if (typeof sourceId === 'string' && !OVERLAY_SOURCE_IDS.has(sourceId)) {
          console.warn('Basemap tile unavailable', event.error);
        } else console.error('Map error', event.error);
      });
      if (style === undefined) {
        void basemap.then((late) => {
          if (late === undefined || disposed) return;
          labels.clear();
          container.dataset.basemap = 'style';
          map.setStyle(late.style, { diff: false });
        });
      }
      cleanup = () => {
        detach();
        stopFinishingFades();
        labels.clear();
        map.remove();
      };
    };

    void Promise.race([basemap, delay(STYLE_GRACE_MS).then((): typeof PENDING => PENDING)]).then((style) => {
      if (!disposed) create(style === PENDING ? undefined : style);
    });
    return () => {
      disposed = true;
      cleanup?.();
      mapRef.current = null;
      setStatus('loading');
    };
  }, [clustered]);

  const { markers, perimeter, fitBounds, heatmap } = props;
  // Which style the overlay was last added to; 0 while none is loaded.
  const loadedStyle = status === 'ready' ? styleVersion : 0;

  useEffect(() => {
    const map = mapRef.current;
    if (loadedStyle === 0 || map === null) return;
    if (heatmap !== undefined && map.getSource(HEATMAP_SOURCE_ID) === undefined) addHeatmap(map);
    map.getSource<GeoJSONSource>(HEATMAP_SOURCE_ID)?.setData(heatmapData(heatmap));
    if (heatmap === undefined) return;
    map.setPaintProperty(HEATMAP_LAYER_ID, 'heatmap-radius', heatmapRadius(heatmap.radiusKm));
    map.setPaintProperty(HEATMAP_LAYER_ID, 'heatmap-color', heatmapColor(heatmap.colors));
    map.setPaintProperty(HEATMAP_LAYER_ID, 'heatmap-weight', heatmapWeight(heatmap));
    // Readable state for browser journeys: how many cells the heatmap draws, 'idle' once drawn.
    const container = map.getContainer();
    container.dataset.heatmapPoints = String(heatmap.points.length);
    container.dataset.mapState = 'rendering';
    map.once('idle', () => {
      container.dataset.mapState = 'idle';
    });
  }, [loadedStyle, heatmap]);

  useEffect(() => {
    const map = mapRef.current;
    if (loadedStyle === 0 || map === null) return;
    const data = markersToFeatureCollection(markers);
    map.getSource<GeoJSONSource>(SOURCE_IDS.markers)?.setData(data);
    // Readable state for browser journeys and bench/ (map-markers): 'idle' once these markers are drawn.
    const container = map.getContainer();
    container.dataset.markerCount = String(data.features.length);
    container.dataset.mapState = 'rendering';
    map.once('idle', () => {
      container.dataset.mapState = 'idle';
    });
    const line = clustered ? undefined : routeLine(markers);
    map
      .getSource<GeoJSONSource>(SOURCE_IDS.route)
      ?.setData(
        line ? { type: 'FeatureCollection', features: [line] } : { type: 'FeatureCollection', features: [] },
      );
  }, [loadedStyle, markers, clustered]);

  useEffect(() => {
    const map = mapRef.current;
    if (loadedStyle === 0 || map === null) return;
    map.getSource<GeoJSONSource>(SOURCE_IDS.perimeter)?.setData(perimeterFeatures(perimeter));
  }, [loadedStyle, perimeter]);

  useEffect(() => {
    const map = mapRef.current;
    if (loadedStyle === 0 || map === null || fitBounds === undefined) return;
    if (sameBounds(fittedRef.current, fitBounds)) return;
    fittedRef.current = fitBounds;
    map.fitBounds(toLngLatBounds(fitBounds), { padding: FIT_PADDING_PX, maxZoom: FIT_MAX_ZOOM });
  }, [loadedStyle, fitBounds]);

  return (
    <div className="relative h-full w-full">
      {/* Sized by h-full/w-full, not absolute: maplibre-gl.css sets position: relative on it. */}
      <div ref={containerRef} data-map-state="loading" className="h-full w-full" />
      {status === 'failed' && (
        <p className="absolute inset-0 grid place-items-center bg-ink-50 p-4 text-center text-sm text-ink-700">
          {t('map.unavailable')}
        </p>
      )}
    </div>
  );
}

/**
 * The heatmap's source and layer, under the circle and markers, only on a map that shows one (the density map): an
 * empty heatmap layer still renders off screen and covers the whole canvas on every frame (issue 18 "Fast pages").
 */
function addHeatmap(map: MapLibreMap): void {
  map.addSource(HEATMAP_SOURCE_ID, heatmapSource());
  map.addLayer(heatmapLayer(), map.getLayer(perimeterFillLayer.id) ? perimeterFillLayer.id : undefined);
}

function toLngLatBounds(bounds: MapBounds): [[number, number], [number, number]] {
  return [
    [bounds[0][0], bounds[0][1]],
    [bounds[1][0], bounds[1][1]],
  ];
}
