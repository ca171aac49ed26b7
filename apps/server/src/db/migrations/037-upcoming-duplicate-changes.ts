// Alert polls leave out a copy of an assembly whose canonical event answers too (decision 048, addendum), and the
// in-memory index of upcoming events answers them (decision 045): it holds each event's canonical event and must
// learn when groups change. Regrouping (features/events/duplicates) rewrites the rows of event_duplicates; these
// statement triggers log the events of the rows it deleted and inserted in upcoming_event_changes (migration 034),
// as that migration's triggers log the writes of events. Only events that are upcoming, or were so within the last
// hour, as there.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const logMembers = (rows: string) => `
    INSERT INTO upcoming_event_changes (event_ids)
    SELECT array_agg(DISTINCT e.id) FROM ${rows} r JOIN events e ON e.id = r.event_id
    WHERE e.start_time >= now() - interval '1 hour'
    HAVING count(*) > 0`;
  const functions = [
    ['upcoming_duplicate_changes_inserted', logMembers('new_rows')],
    ['upcoming_duplicate_changes_deleted', logMembers('old_rows')],
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
    CREATE TRIGGER upcoming_duplicate_changes_inserted AFTER INSERT ON event_duplicates
    REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION upcoming_duplicate_changes_inserted()
  `.execute(db);
  await sql`
    CREATE TRIGGER upcoming_duplicate_changes_deleted AFTER DELETE ON event_duplicates
    REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION upcoming_duplicate_changes_deleted()
  `.execute(db);
}
