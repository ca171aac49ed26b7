// Latitude bands: the leading key of the perimeter index (migration 017). A box is looked up band by band, each a
// short range of longitudes, because a btree over (lat, lon) can only narrow the first column it ranges over.

/** 50 bands per degree: 0.02° (~2.2 km) tall, so a 1 km circle touches one or two bands, a 10 km one ~10. */
export const BANDS_PER_DEGREE = 50;

/** The band of a latitude; the same expression as the index, `floor(lat * 50)::int`, in the same float maths. */
export function latitudeBand(lat: number): number {
  return Math.floor(lat * BANDS_PER_DEGREE);
}

/**
 * Every band a point with minLat ≤ lat ≤ maxLat can fall in. Multiplying by 50 and flooring are both monotonic in
 * floating point, so no such point falls outside [band(minLat), band(maxLat)].
 */
export function bandRange(minLat: number, maxLat: number): { first: number; last: number } {
  return { first: latitudeBand(minLat), last: latitudeBand(maxLat) };
}
