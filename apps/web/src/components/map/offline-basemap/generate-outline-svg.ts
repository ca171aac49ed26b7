// Writes germany-outline.svg, the map preview's image, from germany.geo.json. Run after changing either or the first
// view: `npx tsx apps/web/src/components/map/offline-basemap/generate-outline-svg.ts` (outline-svg.test.ts fails until then).
import { readFileSync, writeFileSync } from 'node:fs';
import type { FeatureCollection } from 'geojson';
import { GERMANY_VIEW } from '../map-projection';
import { outlineSvg } from './outline-svg';

const countries = JSON.parse(
  readFileSync(new URL('./germany.geo.json', import.meta.url), 'utf8'),
) as FeatureCollection;
const output = new URL('./germany-outline.svg', import.meta.url);
const svg = outlineSvg(countries, GERMANY_VIEW);
writeFileSync(output, svg);
console.log(`wrote ${svg.length} bytes to ${output.pathname}`);
