// Migration 025's triggers added each write to event_day_counts in the writer's transaction, which locks the rows
// it changes until commit: every event created today (basis create) shares the rows of today, so a crawl of one feed
// (one transaction per feed) held up another crawl and the event form until it committed, and two crawls writing
// in several statements could lock the same rows in opposite orders and deadlock. Now the triggers only append to
// event_day_count_changes (no key, so no row is shared and nothing waits), and readers add the appended changes to
// the counts; a reader folds them into event_day_counts from time to time, in a short transaction of its own
// (decision 028).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE event_day_count_changes (
      basis "char" NOT NULL,
      topic_id integer NOT NULL,
      day date NOT NULL,
      event_type_id integer NOT NULL,
      events integer NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX event_day_count_changes_idx ON event_day_count_changes (basis, topic_id, day)`.execute(
    db,
  );
  // The expansion of migration 025, unchanged; only the target differs.
  const expand = (rows: string, sign: string) => `
    SELECT b.basis, t.topic_id,
      ((CASE b.basis WHEN 's' THEN r.start_time ELSE r.created_at END) AT TIME ZONE 'Europe/Berlin')::date AS day,
      r.event_type_id, ${sign}::integer AS events
    FROM ${rows} r
    CROSS JOIN (VALUES ('s'::"char"), ('c'::"char")) b (basis)
    CROSS JOIN LATERAL unnest(array_prepend(0, r.topic_ids)) t (topic_id)
    WHERE r.deleted_at IS NULL`;
  const append = (changes: string) => `
    INSERT INTO event_day_count_changes (basis, topic_id, day, event_type_id, events)
    SELECT basis, topic_id, day, event_type_id, sum(events)
    FROM (${changes}) changes
    GROUP BY basis, topic_id, day, event_type_id
    HAVING sum(events) <> 0`;
  const functions = [
    ['event_day_counts_inserted', append(expand('new_events', '1'))],
    ['event_day_counts_deleted', append(expand('old_events', '-1'))],
    [
      'event_day_counts_updated',
      append(`${expand('new_events', '1')} UNION ALL ${expand('old_events', '-1')}`),
    ],
  ] as const;
  for (const [name, body] of functions) {
    await sql`
      CREATE OR REPLACE FUNCTION ${sql.raw(name)}() RETURNS trigger
      LANGUAGE plpgsql
      AS $body$
      BEGIN
        ${sql.raw(body)};
        RETURN NULL;
      END
      $body$
    `.execute(db);
  }
}
