// Web Push (decision 049): the subscriptions' area index carries every column the matching tests (the circle,
// types, topics, keyword patterns), so matching a new event reads only the index (an index-only scan) instead of
// fetching each candidate's wide row (endpoint, keys, criteria) from the table. Since migration 038 matching no
// longer writes the subscriptions, their pages stay all-visible and the scan does not fall back to the table.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX push_subscriptions_area_idx`.execute(db);
  await sql`
    CREATE INDEX push_subscriptions_area_idx ON push_subscriptions USING gist (area)
    INCLUDE (id, lat, lon, radius_km, type_ids, topic_ids, patterns)
  `.execute(db);
}
