// Analysis time series (issue 16) counted every event of the range per request: ~0.2 s for one year by day at
// 200,000 events and linear in events. Now the database keeps, per German day, the number of events that are not
// deleted, by time basis (start, create), event type and topic (topic 0: every event, so a query without a topic
// reads one row per day and type). Statement triggers on events keep it for every writer (event form, crawl, seed,
// topic changes through migration 018's topic_ids, a source's deletion setting organising_source_id to null).
// Whether a source is approved is not part of it: a query subtracts the few events of sources that are not
// approved from the events table (decision 028).
// The density grid reads every located event of its range: at 1M events one year by start time fetched 466,000
// wide rows from the heap (8 s on the loaded bench machine). A partial index carrying what the grid reads (the
// position, participants, and the source and type the filters test) lets it read the index alone (0.7 s).
import { type Kysely, type RawBuilder, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE event_day_counts (
      basis "char" NOT NULL CHECK (basis IN ('s', 'c')),
      topic_id integer NOT NULL,
      day date NOT NULL,
      event_type_id integer NOT NULL,
      events integer NOT NULL,
      PRIMARY KEY (basis, topic_id, day, event_type_id)
    )
  `.execute(db);
  // One row per (basis, topic or 0) of each event row that is not deleted; days are German calendar days.
  const expand = (rows: string, sign: string) => sql`
    SELECT b.basis, t.topic_id,
      ((CASE b.basis WHEN 's' THEN r.start_time ELSE r.created_at END) AT TIME ZONE 'Europe/Berlin')::date AS day,
      r.event_type_id, ${sql.raw(sign)}::integer AS events
    FROM ${sql.raw(rows)} r
    CROSS JOIN (VALUES ('s'::"char"), ('c'::"char")) b (basis)
    CROSS JOIN LATERAL unnest(array_prepend(0, r.topic_ids)) t (topic_id)
    WHERE r.deleted_at IS NULL`;
  // Sorted keys, so concurrent writers lock the rows they share in one order; rows whose sum is 0 (an update
  // that changed nothing counted) are not written.
  const apply = (changes: RawBuilder<unknown>) => sql`
    INSERT INTO event_day_counts AS c (basis, topic_id, day, event_type_id, events)
    SELECT basis, topic_id, day, event_type_id, sum(events)
    FROM (${changes}) changes
    GROUP BY basis, topic_id, day, event_type_id
    HAVING sum(events) <> 0
    ORDER BY basis, topic_id, day, event_type_id
    ON CONFLICT (basis, topic_id, day, event_type_id) DO UPDATE SET events = c.events + excluded.events`;
  const functions = [
    ['event_day_counts_inserted', apply(expand('new_events', '1'))],
    ['event_day_counts_deleted', apply(expand('old_events', '-1'))],
    [
      'event_day_counts_updated',
      apply(sql`${expand('new_events', '1')} UNION ALL ${expand('old_events', '-1')}`),
    ],
  ] as const;
  for (const [name, body] of functions) {
    await sql`
      CREATE FUNCTION ${sql.raw(name)}() RETURNS trigger
      LANGUAGE plpgsql
      AS $body$
      BEGIN
        ${body};
        RETURN NULL;
      END
      $body$
    `.execute(db);
  }
  await sql`
    CREATE TRIGGER event_day_counts_inserted AFTER INSERT ON events
    REFERENCING NEW TABLE AS new_events
    FOR EACH STATEMENT EXECUTE FUNCTION event_day_counts_inserted()
  `.execute(db);
  await sql`
    CREATE TRIGGER event_day_counts_deleted AFTER DELETE ON events
    REFERENCING OLD TABLE AS old_events
    FOR EACH STATEMENT EXECUTE FUNCTION event_day_counts_deleted()
  `.execute(db);
  await sql`
    CREATE TRIGGER event_day_counts_updated AFTER UPDATE ON events
    REFERENCING OLD TABLE AS old_events NEW TABLE AS new_events
    FOR EACH STATEMENT EXECUTE FUNCTION event_day_counts_updated()
  `.execute(db);
  await apply(expand('events', '1')).execute(db);
  await sql`
    CREATE INDEX events_listed_density_start_idx ON events (start_time)
      INCLUDE (lat, lon, participants_min, participants_max, organising_source_id, event_type_id)
      WHERE deleted_at IS NULL AND lat IS NOT NULL
  `.execute(db);
}
