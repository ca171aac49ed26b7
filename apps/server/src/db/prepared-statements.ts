// Prepared statements for the hottest public reads (issue 3 throughput). PostgreSQL parses and plans a prepared
// statement once per connection instead of on every call, which costs it less CPU per perimeter page than text
// sent each time (decision 012 has the figures).
//
// Only queries marked with `prepared()` are prepared, because a prepared statement is planned once for all values
// ("generic plan") after its fifth call: that is safe only for queries whose best plan does not depend on the
// values, which must be checked with EXPLAIN EXECUTE under `plan_cache_mode = force_generic_plan` before marking.
// The perimeter page queries were shaped for it (migration 017); the start-order query of before was slow under its
// generic plan, because it sorted the whole box (decision 012).
import { createHash } from 'node:crypto';
import type { Compilable, CompiledQuery } from 'kysely';
import type pg from 'pg';

const MARKER = '/* prepared */ ';
/**
 * node-postgres never forgets a statement it prepared on a connection, so each connection prepares at most this
 * many distinct texts and sends later ones unprepared (a filter list of another length makes another text).
 */
export const MAX_PREPARED_PER_CONNECTION = 100;

/** The query compiled and marked to be prepared on each pooled connection it runs on. */
export function prepared<R>(query: Compilable<R>): CompiledQuery<R> {
  const compiled = query.compile();
  return { ...compiled, sql: MARKER + compiled.sql };
}

// Names by text: the same text always gets the same name, and two texts never share one.
const names = new Map<string, string>();
function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `af_${createHash('sha1').update(text).digest('base64url')}`;
    if (names.size >= MAX_PREPARED_PER_CONNECTION * 10) names.clear();
    names.set(text, name);
  }
  return name;
}

type QueryFn = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/** Makes the pool's connections prepare marked queries (Kysely passes them as `query(text, values)`). */
export function prepareMarkedQueries(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as QueryFn;
    const preparedNames = new Set<string>();
    (client as { query: QueryFn }).query = (config, values, callback) => {
      if (typeof config !== 'string' || !config.startsWith(MARKER)) return query(config, values, callback);
      const name = statementName(config);
      if (!preparedNames.has(name)) {
        if (preparedNames.size >= MAX_PREPARED_PER_CONNECTION) return query(config, values, callback);
        preparedNames.add(name);
      }
      return query({ name, text: config, values }, callback);
    };
  });
}
