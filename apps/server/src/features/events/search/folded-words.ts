// The folded form of a poll's words, as the SQL compares them (foldedPattern in event-filters.ts), computed
// by the same PostgreSQL functions: unaccent's rules and lower() are the database's, so no copy of them is kept here.
// The functions are immutable, so a word's folded form never changes and is kept (most alerts' words repeat).
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { prepared } from '../../../db/prepared-statements.js';

/** Words kept; the least recently used go first. */
const FOLDED_WORDS_MAX = 10_000;

const folded = new WeakMap<Db, Map<string, string>>();

/** fold_umlaut_digraphs(lower(immutable_unaccent(word))) of each word, in order: one statement for the unknown ones. */
export async function foldWords(db: Db, words: readonly string[]): Promise<string[]> {
  let cache = folded.get(db);
  if (!cache) {
    cache = new Map();
    folded.set(db, cache);
  }
  const unknown = words.filter((word) => !cache.has(word));
  if (unknown.length > 0) {
    const query = sql<{ word: string; folded: string }>`
      select w.word, fold_umlaut_digraphs(lower(immutable_unaccent(w.word))) as folded
      from unnest(${unknown}::text[]) as w(word)`;
    const { rows } = await db.executeQuery(prepared({ compile: () => query.compile(db) }));
    for (const row of rows) cache.set(row.word, row.folded);
    while (cache.size > FOLDED_WORDS_MAX) cache.delete(cache.keys().next().value as string);
  }
  return words.map((word) => {
    const value = cache.get(word) as string;
    // Read again: the Map's order is the least recently used first.
    cache.delete(word);
    cache.set(word, value);
    return value;
  });
}
