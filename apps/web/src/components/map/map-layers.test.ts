import { describe, expect, it } from 'vitest';
import { formatClusterCount } from './map-labels';
import { CLUSTER_MAX_ZOOM, clusterLayer, markerSource, pointLayer } from './map-layers';
import { offlineStyle } from './map-style';
import countries from './offline-basemap/germany.geo.json';

describe('marker source', () => {
  it('clusters in the worker so 10,000+ markers stay smooth, with every marker alone at street zoom', () => {
    expect(markerSource(true)).toMatchObject({
      type: 'geojson',
      cluster: true,
      clusterMaxZoom: CLUSTER_MAX_ZOOM,
    });
    expect(CLUSTER_MAX_ZOOM).toBeLessThanOrEqual(16);
  });

  it('does not cluster a march’s route', () => {
    expect(markerSource(false)).not.toHaveProperty('cluster');
  });

  it('draws clusters and single markers from the same source, split by point_count', () => {
    expect(clusterLayer.source).toBe(pointLayer.source);
    expect(clusterLayer.filter).toEqual(['has', 'point_count']);
    expect(pointLayer.filter).toEqual(['!', ['has', 'point_count']]);
  });

  it('colours single markers with each marker’s own colour', () => {
    expect(pointLayer.paint?.['circle-color']).toEqual(['get', 'color']);
  });
});

describe('formatClusterCount', () => {
  it.each([
    [7, '7'],
    [999, '999'],
    [1000, '1k'],
    [1250, '1.3k'],
    [12_400, '12k'],
  ])('shows %i as %s', (count, text) => expect(formatClusterCount(count)).toBe(text));
});

describe('basemap', () => {
  it('falls back to a style that fetches nothing: inline data, no glyphs, sprites or tile URLs', () => {
    const style = offlineStyle(countries as GeoJSON.FeatureCollection);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(JSON.stringify(style)).not.toMatch(/https?:/);
    // Its one source names where the outline comes from; the attribution control shows it.
    expect(style.sources.countries).toMatchObject({ attribution: 'Natural Earth' });
  });

  it('bundles Germany’s outline inside a plausible box', () => {
    const germany = (countries as GeoJSON.FeatureCollection).features.find(
      (feature) => feature.properties?.code === 'DE',
    );
    if (germany?.geometry.type !== 'MultiPolygon') throw new Error('Germany is missing');
    const points = germany.geometry.coordinates.flat(2);
    const lngs = points.map(([lng = 0]) => lng);
    const lats = points.map(([, lat = 0]) => lat);
    expect(Math.min(...lngs)).toBeCloseTo(5.9, 0);
    expect(Math.max(...lngs)).toBeCloseTo(15.0, 0);
    expect(Math.min(...lats)).toBeCloseTo(47.3, 0);
    expect(Math.max(...lats)).toBeCloseTo(55.0, 0);
  });
});
