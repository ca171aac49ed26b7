// Raster tiles (a raster basemap, an operator's PMTiles of images) fade in over their style's raster-fade-duration.
// MapLibre 6.17 decides whether a fade needs another frame after drawing the frame, with a later clock than the draw:
// a frame that starts before the fade's end and finishes after it is taken for the last one, and the tile stays as
// transparent as that frame drew it until something else repaints the map (decision 055). Slow frames make this
// likely: a phone uploading the tile, a busy machine. One more frame at the next idle after a raster tile loaded draws
// every finished fade opaque.
import type { MapSourceDataEvent } from 'maplibre-gl';

/** The source types MapLibre fades tile by tile (its isRasterType). */
const FADING_SOURCE_TYPES: ReadonlySet<string> = new Set(['raster', 'image', 'video']);

/** What this reads of a source's data event: the tile that loaded, if any, and its source. */
export type SourceTileEvent = Pick<MapSourceDataEvent, 'tile' | 'sourceId'>;

/** The part of MapLibre's Map this needs. */
export interface RepaintableMap {
  on(type: 'sourcedata', listener: (event: SourceTileEvent) => void): unknown;
  on(type: 'idle', listener: () => void): unknown;
  off(type: 'sourcedata', listener: (event: SourceTileEvent) => void): unknown;
  off(type: 'idle', listener: () => void): unknown;
  getSource(id: string): { type: string } | undefined;
  triggerRepaint(): void;
}

/** Repaints the map once at the first idle after a fading tile loaded; returns what stops it. */
export function finishRasterFades(map: RepaintableMap): () => void {
  let fadeStarted = false;
  const onSourceData = (event: SourceTileEvent) => {
    if (event.tile && FADING_SOURCE_TYPES.has(map.getSource(event.sourceId)?.type ?? '')) fadeStarted = true;
  };
  const onIdle = () => {
    if (!fadeStarted) return;
    fadeStarted = false;
    map.triggerRepaint();
  };
  map.on('sourcedata', onSourceData);
  map.on('idle', onIdle);
  return () => {
    map.off('sourcedata', onSourceData);
    map.off('idle', onIdle);
  };
}
