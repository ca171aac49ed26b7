// Alert polls with an event name (issue 13, decision 024) walk an area's upcoming events in start order and check the
// words on each until the 100th match. Neither perimeter index (migration 017) gives that walk cheaply for a large
// circle: the band index reads the whole box and sorts it, the start-order index reads every event of the country
// in start order and keeps those in the box (a 50 km circle around Berlin: 16,500 or ~50,000 entries for the 600
// events the walk needs).
//
// This index lists each half-degree cell's events in start order (geo/cells.ts), so the walk merges the circle's few
// cells in start order and stops where it has enough: ~650 entries for those 600 events. lat and lon are keys, so
// the box is checked in the index and only events in the box are fetched, for the words and the exact distance.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX events_listed_cell_start_idx ON events
      ((floor(lat * 2)::int), (floor(lon * 2)::int), start_time, id, lat, lon) WHERE deleted_at IS NULL
  `.execute(db);
}
