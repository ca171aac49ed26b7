// Writes germany.geo.json, the offline basemap's only data: Germany and its neighbours as country
// outlines from Natural Earth 1:50m (public domain, via world-atlas, ISC). Run once after changing
// the country list: `npx tsx apps/web/src/components/map/offline-basemap/generate-offline-basemap.ts`.
// Checked in, so neither the build nor the browser needs the network (DESIGN §3 "offline fallback").
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

// ISO 3166 numeric codes: Germany first, then the neighbours that frame it on screen.
const COUNTRIES: Readonly<Record<string, string>> = {
  '276': 'DE',
  '208': 'DK',
  '616': 'PL',
  '203': 'CZ',
  '040': 'AT',
  '756': 'CH',
  '250': 'FR',
  '442': 'LU',
  '056': 'BE',
  '528': 'NL',
};
// Drops overseas territories (French Guiana, Réunion…): only polygons touching this box are kept.
const EUROPE_BOX = { west: -12, south: 34, east: 32, north: 62 };
// 3 decimals ≈ 100 m: far finer than the outline's own 1:50m precision, and it keeps the file small.
const DECIMALS = 3;

const require = createRequire(import.meta.url);
const topology = JSON.parse(
  readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8'),
) as Topology;
const countries = feature(topology, topology.objects.countries as GeometryCollection) as FeatureCollection;

const round = (value: number) => Number(value.toFixed(DECIMALS));
const roundRing = (ring: Position[]) => ring.map(([lon = 0, lat = 0]) => [round(lon), round(lat)]);
const touchesEurope = (polygon: Position[][]) =>
  (polygon[0] ?? []).some(
    ([lon = 0, lat = 0]) =>
      lon >= EUROPE_BOX.west && lon <= EUROPE_BOX.east && lat >= EUROPE_BOX.south && lat <= EUROPE_BOX.north,
  );

function europeanPart(geometry: Polygon | MultiPolygon): MultiPolygon {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return {
    type: 'MultiPolygon',
    coordinates: polygons.filter(touchesEurope).map((polygon) => polygon.map(roundRing)),
  };
}

const features: Feature<MultiPolygon, { code: string }>[] = countries.features.flatMap((country) => {
  const code = COUNTRIES[String(country.id)];
  const geometry = country.geometry;
  if (code === undefined || (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon')) return [];
  return [{ type: 'Feature', properties: { code }, geometry: europeanPart(geometry) }];
});

const output = new URL('./germany.geo.json', import.meta.url);
writeFileSync(output, `${JSON.stringify({ type: 'FeatureCollection', features })}\n`);
console.log(`wrote ${features.length} countries to ${output.pathname}`);
