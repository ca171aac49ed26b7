import fc from 'fast-check';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from './test-databases.js';
import { isoTimestamp } from './timestamp-text.js';

const parseTimestamptz = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ) as (text: string) => Date;
/** Instants in years 1000–9999, to the microsecond, as PostgreSQL stores them. */
const micros = fc.bigInt({ min: -30_610_224_000_000_000n, max: 253_402_300_799_999_999n });

describe('isoTimestamp', () => {
  it('gives what node-postgres parsing and toISOString give, in UTC and other offsets', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('2026-11-22 08:00:00', '2026-03-29 01:59:59.9', '1999-12-31 23:59:59.999999'),
        fc.constantFrom('+00', '+01', '+02', '-05', '+05:30', '+00:53:28'),
        (local, offset) => {
          const text = `${local}${offset}`;
          expect(isoTimestamp(text)).toBe(parseTimestamptz(text).toISOString());
        },
      ),
    );
  });
});

describeEachDatabase('isoTimestamp on PostgreSQL’s own text', (getDb) => {
  it('agrees with node-postgres for any instant, in the session’s time zone and in Europe/Berlin', async () => {
    const instants = fc.sample(micros, { numRuns: 300, seed: 5 }).map(String);
    for (const zone of ['UTC', 'Europe/Berlin']) {
      await getDb()
        .connection()
        .execute(async (db) => {
          await sql`select set_config('TimeZone', ${zone}, false)`.execute(db);
          const { rows } = await sql<{ text: string; value: Date }>`
            select t::text as text, t as value
            from unnest(${instants}::bigint[]) with ordinality as u(us, n),
                 lateral (select to_timestamp(0) + us * interval '1 microsecond' as t) x
            order by n
          `.execute(db);
          await sql`reset TimeZone`.execute(db);
          for (const row of rows) expect(isoTimestamp(row.text)).toBe(row.value.toISOString());
        });
    }
  });
});
