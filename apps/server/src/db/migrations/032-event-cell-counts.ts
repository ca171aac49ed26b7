// The density grid of the analysis (issue 16) summed every located event of its window per request: one year of
// all of Germany read 466,000 entries of an index and hashed them into 10,700 cells of 5 km, 0.9–2.1 s on the
// loaded bench machine against a target of 200 ms (decision 028). Now the database keeps, per 5 km cell, German
// month, quarter and year and time basis (start, create), the events that are not deleted and have a position:
// their number, the sums of their coordinates (in millionths of a degree, integers, so adding and taking off is
// exact) and of their participant numbers. A query of every topic and type whose cells are 5 km or a multiple
// reads the blocks that cover its window (a year: 12 months, or a few quarters and months) and the few days at
// its edges from the events (decision 041).
//
// As with the daily counts (migration 028), statement triggers on events only append to
// event_cell_count_changes (no key, so writers never wait for each other); readers add the changes and fold them
// in now and then. Whether a source is approved is not kept: readers take off the events of sources that are not.
import { type Kysely, sql } from 'kysely';

/** The stored cells' edges in degrees: 5 km of latitude, and 5 km of longitude at 51° N (Germany's middle). */
export const CELL_LAT_DEGREES = '0.044915558749550846';
export const CELL_LON_DEGREES = '0.07137152933281303';

export async function up(db: Kysely<unknown>): Promise<void> {
  const columns = `
      basis "char" NOT NULL,
      period_kind "char" NOT NULL,
      period date NOT NULL,
      cell_row integer NOT NULL,
      cell_col integer NOT NULL,
      events integer NOT NULL,
      lat_e6 bigint NOT NULL,
      lon_e6 bigint NOT NULL,
      participants bigint NOT NULL,
      with_participants integer NOT NULL`;
  await sql`
    CREATE TABLE event_cell_counts (
      ${sql.raw(columns)},
      CHECK (basis IN ('s', 'c') AND period_kind IN ('m', 'q', 'y')),
      PRIMARY KEY (basis, period_kind, period, cell_row, cell_col)
    )
  `.execute(db);
  await sql`CREATE TABLE event_cell_count_changes (${sql.raw(columns)})`.execute(db);
  await sql`
    CREATE INDEX event_cell_count_changes_idx ON event_cell_count_changes (basis, period_kind, period)
  `.execute(db);

  // Six rows per located event that is not deleted: two bases times month, quarter and year (German calendar).
  const expand = (rows: string, sign: string) => `
    SELECT b.basis, p.kind AS period_kind,
      date_trunc(p.unit, (CASE b.basis WHEN 's' THEN r.start_time ELSE r.created_at END)
        AT TIME ZONE 'Europe/Berlin')::date AS period,
      floor(r.lat / ${CELL_LAT_DEGREES}::float8)::integer AS cell_row,
      floor(r.lon / ${CELL_LON_DEGREES}::float8)::integer AS cell_col,
      ${sign} AS events,
      ${sign} * round(r.lat * 1000000)::bigint AS lat_e6,
      ${sign} * round(r.lon * 1000000)::bigint AS lon_e6,
      ${sign} * coalesce(r.participants_max, r.participants_min, 0)::bigint AS participants,
      ${sign} * (coalesce(r.participants_max, r.participants_min) IS NOT NULL)::integer AS with_participants
    FROM ${rows} r
    CROSS JOIN (VALUES ('s'::"char"), ('c'::"char")) b (basis)
    CROSS JOIN (VALUES ('m'::"char", 'month'), ('q'::"char", 'quarter'), ('y'::"char", 'year')) p (kind, unit)
    WHERE r.deleted_at IS NULL AND r.lat IS NOT NULL AND r.lon IS NOT NULL`;
  // Summed per key; an update that changed nothing kept here (a name, a row version) nets to zero and is dropped.
  const summed = (changes: string) => `
    SELECT basis, period_kind, period, cell_row, cell_col, sum(events)::integer AS events,
      sum(lat_e6)::bigint AS lat_e6, sum(lon_e6)::bigint AS lon_e6, sum(participants)::bigint AS participants,
      sum(with_participants)::integer AS with_participants
    FROM (${changes}) changes
    GROUP BY basis, period_kind, period, cell_row, cell_col
    HAVING sum(events) <> 0 OR sum(lat_e6) <> 0 OR sum(lon_e6) <> 0 OR sum(participants) <> 0
      OR sum(with_participants) <> 0`;
  const append = (changes: string) => `
    INSERT INTO event_cell_count_changes
      (basis, period_kind, period, cell_row, cell_col, events, lat_e6, lon_e6, participants, with_participants)
    ${summed(changes)}`;
  const functions = [
    ['event_cell_counts_inserted', append(expand('new_events', '1'))],
    ['event_cell_counts_deleted', append(expand('old_events', '-1'))],
    [
      'event_cell_counts_updated',
      append(`${expand('new_events', '1')} UNION ALL ${expand('old_events', '-1')}`),
    ],
  ] as const;
  for (const [name, body] of functions) {
    await sql`
      CREATE FUNCTION ${sql.raw(name)}() RETURNS trigger
      LANGUAGE plpgsql
      AS $body$
      BEGIN
        ${sql.raw(body)};
        RETURN NULL;
      END
      $body$
    `.execute(db);
  }
  await sql`
    CREATE TRIGGER event_cell_counts_inserted AFTER INSERT ON events
    REFERENCING NEW TABLE AS new_events
    FOR EACH STATEMENT EXECUTE FUNCTION event_cell_counts_inserted()
  `.execute(db);
  await sql`
    CREATE TRIGGER event_cell_counts_deleted AFTER DELETE ON events
    REFERENCING OLD TABLE AS old_events
    FOR EACH STATEMENT EXECUTE FUNCTION event_cell_counts_deleted()
  `.execute(db);
  await sql`
    CREATE TRIGGER event_cell_counts_updated AFTER UPDATE ON events
    REFERENCING OLD TABLE AS old_events NEW TABLE AS new_events
    FOR EACH STATEMENT EXECUTE FUNCTION event_cell_counts_updated()
  `.execute(db);
  // The initial fill, in key order so the rows of one block lie together.
  await sql`
    INSERT INTO event_cell_counts
      (basis, period_kind, period, cell_row, cell_col, events, lat_e6, lon_e6, participants, with_participants)
    ${sql.raw(summed(expand('events', '1')))}
    ORDER BY basis, period_kind, period, cell_row, cell_col
  `.execute(db);
}
