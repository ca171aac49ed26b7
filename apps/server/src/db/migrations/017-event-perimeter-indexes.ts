// Perimeter search (issue 3 throughput): both perimeter indexes answer a page of ids on their own, in a shape whose
// plan does not depend on the values searched, so the search can run as a prepared statement (db/prepared-statements.ts).
//
// - Small circles ('box' plan): the index leads with a latitude band instead of the latitude, so a box is read as
//   a few short longitude ranges, one per band, instead of one latitude range across every longitude. The band
//   expression must stay equal to latitudeBand() in geo/latitude-bands.ts, or no query can use the index.
// - Large circles ('time' plan): the start-order index carries the id in its key, so the order (start_time, id)
//   comes from the index with no sort, and lat/lon for the exact distance, so rows outside the circle are
//   dropped without reading the table. Before, each entry inside the box was fetched from the table first.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX events_listed_band_idx ON events ((floor(lat * 50)::int), lon, start_time)
      INCLUDE (id, lat, organising_source_id, event_type_id) WHERE deleted_at IS NULL
  `.execute(db);
  await sql`DROP INDEX events_listed_box_idx`.execute(db);
  await sql`
    CREATE INDEX events_listed_start_order_idx ON events (start_time, id, (lat::real), (lon::real))
      INCLUDE (lat, lon, organising_source_id, event_type_id) WHERE deleted_at IS NULL
  `.execute(db);
  await sql`DROP INDEX events_listed_start_time_idx`.execute(db);
}
