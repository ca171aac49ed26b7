// Pointer and keyboard behaviour of the shared map: marker clicks, cluster zoom, point picking,
// hover cursor and title. Callbacks are read through getters so React can swap them freely.
import type { GeoJSONSource, Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl';
import * as maplibregl from 'maplibre-gl';
import { LAYER_IDS, SOURCE_IDS } from './map-layers';
import type { LngLat } from './map-types';

export interface MapCallbacks {
  onMarkerClick?: (id: number) => void;
  onPick?: (point: LngLat) => void;
}

const INTERACTIVE_LAYERS = [LAYER_IDS.points, LAYER_IDS.clusters];

export function attachInteractions(map: MapLibreMap, callbacks: () => MapCallbacks): () => void {
  const hoverTitle = new maplibregl.Popup({ closeButton: false, closeOnClick: false, offset: 12 });
  let hoveredId: number | string | undefined;

  const setHover = (id: number | string | undefined) => {
    if (hoveredId !== undefined)
      map.setFeatureState({ source: SOURCE_IDS.markers, id: hoveredId }, { hover: false });
    hoveredId = id;
    if (id !== undefined) map.setFeatureState({ source: SOURCE_IDS.markers, id }, { hover: true });
  };

  const onClick = (event: MapMouseEvent) => {
    const [feature] = map.queryRenderedFeatures(event.point, { layers: INTERACTIVE_LAYERS });
    const properties = feature?.properties ?? {};
    if (feature === undefined) {
      callbacks().onPick?.({ lng: event.lngLat.lng, lat: event.lngLat.lat });
      return;
    }
    if (properties.cluster === true && feature.geometry.type === 'Point') {
      const [lng = 0, lat = 0] = feature.geometry.coordinates;
      void zoomIntoCluster(map, Number(properties.cluster_id), [lng, lat]);
      return;
    }
    callbacks().onMarkerClick?.(Number(properties.id));
  };

  const onMove = (event: MapMouseEvent) => {
    const [feature] = map.queryRenderedFeatures(event.point, { layers: INTERACTIVE_LAYERS });
    const canvas = map.getCanvas();
    if (feature === undefined) {
      canvas.style.cursor = callbacks().onPick ? 'crosshair' : '';
      setHover(undefined);
      hoverTitle.remove();
      return;
    }
    canvas.style.cursor = 'pointer';
    const title = feature.properties?.title;
    if (feature.properties?.cluster !== true && typeof title === 'string' && title !== '') {
      setHover(feature.id);
      // setText, never setHTML: titles are event names from external feeds.
      hoverTitle.setLngLat(event.lngLat).setText(title).addTo(map);
    } else {
      setHover(undefined);
      hoverTitle.remove();
    }
  };

  const onLeave = () => {
    setHover(undefined);
    hoverTitle.remove();
  };

  // Keyboard picking: MapLibre already pans with the arrows and zooms with +/-; Enter picks the
  // point at the centre of the map, so the perimeter can be chosen without a pointer.
  const onKeyDown = (event: KeyboardEvent) => {
    const { onPick } = callbacks();
    if (onPick === undefined || event.key !== 'Enter') return;
    event.preventDefault();
    const centre = map.getCenter();
    onPick({ lng: centre.lng, lat: centre.lat });
  };

  map.on('click', onClick);
  map.on('mousemove', onMove);
  map.on('mouseout', onLeave);
  map.getCanvas().addEventListener('keydown', onKeyDown);
  return () => {
    map.off('click', onClick);
    map.off('mousemove', onMove);
    map.off('mouseout', onLeave);
    map.getCanvas().removeEventListener('keydown', onKeyDown);
    hoverTitle.remove();
  };
}

async function zoomIntoCluster(map: MapLibreMap, clusterId: number, center: [number, number]): Promise<void> {
  const source = map.getSource<GeoJSONSource>(SOURCE_IDS.markers);
  if (source === undefined) return;
  const zoom = await source.getClusterExpansionZoom(clusterId);
  map.easeTo({ center, zoom });
}
