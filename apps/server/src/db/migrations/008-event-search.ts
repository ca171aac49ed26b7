// Event search (discovery issue): umlaut-proof keyword index, perimeter indexes that serve "within a radius,
// ordered by start" at every radius, and an optional contact address on event reports.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // unaccent turns ü into u but a German writes ue where no ü is at hand: 'Muenchen', 'München' and
  // 'Munchen' must find each other. Folding the digraphs ae/oe/ue to a/o/u on both sides (the index here, the
  // query in features/events) makes all three 'munchen'. It also folds some plain words ('Feuer' → 'feur'),
  // identically on both sides, so a search still finds what was typed.
  await sql`
    CREATE FUNCTION fold_umlaut_digraphs(value text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    AS $$ SELECT replace(replace(replace(value, 'ae', 'a'), 'oe', 'o'), 'ue', 'u') $$
  `.execute(db);
  await sql`
    CREATE INDEX events_search_folded_trgm_idx ON events USING gin (fold_umlaut_digraphs(search_text) gin_trgm_ops)
  `.execute(db);
  // Replaced by the folded index above: keyword search never compares the unfolded text.
  await sql`DROP INDEX events_search_text_trgm_idx`.execute(db);

  // DESIGN §5: radius + "from now, ordered by start" needs two plans (features/events/perimeter-plan.ts):
  // - a small circle reads its box from (lat, lon, start_time): the time bound is checked inside the index,
  //   so only rows that qualify are fetched, then sorted;
  // - a large circle walks (start_time, lat, lon) from now: the box is checked inside the index and the
  //   scan stops at the first page of matches.
  // They replace the single-column indexes they start with.
  await sql`CREATE INDEX events_lat_lon_start_time_idx ON events (lat, lon, start_time)`.execute(db);
  await sql`DROP INDEX events_lat_lon_idx`.execute(db);
  await sql`CREATE INDEX events_start_time_lat_lon_idx ON events (start_time, lat, lon)`.execute(db);
  await sql`DROP INDEX events_start_time_idx`.execute(db);
  // sorting_key 'name' of /v1/event/all (spec §3 "API enumerations").
  await sql`CREATE INDEX events_name_idx ON events (name, id)`.execute(db);

  // Spec §2 "Report": the reporter may leave an address for the admins' answer; never public.
  await sql`ALTER TABLE event_reports ADD COLUMN contact_email text
    CHECK (contact_email IS NULL OR position('@' in contact_email) > 1)`.execute(db);
}
