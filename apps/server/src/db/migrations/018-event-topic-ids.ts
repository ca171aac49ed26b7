// Every event read sends the event's topic ids. They were gathered per row with a subquery on event_topics: 25
// index descents per search page, ~0.08 ms of PostgreSQL CPU of the ~0.8 ms a perimeter search costs it (issue 3
// throughput). Now events carry them as a column, kept equal to event_topics by triggers for every writer (event
// form, demo seed, topic deletion by cascade); event_topics stays the table that topic filters search.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE events ADD COLUMN topic_ids integer[] NOT NULL DEFAULT '{}'`.execute(db);
  await sql`
    UPDATE events e SET topic_ids = t.ids
    FROM (SELECT event_id, array_agg(topic_id ORDER BY topic_id) AS ids FROM event_topics GROUP BY event_id) t
    WHERE t.event_id = e.id
  `.execute(db);
  // Once per statement, over the rows it changed: a seed inserting thousands of pairs updates each event once.
  // The events_touch_updated_at trigger (migration 009) does not watch topic_ids: writers that change topics
  // move updated_at themselves.
  await sql`
    CREATE FUNCTION events_sync_topic_ids() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    BEGIN
      UPDATE events e
      SET topic_ids = coalesce(
        (SELECT array_agg(et.topic_id ORDER BY et.topic_id) FROM event_topics et WHERE et.event_id = e.id),
        '{}')
      WHERE e.id IN (SELECT DISTINCT event_id FROM changed_topics);
      RETURN NULL;
    END
    $$
  `.execute(db);
  // PostgreSQL allows a transition table only on a trigger for a single event, hence two triggers.
  await sql`
    CREATE TRIGGER event_topics_inserted AFTER INSERT ON event_topics
    REFERENCING NEW TABLE AS changed_topics
    FOR EACH STATEMENT EXECUTE FUNCTION events_sync_topic_ids()
  `.execute(db);
  await sql`
    CREATE TRIGGER event_topics_deleted AFTER DELETE ON event_topics
    REFERENCING OLD TABLE AS changed_topics
    FOR EACH STATEMENT EXECUTE FUNCTION events_sync_topic_ids()
  `.execute(db);
  // No writer updates a pair in place today; if one does, both the old and the new event are brought up to date.
  for (const [name, side] of [
    ['event_topics_updated_from', sql`OLD`],
    ['event_topics_updated_to', sql`NEW`],
  ] as const) {
    await sql`
      CREATE TRIGGER ${sql.raw(name)} AFTER UPDATE ON event_topics
      REFERENCING ${side} TABLE AS changed_topics
      FOR EACH STATEMENT EXECUTE FUNCTION events_sync_topic_ids()
    `.execute(db);
  }
}
