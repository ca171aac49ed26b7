// Bulk-load trick for --defer-indexes: drop a table's secondary indexes, load, then build them once.
// Building an index over all rows is far cheaper than updating it row by row (above all the
// trigram GIN index on events.search_text), so this shows the floor for an initial import.
import { sql } from 'kysely';
import type { Db } from '../../apps/server/src/db/database.js';

export interface DroppedIndex {
  name: string;
  /** The CREATE INDEX statement as the catalogue reports it, replayed as it is. */
  definition: string;
}

/** Drops every index of the tables that does not back a constraint (primary keys and uniques stay). */
export async function dropSecondaryIndexes(db: Db, tables: string[]): Promise<DroppedIndex[]> {
  const { rows } = await sql<{ indexname: string; indexdef: string }>`
    SELECT i.indexname, i.indexdef
    FROM pg_indexes i
    WHERE i.schemaname = current_schema()
      AND i.tablename = ANY(${tables}::text[])
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)
    ORDER BY i.indexname
  `.execute(db);
  for (const row of rows) await sql`DROP INDEX ${sql.id(row.indexname)}`.execute(db);
  return rows.map((row) => ({ name: row.indexname, definition: row.indexdef }));
}

/** Builds the dropped indexes again and returns how long each took, in milliseconds. */
export async function recreateIndexes(db: Db, indexes: DroppedIndex[]): Promise<Map<string, number>> {
  const durations = new Map<string, number>();
  // One connection, so the session setting applies to every build.
  await db.connection().execute(async (connection) => {
    await sql`SET maintenance_work_mem = '128MB'`.execute(connection);
    for (const index of indexes) {
      const startedAt = performance.now();
      await sql.raw(index.definition).execute(connection);
      durations.set(index.name, performance.now() - startedAt);
    }
  });
  return durations;
}
