import type { FeatureCollection } from 'geojson';
import { describe, expect, it } from 'vitest';
import { GERMANY_VIEW } from '../map-projection';
import { MAP_COLORS } from '../map-style';
import countries from './germany.geo.json';
import checkedIn from './germany-outline.svg?raw';
import { OUTLINE_HALF_SIZE_PX, outlineSvg } from './outline-svg';

/** One country's outline as a box: west, south, east, north in degrees. */
function boxCountry(
  code: string,
  [west, south, east, north]: [number, number, number, number],
): FeatureCollection {
  const ring = [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ];
  return {
    type: 'FeatureCollection',
    features: [{ type: 'Feature', properties: { code }, geometry: { type: 'Polygon', coordinates: [ring] } }],
  };
}

const square = boxCountry('DE', [10, 51, 11, 52]);

describe('outlineSvg', () => {
  it('is what the checked-in image holds (run generate-outline-svg.ts after changing the outline or the view)', () => {
    expect(checkedIn).toBe(outlineSvg(countries as FeatureCollection, GERMANY_VIEW));
  });

  it('draws each ring from its first point by steps relative to the last', () => {
    const path = /fill="#fbfaf7"[^>]* d="([^"]*)"/.exec(outlineSvg(square, GERMANY_VIEW))?.[1];
    // 10°E 51°N lies 18 px west and 10 px south of the centre (10.45°E 51.16°N) at zoom 4.8; 1° is 40 px east.
    expect(path).toBe('M-18 10l40 0 0-64-40 0z');
  });

  it('clamps what lies beyond the image to just outside its edge', () => {
    const far = boxCountry('FR', [-5, 43, 2, 50]);
    const path = /fill="#eceae4"[^>]* d="([^"]*)"/.exec(outlineSvg(far, GERMANY_VIEW))?.[1] ?? '';
    const [x = 0, y = 0] = path.slice(1).split(/[ l]/).map(Number);
    expect(x).toBe(-OUTLINE_HALF_SIZE_PX.width - 4);
    expect(y).toBe(OUTLINE_HALF_SIZE_PX.height + 4);
  });

  it('uses the outline style’s colours', () => {
    const svg = outlineSvg(square, GERMANY_VIEW);
    for (const color of Object.values(MAP_COLORS)) expect(svg).toContain(color);
  });
});
