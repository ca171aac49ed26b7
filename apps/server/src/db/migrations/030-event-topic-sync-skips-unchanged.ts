// Migration 018's trigger rewrote every event whose topics a statement touched, also when its topic_ids already
// held those topics. Each such UPDATE bumps row_version (migration 019), which the search indexes include, so it
// is never a HOT update: a spreadsheet import that writes an event with its topic_ids and then its event_topics
// paid a second write of every event (~half of the import's time, issue 15 "Measured"). Now only events whose
// topic_ids differ are written; what the column holds afterwards is the same as before.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION events_sync_topic_ids() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    BEGIN
      UPDATE events e
      SET topic_ids = t.ids
      FROM (
        SELECT c.event_id,
               coalesce((SELECT array_agg(et.topic_id ORDER BY et.topic_id)
                         FROM event_topics et WHERE et.event_id = c.event_id), '{}') AS ids
        FROM (SELECT DISTINCT event_id FROM changed_topics) c
      ) t
      WHERE e.id = t.event_id AND e.topic_ids IS DISTINCT FROM t.ids;
      RETURN NULL;
    END
    $$
  `.execute(db);
}
