// Issue 17 finding 4: a feed without a source used to attach to any source of the same name, so a user who
// created "Polizei Berlin" before the first crawl received the official feed's events. From now on
// feeds.source_id is set only when the crawler creates the source (crawl/feed-sources.repository.ts). This
// migration keeps the links that are the crawler's own and cuts the others; the next crawl of a cut feed
// creates the feed's own source and moves the feed's events there.
//
// How a crawler-made source is told apart, from what the database holds (nothing marked it before):
// - the crawler created the source and the feed row together (one transaction, or two statements a moment
//   apart before the setup took a lock), so the source is not older than its feed row by more than a minute;
//   a source matched by name existed before the feed did;
// - sources created through the API get their creator as administrator with them, so a source_admins row
//   stamped within the minute after the source's created_at shows a user made it. The crawler never adds
//   administrators; ones a platform admin added later do not count.
// A link that fails either test is cut; a source the crawler made again after a platform admin deleted the
// first one is younger than its feed and has no creator, so it stays. What cannot be told apart and stays:
// a user's source whose creator has since deleted their account, created after the feed (or within the
// minute before it) — nobody administers such a source any more.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE feeds AS f SET source_id = NULL
    FROM sources AS s
    WHERE s.id = f.source_id
      AND (
        s.created_at < f.created_at - interval '1 minute'
        OR EXISTS (
          SELECT 1 FROM source_admins AS a
          WHERE a.source_id = s.id AND a.created_at BETWEEN s.created_at AND s.created_at + interval '1 minute'
        )
      )
  `.execute(db);
}
