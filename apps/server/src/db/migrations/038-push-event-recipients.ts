// Web Push (decision 049, amends 027): which subscriptions an event was pushed to moves from the subscriptions'
// wide rows (push_subscriptions.notified_event_ids, the newest 1,000 ids, rewritten on every subscription a crawl
// matched) to one narrow row per pushed event. A new event has no row, so its matching reads none; a changed event's
// row excludes the subscriptions already told of it. The subscriptions are no longer written by matching, so the
// scan of their area index can stay index-only (migration 039).
//
// starts_at is the event's start when it was last matched: the queue only takes events that have not started, so
// a row is of no use a day after it (the dispatcher deletes it then; a day's margin for an event moved later
// whose move is still queued). Rows of a hard-deleted event go with it.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE push_event_recipients (
      event_id integer PRIMARY KEY REFERENCES events (id) ON DELETE CASCADE,
      starts_at timestamptz NOT NULL,
      subscription_ids bigint[] NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX push_event_recipients_starts_at_idx ON push_event_recipients (starts_at)`.execute(
    db,
  );
  // What the subscriptions remember of events that may still be queued moves over; older ids are of no use.
  await sql`
    INSERT INTO push_event_recipients (event_id, starts_at, subscription_ids)
    SELECT e.id, e.start_time, array_agg(s.id ORDER BY s.id)
    FROM push_subscriptions s
    CROSS JOIN unnest(s.notified_event_ids) AS n(event_id)
    JOIN events e ON e.id = n.event_id
    WHERE e.start_time >= now() - interval '1 day'
    GROUP BY e.id, e.start_time
  `.execute(db);
  await sql`ALTER TABLE push_subscriptions DROP COLUMN notified_event_ids`.execute(db);
}
