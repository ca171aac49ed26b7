// The analysis answers of the kept counts (the density grid, decision 047) are kept ready per version of the
// counts: the number of change rows the triggers appended (migrations 028, 032) and how often each table's changes
// were folded in. A fold empties its change table, so the number alone could come back to an earlier value with
// other rows; the fold adds one here in its own transaction, so a reader's snapshot sees both move together.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE count_folds (
      counts text PRIMARY KEY CHECK (counts IN ('day', 'cell')),
      folds bigint NOT NULL
    )
  `.execute(db);
  await sql`INSERT INTO count_folds (counts, folds) VALUES ('day', 0), ('cell', 0)`.execute(db);
}
