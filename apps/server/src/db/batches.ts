// Work split into statements of a bounded size, so a statement stays under PostgreSQL's 65,535 parameters and
// what is held at once stays the same whatever the number of rows.

/** Rows written per statement (each row several parameters, or one element of a jsonb recordset). */
export const ROWS_PER_STATEMENT = 1_000;
/** Ids per lookup statement (one parameter each). */
export const IDS_PER_STATEMENT = 10_000;

export function* batchesOf<T>(values: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < values.length; i += size) yield values.slice(i, i + size);
}

/** Looks rows up by id in batches small enough for one statement's parameter list. */
export async function mapByIdInBatches<T>(
  ids: readonly number[],
  load: (batch: readonly number[]) => Promise<{ id: number; value: T }[]>,
): Promise<Map<number, T>> {
  const found = new Map<number, T>();
  for (const batch of batchesOf(ids, IDS_PER_STATEMENT)) {
    for (const row of await load(batch)) found.set(row.id, row.value);
  }
  return found;
}
