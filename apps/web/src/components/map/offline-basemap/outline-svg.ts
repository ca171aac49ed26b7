// The offline outline (germany.geo.json) as an SVG image of the whole-Germany first view, for the map's static preview
// (map-preview.tsx): the same colours as the outline style, drawn where MapLibre draws them at GERMANY_VIEW, so the
// preview and the map's first frame line up. An image, not script: it costs the page no JavaScript.
import type { FeatureCollection, Position } from 'geojson';
import { type MapViewpoint, offsetFromCenter } from '../map-projection';
import { MAP_COLORS } from '../map-style';

/** Half the image's width and height in pixels around the view's centre: enough for any narrow screen's map box. */
export const OUTLINE_HALF_SIZE_PX = { width: 560, height: 440 } as const;
/** Beyond the image's edge, so that a polygon clamped to it draws no border inside. */
const CLAMP_MARGIN_PX = 4;

/**
 * One ring as path data: clamped to the image, in whole pixels (1 px is ~1.8 km here) without repeats, each point
 * relative to the last (mostly one digit each: a third of the bytes of absolute points).
 */
function ringPath(ring: Position[], view: MapViewpoint): string {
  const limitX = OUTLINE_HALF_SIZE_PX.width + CLAMP_MARGIN_PX;
  const limitY = OUTLINE_HALF_SIZE_PX.height + CLAMP_MARGIN_PX;
  const points: [number, number][] = [];
  for (const [lng = 0, lat = 0] of ring) {
    const { x, y } = offsetFromCenter({ lng, lat }, view);
    const point: [number, number] = [
      Math.round(Math.max(-limitX, Math.min(limitX, x))),
      Math.round(Math.max(-limitY, Math.min(limitY, y))),
    ];
    const last = points.at(-1);
    if (last === undefined || last[0] !== point[0] || last[1] !== point[1]) points.push(point);
  }
  // 'z' closes the ring: its repeated first point is not written.
  const closing = points.at(-1);
  if (points.length > 1 && closing?.[0] === points[0]?.[0] && closing?.[1] === points[0]?.[1]) points.pop();
  const [first, ...rest] = points;
  if (first === undefined || rest.length < 2) return '';
  const steps = rest.map(([x, y], index) => {
    const [lastX, lastY] = points[index] ?? first;
    return `${x - lastX} ${y - lastY}`;
  });
  // A minus sign separates numbers by itself.
  return `M${first[0]} ${first[1]}l${steps.join(' ')}z`.replaceAll(' -', '-');
}

function countriesPath(countries: FeatureCollection, view: MapViewpoint, germany: boolean): string {
  return countries.features
    .filter((feature) => (feature.properties?.code === 'DE') === germany)
    .flatMap((feature) => {
      const geometry = feature.geometry;
      if (geometry.type === 'Polygon') return geometry.coordinates;
      if (geometry.type === 'MultiPolygon') return geometry.coordinates.flat();
      return [];
    })
    .map((ring) => ringPath(ring, view))
    .join('');
}

/** The SVG file's text; the view's centre is the image's centre. */
export function outlineSvg(countries: FeatureCollection, view: MapViewpoint): string {
  const { width, height } = OUTLINE_HALF_SIZE_PX;
  const box = `${-width} ${-height} ${2 * width} ${2 * height}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${box}" width="${2 * width}" height="${2 * height}">`,
    '<title>Germany and its neighbours (Natural Earth)</title>',
    `<rect x="${-width}" y="${-height}" width="${2 * width}" height="${2 * height}" fill="${MAP_COLORS.water}"/>`,
    `<path fill="${MAP_COLORS.neighbour}" stroke="${MAP_COLORS.border}" stroke-width="0.8" stroke-linejoin="round" d="${countriesPath(countries, view, false)}"/>`,
    `<path fill="${MAP_COLORS.germany}" stroke="${MAP_COLORS.germanyBorder}" stroke-width="1.5" stroke-linejoin="round" d="${countriesPath(countries, view, true)}"/>`,
    '</svg>',
    '',
  ].join('\n');
}
