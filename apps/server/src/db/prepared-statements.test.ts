import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { Db } from './database.js';
import { MAX_PREPARED_PER_CONNECTION, prepared } from './prepared-statements.js';
import { describeEachDatabase } from './test-databases.js';

/** Statements prepared on the connection `db` is pinned to (see Db.connection()). */
async function preparedTexts(db: Db): Promise<string[]> {
  const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db);
  return rows.map((row) => row.statement);
}

const plusOne = (db: Db, n: number, marker = 'plus one') =>
  db.selectNoFrom([
    sql<number>`${n}::int + 1`.as('value'),
    sql<string>`${sql.lit(marker)}::text`.as('marker'),
  ]);

describeEachDatabase('prepared statements', (getDb) => {
  it('prepares a marked query once per connection and binds each call’s values, past the generic plan', async () => {
    await getDb()
      .connection()
      .execute(async (db) => {
        // PostgreSQL switches a prepared statement to its generic plan after five calls.
        for (let n = 0; n < 8; n++) {
          const { rows } = await db.executeQuery(prepared(plusOne(db, n)));
          expect(rows).toEqual([{ value: n + 1, marker: 'plus one' }]);
        }
        const texts = (await preparedTexts(db)).filter((text) => text.includes('plus one'));
        expect(texts).toHaveLength(1);
      });
  });

  it('sends unmarked queries unprepared', async () => {
    await getDb()
      .connection()
      .execute(async (db) => {
        expect(await plusOne(db, 41, 'unmarked').execute()).toEqual([{ value: 42, marker: 'unmarked' }]);
        expect((await preparedTexts(db)).filter((text) => text.includes('unmarked'))).toEqual([]);
      });
  });

  it('stops preparing new texts on a connection at the cap, and still answers them', async () => {
    await getDb()
      .connection()
      .execute(async (db) => {
        const before = (await preparedTexts(db)).length;
        const texts = MAX_PREPARED_PER_CONNECTION - before + 5;
        for (let i = 0; i < texts; i++) {
          const { rows } = await db.executeQuery(prepared(plusOne(db, i, `text ${i}`)));
          expect(rows).toEqual([{ value: i + 1, marker: `text ${i}` }]);
        }
        expect(await preparedTexts(db)).toHaveLength(MAX_PREPARED_PER_CONNECTION);
      });
  });
});
