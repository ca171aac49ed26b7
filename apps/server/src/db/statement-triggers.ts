// The shape of the change-log triggers (migrations 025, 028, 031, 032, 034, 037): a function that runs one statement
// over the rows a write touched, fired once per statement (a crawl's batch of 1,000 events is one run) with the
// write's transition tables. The released migrations keep their own copies of it, as released migrations must not
// change (released-migrations.json); the next change-log migration builds its triggers here.
import { type Kysely, sql } from 'kysely';

export interface StatementTrigger {
  /** The trigger's name, and its function's. */
  name: string;
  table: string;
  write: 'INSERT' | 'DELETE' | 'UPDATE';
  /**
   * The SQL run after each such statement. It reads the rows as the write left them as new_rows (INSERT, UPDATE),
   * and as they were before as old_rows (DELETE, UPDATE).
   */
  statement: string;
}

const TRANSITION_TABLES: Record<StatementTrigger['write'], string> = {
  INSERT: 'NEW TABLE AS new_rows',
  DELETE: 'OLD TABLE AS old_rows',
  UPDATE: 'OLD TABLE AS old_rows NEW TABLE AS new_rows',
};

export async function createStatementTrigger<Database>(
  db: Kysely<Database>,
  trigger: StatementTrigger,
): Promise<void> {
  const name = sql.raw(trigger.name);
  await sql`
    CREATE FUNCTION ${name}() RETURNS trigger
    LANGUAGE plpgsql
    AS $body$
    BEGIN
      ${sql.raw(trigger.statement)};
      RETURN NULL;
    END
    $body$
  `.execute(db);
  await sql`
    CREATE TRIGGER ${name} AFTER ${sql.raw(trigger.write)} ON ${sql.raw(trigger.table)}
    REFERENCING ${sql.raw(TRANSITION_TABLES[trigger.write])}
    FOR EACH STATEMENT EXECUTE FUNCTION ${name}()
  `.execute(db);
}
