// The sample that chooses a perimeter plan (perimeter-plan.ts): the next events in start order, and how many of
// them fall in the circle's box.
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { BoundingBox } from '../../../geo/distance.js';
import type { EventPageQuery } from './event-query.js';

/** Of the next `size` events in the query's start order and time bounds, how many were read and how many lie in `box`. */
export async function countSampleInBox(
  db: Db,
  query: EventPageQuery,
  box: BoundingBox,
  size: number,
): Promise<{ sampled: number; hits: number }> {
  const descending = query.order.direction === 'desc';
  // Mirrors the bounds of applyFilters, and reads the same index the 'time' plan would walk.
  const bounds = [
    sql`e.deleted_at is null`,
    ...(query.startFrom ? [sql`e.start_time >= ${query.startFrom}`] : []),
    ...(query.startUntil ? [sql`e.start_time <= ${query.startUntil}`] : []),
    ...(query.startBefore ? [sql`e.start_time < ${query.startBefore}`] : []),
  ];
  const { rows } = await sql<{ sampled: string; hits: string }>`
    select count(*) as sampled,
           count(*) filter (where s.lat between ${box.minLat} and ${box.maxLat}
                              and s.lon between ${box.minLon} and ${box.maxLon}) as hits
    from (
      select e.lat, e.lon from events e
      where ${sql.join(bounds, sql` and `)}
      order by e.start_time ${descending ? sql`desc` : sql`asc`}
      limit ${size}
    ) s
  `.execute(db);
  const row = rows[0];
  return { sampled: Number(row?.sampled ?? 0), hits: Number(row?.hits ?? 0) };
}
