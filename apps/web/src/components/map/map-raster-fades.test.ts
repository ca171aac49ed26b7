import { describe, expect, it } from 'vitest';
import { finishRasterFades, type RepaintableMap, type SourceTileEvent } from './map-raster-fades';

/** A map with sources of the given types that records its repaints and lets the test fire its events. */
function fakeMap(sourceTypes: Record<string, string>) {
  const sourceData = new Set<(event: SourceTileEvent) => void>();
  const idle = new Set<() => void>();
  let repaints = 0;
  const map: RepaintableMap = {
    on: (type: 'sourcedata' | 'idle', listener: never) => {
      (type === 'idle' ? idle : sourceData).add(listener);
    },
    off: (type: 'sourcedata' | 'idle', listener: never) => {
      (type === 'idle' ? idle : sourceData).delete(listener);
    },
    getSource: (id) => (sourceTypes[id] === undefined ? undefined : { type: sourceTypes[id] }),
    triggerRepaint: () => {
      repaints += 1;
    },
  };
  return {
    map,
    tileLoaded: (sourceId: string) => {
      for (const listener of sourceData) listener({ sourceId, tile: {} });
    },
    sourceChanged: (sourceId: string) => {
      for (const listener of sourceData) listener({ sourceId, tile: undefined });
    },
    idle: () => {
      for (const listener of idle) listener();
    },
    repaints: () => repaints,
  };
}

describe('finishRasterFades', () => {
  it('repaints once at the first idle after a raster tile loaded, so its fade ends opaque', () => {
    const fake = fakeMap({ basemap: 'raster', markers: 'geojson' });
    finishRasterFades(fake.map);
    fake.tileLoaded('basemap');
    fake.tileLoaded('basemap');
    expect(fake.repaints()).toBe(0);
    fake.idle();
    expect(fake.repaints()).toBe(1);
    // The repaint's own idle ends it: no frame after frame on a still map.
    fake.idle();
    expect(fake.repaints()).toBe(1);
  });

  it.each(['image', 'video'])('treats %s sources, which MapLibre fades alike, as raster', (type) => {
    const fake = fakeMap({ overlay: type });
    finishRasterFades(fake.map);
    fake.tileLoaded('overlay');
    fake.idle();
    expect(fake.repaints()).toBe(1);
  });

  it('leaves idles alone after vector or GeoJSON tiles, a source change without a tile, or an unknown source', () => {
    const fake = fakeMap({ streets: 'vector', markers: 'geojson', basemap: 'raster' });
    finishRasterFades(fake.map);
    fake.tileLoaded('streets');
    fake.tileLoaded('markers');
    fake.sourceChanged('basemap');
    fake.tileLoaded('removed-source');
    fake.idle();
    expect(fake.repaints()).toBe(0);
  });

  it('stops listening when detached', () => {
    const fake = fakeMap({ basemap: 'raster' });
    const detach = finishRasterFades(fake.map);
    detach();
    fake.tileLoaded('basemap');
    fake.idle();
    expect(fake.repaints()).toBe(0);
  });
});
