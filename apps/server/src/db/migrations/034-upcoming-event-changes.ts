// Alert polls are answered from an index of upcoming listed events that every server copy keeps in memory (issue
// 13, decision 045). Each copy must learn of every write, whoever made it (crawl, import, API, another copy, a
// source's approval), so statement triggers log the ids of events whose poll-relevant columns changed, and the ids
// of sources whose approval changed, in upcoming_event_changes. A copy reads the rows after the last it applied
// before it answers a poll (features/events/search/upcoming-index-sync.ts), so a poll sees every write committed
// before it, as the SQL did. One row per statement, so a crawl's batch of 1,000 events is one row.
//
// A row carries its transaction's id: a reader keeps the snapshot of its last read and next reads the rows that
// snapshot did not see (pg_visible_in_snapshot), so a transaction that commits after a later one is not missed, as
// it would be by reading ids above the last one seen.
//
// Only events that are upcoming, or were so within the last hour, are logged: older ones cannot be in any poll's
// answer (a poll asks for events from now on), and the hour covers a copy whose clock or index lags a little.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE upcoming_event_changes (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      event_ids integer[] NOT NULL DEFAULT '{}',
      source_ids integer[] NOT NULL DEFAULT '{}',
      xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
      logged_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX upcoming_event_changes_xid_idx ON upcoming_event_changes (xid)`.execute(db);
  const logEvents = (select: string) => `
    INSERT INTO upcoming_event_changes (event_ids)
    SELECT array_agg(DISTINCT id) FROM (${select}) changed HAVING count(*) > 0`;
  const recent = (rows: string) => `${rows}.start_time >= now() - interval '1 hour'`;
  const functions = [
    ['upcoming_event_changes_inserted', logEvents(`SELECT n.id FROM new_events n WHERE ${recent('n')}`)],
    ['upcoming_event_changes_deleted', logEvents(`SELECT o.id FROM old_events o WHERE ${recent('o')}`)],
    [
      'upcoming_event_changes_updated',
      // The columns a poll reads: words, start, place, type, topics, source (listing) and deletion.
      logEvents(`
        SELECT n.id FROM new_events n JOIN old_events o ON o.id = n.id
        WHERE (${recent('n')} OR ${recent('o')})
          AND (n.search_text, n.start_time, n.lat, n.lon, n.event_type_id, n.topic_ids, n.organising_source_id,
               n.deleted_at)
              IS DISTINCT FROM
              (o.search_text, o.start_time, o.lat, o.lon, o.event_type_id, o.topic_ids, o.organising_source_id,
               o.deleted_at)`),
    ],
    [
      'upcoming_event_changes_sources',
      `INSERT INTO upcoming_event_changes (source_ids)
       SELECT array_agg(n.id) FROM new_sources n JOIN old_sources o ON o.id = n.id
       WHERE n.approval_status IS DISTINCT FROM o.approval_status
       HAVING count(*) > 0`,
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
    CREATE TRIGGER upcoming_event_changes_inserted AFTER INSERT ON events
    REFERENCING NEW TABLE AS new_events
    FOR EACH STATEMENT EXECUTE FUNCTION upcoming_event_changes_inserted()
  `.execute(db);
  await sql`
    CREATE TRIGGER upcoming_event_changes_deleted AFTER DELETE ON events
    REFERENCING OLD TABLE AS old_events
    FOR EACH STATEMENT EXECUTE FUNCTION upcoming_event_changes_deleted()
  `.execute(db);
  await sql`
    CREATE TRIGGER upcoming_event_changes_updated AFTER UPDATE ON events
    REFERENCING OLD TABLE AS old_events NEW TABLE AS new_events
    FOR EACH STATEMENT EXECUTE FUNCTION upcoming_event_changes_updated()
  `.execute(db);
  // A source's approval lists or unlists all its events; its deletion sets their organising_source_id to null,
  // which the events' own trigger logs.
  await sql`
    CREATE TRIGGER upcoming_event_changes_sources AFTER UPDATE ON sources
    REFERENCING OLD TABLE AS old_sources NEW TABLE AS new_sources
    FOR EACH STATEMENT EXECUTE FUNCTION upcoming_event_changes_sources()
  `.execute(db);
}
