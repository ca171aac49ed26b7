// Issue 18 "Cross-source duplicates" (decision 048): the same assembly published by two sources (an organisation
// and the police list) is one group; searches show each group once, by its canonical event, and the event pages
// link the others. A row per member of a group of two or more, the canonical one included (event_id =
// canonical_event_id); an event alone has no row. Derived data, rewritten by features/events/duplicates on every
// write of its members.
//
// A table of its own rather than a column of events: the search's partial indexes (migrations 017, 019, 027) carry
// the event id, so "not a duplicate" is an anti-join on this small table and those scans stay index-only; a column
// would need every listed index rebuilt with it.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE event_duplicates (
      event_id integer PRIMARY KEY REFERENCES events (id) ON DELETE CASCADE,
      canonical_event_id integer NOT NULL REFERENCES events (id) ON DELETE CASCADE
    )
  `.execute(db);
  await sql`CREATE INDEX event_duplicates_canonical_idx ON event_duplicates (canonical_event_id)`.execute(db);
}
