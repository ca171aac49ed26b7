// The rows of app_settings (migration 006): one per setting the admins stored over the environment, keyed e.g.
// 'association.name'; a setting that follows the environment has no row.
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** Every stored setting: key → its JSON value. */
export async function findStoredSettings(db: Db): Promise<Map<string, unknown>> {
  const rows = await db.selectFrom('app_settings').select(['key', 'value']).execute();
  return new Map(rows.map((row) => [row.key, row.value]));
}

/** Stores each given value in one transaction; null deletes the row (the environment's value applies again). */
export async function writeSettings(db: Db, values: ReadonlyMap<string, unknown>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [key, value] of values) {
      if (value === null) {
        await trx.deleteFrom('app_settings').where('key', '=', key).execute();
        continue;
      }
      await trx
        .insertInto('app_settings')
        .values({ key, value: JSON.stringify(value) })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({ value: JSON.stringify(value), updated_at: sql`now()` }),
        )
        .execute();
    }
  });
}
