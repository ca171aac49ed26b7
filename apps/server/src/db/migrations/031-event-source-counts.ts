// The admin statistics (issue 15) name the sources with most events. Counting a million events by source took
// 0.5 s on the loaded bench machine even from an index alone, so the database keeps the number of events that
// are not deleted per organising source (0: none), as migration 028 keeps the daily counts: statement triggers
// on events append each write's sums to event_source_count_changes (no key, so concurrent writers never wait on
// each other), and the statistics add the changes to the counts and fold them in now and then (decision 040).
// A source's deletion sets its events' organising_source_id to null, an update: its count moves to 0.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE event_source_counts (
      source_id integer PRIMARY KEY,
      events integer NOT NULL
    )
  `.execute(db);
  await sql`
    CREATE TABLE event_source_count_changes (
      source_id integer NOT NULL,
      events integer NOT NULL
    )
  `.execute(db);
  const expand = (rows: string, sign: string) => `
    SELECT coalesce(r.organising_source_id, 0) AS source_id, ${sign}::integer AS events
    FROM ${rows} r
    WHERE r.deleted_at IS NULL`;
  const append = (changes: string) => `
    INSERT INTO event_source_count_changes (source_id, events)
    SELECT source_id, sum(events)
    FROM (${changes}) changes
    GROUP BY source_id
    HAVING sum(events) <> 0`;
  const functions = [
    ['event_source_counts_inserted', append(expand('new_events', '1'))],
    ['event_source_counts_deleted', append(expand('old_events', '-1'))],
    [
      'event_source_counts_updated',
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
    CREATE TRIGGER event_source_counts_inserted AFTER INSERT ON events
    REFERENCING NEW TABLE AS new_events
    FOR EACH STATEMENT EXECUTE FUNCTION event_source_counts_inserted()
  `.execute(db);
  await sql`
    CREATE TRIGGER event_source_counts_deleted AFTER DELETE ON events
    REFERENCING OLD TABLE AS old_events
    FOR EACH STATEMENT EXECUTE FUNCTION event_source_counts_deleted()
  `.execute(db);
  await sql`
    CREATE TRIGGER event_source_counts_updated AFTER UPDATE ON events
    REFERENCING OLD TABLE AS old_events NEW TABLE AS new_events
    FOR EACH STATEMENT EXECUTE FUNCTION event_source_counts_updated()
  `.execute(db);
  await sql`
    INSERT INTO event_source_counts (source_id, events)
    SELECT coalesce(organising_source_id, 0), count(*) FROM events WHERE deleted_at IS NULL GROUP BY 1
  `.execute(db);
}
