// Issue 5 "Performance": the digest of a feed row as published, so an unchanged row (98% of an hourly
// crawl) is recognised before it is normalised. Nullable: items written before it get it on next sight.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE feed_items ADD COLUMN raw_hash text`.execute(db);
  // Events ended because an edited twin replaced them are counted apart from cancellations.
  await sql`ALTER TABLE crawl_runs ADD COLUMN superseded_count integer NOT NULL DEFAULT 0`.execute(db);
}
