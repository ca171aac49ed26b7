// The change-log trigger builder: each write statement logs the rows it touched once, read from its transition
// tables, as migrations 034 and 037 log the events a write changed.
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { createStatementTrigger } from './statement-triggers.js';
import { describeEachDatabase } from './test-databases.js';

describeEachDatabase('createStatementTrigger', (getDb) => {
  const logged = async () =>
    (
      await sql<{ write: string; ids: number[] }>`SELECT write, ids FROM probe_log ORDER BY id`.execute(
        getDb(),
      )
    ).rows;

  beforeAll(async () => {
    const db = getDb();
    await sql`CREATE TABLE probes (id integer PRIMARY KEY, label text NOT NULL)`.execute(db);
    await sql`
      CREATE TABLE probe_log (id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY, write text, ids integer[])
    `.execute(db);
    const logIds = (write: string, rows: string) =>
      `INSERT INTO probe_log (write, ids) SELECT '${write}', array_agg(id ORDER BY id) FROM ${rows} HAVING count(*) > 0`;
    await createStatementTrigger(db, {
      name: 'probes_inserted',
      table: 'probes',
      write: 'INSERT',
      statement: logIds('insert', 'new_rows'),
    });
    await createStatementTrigger(db, {
      name: 'probes_deleted',
      table: 'probes',
      write: 'DELETE',
      statement: logIds('delete', 'old_rows'),
    });
    await createStatementTrigger(db, {
      name: 'probes_updated',
      table: 'probes',
      write: 'UPDATE',
      statement: `INSERT INTO probe_log (write, ids)
        SELECT 'update', array_agg(n.id ORDER BY n.id) FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE n.label IS DISTINCT FROM o.label HAVING count(*) > 0`,
    });
  });

  it('logs each statement once, with the rows it wrote, removed or changed', async () => {
    const db = getDb();
    await sql`INSERT INTO probes (id, label) VALUES (1, 'a'), (2, 'b'), (3, 'c')`.execute(db);
    await sql`UPDATE probes SET label = 'x' WHERE id IN (1, 2)`.execute(db);
    // An update that changes no label and a delete of nothing log nothing.
    await sql`UPDATE probes SET label = label`.execute(db);
    await sql`DELETE FROM probes WHERE id = 99`.execute(db);
    await sql`DELETE FROM probes WHERE id >= 2`.execute(db);
    expect(await logged()).toEqual([
      { write: 'insert', ids: [1, 2, 3] },
      { write: 'update', ids: [1, 2] },
      { write: 'delete', ids: [2, 3] },
    ]);
  });
});
