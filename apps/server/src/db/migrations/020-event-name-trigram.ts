// Keyword pages list events whose name holds every word first (features/events/keyword-page.ts). Finding those
// name matches anywhere used to mean checking every keyword match in the area; this index finds them directly,
// with the same folding as the name test of the search (migration 008), and only among listed events.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX events_listed_name_folded_trgm_idx ON events
      USING gin (fold_umlaut_digraphs(lower(immutable_unaccent(name))) gin_trgm_ops) WHERE deleted_at IS NULL
  `.execute(db);
}
