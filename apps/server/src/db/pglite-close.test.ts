// Closing the embedded database right after a query failed: the failure reaches the caller while the rest of the
// query's protocol messages still wait in PGlite's node-postgres adapter. Closed under them, PGlite ran them on a
// stopped PostgreSQL and looped at full CPU for ever (the admin CLI on a data folder without its tables; a test of
// it hung for ten minutes). close() now waits for them.
import { expect, it } from 'vitest';
import { openTestDatabase } from './test-databases.js';

it('close after a failed query lets the query finish before PGlite stops, and resolves', async () => {
  const handle = await openTestDatabase('pglite');
  const pglite = handle.pglite;
  if (pglite === undefined) throw new Error('expected an embedded database');
  // Messages that reach PGlite once it is closing are recorded and not run: run, they would never return.
  let closing = false;
  const late: number[] = [];
  const run = pglite.execProtocolStream.bind(pglite);
  pglite.execProtocolStream = (message, options) => {
    if (!closing) return run(message, options);
    late.push(message[0] ?? 0);
    return Promise.resolve([]);
  };
  const close = pglite.close.bind(pglite);
  pglite.close = () => {
    closing = true;
    return close();
  };

  // A table the data folder lacks, as in one whose migrations never ran; with parameters, so node-postgres sends
  // parse, bind, describe, execute and sync, and PostgreSQL refuses the first.
  const failed = await handle.db
    .insertInto('no_such_table' as never)
    .values({ name: 'x' } as never)
    .returningAll()
    .execute()
    .then(
      () => undefined,
      (error: unknown) => error,
    );
  expect(String(failed)).toContain('relation "no_such_table" does not exist');
  await handle.close();

  expect(late.map((type) => String.fromCharCode(type))).toEqual([]);
});
