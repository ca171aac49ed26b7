// Cells of half a degree by half a degree: the leading keys of events_listed_cell_start_idx (migration 027). Within a
// cell the index lists events in start order, so the upcoming events of a few cells can be merged in start order and
// read only as far as needed (the keyword walk of an alert poll, soonest-ids.repository.ts).
import type { BoundingBox } from './distance.js';

/** 2 cells per degree: ~55 km tall, ~34 km wide in Germany; a 50 km circle touches 6 to 12 of them. */
export const CELLS_PER_DEGREE = 2;

export interface Cell {
  /** floor(lat × 2), the index's first key */
  lat: number;
  /** floor(lon × 2), its second */
  lon: number;
}

/** The cell of a coordinate, in the same float maths as the index expressions `floor(lat * 2)::int`, `floor(lon * 2)::int`. */
export function cellOf(degrees: number): number {
  return Math.floor(degrees * CELLS_PER_DEGREE);
}

/**
 * Every cell a point of the box can fall in. Multiplying by 2 and flooring are monotonic in floating point, so no
 * point of the box falls outside these cells.
 */
export function cellsOfBox(box: BoundingBox): Cell[] {
  const cells: Cell[] = [];
  for (let lat = cellOf(box.minLat); lat <= cellOf(box.maxLat); lat += 1) {
    for (let lon = cellOf(box.minLon); lon <= cellOf(box.maxLon); lon += 1) cells.push({ lat, lon });
  }
  return cells;
}

/** How many cells cellsOfBox would list, without listing them (a box across all longitudes has hundreds). */
export function cellCount(box: BoundingBox): number {
  return (cellOf(box.maxLat) - cellOf(box.minLat) + 1) * (cellOf(box.maxLon) - cellOf(box.minLon) + 1);
}
