import type { FeatureCollection } from 'geojson';
import { describe, expect, it } from 'vitest';
import { GERMANY_VIEW } from '../map-projection';
import { MAP_COLORS } from '../map-style';
import countries from './germany.geo.json';
import checkedIn from './germany-outline.svg?raw';
import { OUTLINE_HALF_SIZE_PX, outlineSvg } from './outline-svg';

const square: FeatureCollection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { code: 'DE' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [10, 51],
            [11, 51],
            [11, 52],
            [10, 52],
            [10, 51],
          ],
        ],
      },
    },
  ],
};

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
    const far: FeatureCollection = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { code: 'FR' },
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [-5, 43],
                [2, 43],
                [2, 50],
                [-5, 50],
                [-5, 43],
              ],
            ],
          },
        },
      ],
    };
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
