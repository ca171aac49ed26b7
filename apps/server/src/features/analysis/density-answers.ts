// Density grids kept ready per version of the kept counts (decision 047): the grid of all of Germany is ~600 KB of
// JSON read from ~53,000 count rows, and reading, writing and compressing it for each request cost the API 70 ms
// over the bare SQL (decision 042). A request now reads the counts' version (one short statement) and sends the
// bytes kept for its query and that version, computing them only when the version moved. Each server copy keeps
// its own: the ETag is the hash of the text, so copies agree on it without sharing anything. Keyword queries are
// not kept (an event's words are not part of the version).
import type { Db } from '../../db/database.js';
import type { PreparedAnswer } from '../../http/prepared-answer.js';

/** Bytes of answers kept per database handle, the least recently used dropped first. */
export const DENSITY_ANSWERS_BYTES_MAX = 48 * 1024 * 1024;
const DENSITY_ANSWERS_MAX = 100;

interface Kept {
  version: string;
  answer: PreparedAnswer;
}

interface Answers {
  /** By query; one version each, the latest computed. A Map iterates in insertion order: least recently used first. */
  kept: Map<string, Kept>;
  /** Computations under way, by version and query: requests arriving meanwhile wait for the same one. */
  inFlight: Map<string, Promise<PreparedAnswer>>;
}

// One store per database handle: two apps in one process (tests) never share answers.
const stores = new WeakMap<Db, Answers>();

function storeOf(db: Db): Answers {
  let store = stores.get(db);
  if (store === undefined) {
    store = { kept: new Map(), inFlight: new Map() };
    stores.set(db, store);
  }
  return store;
}

/** The answer kept for `key` at `version`, or the one `compute` makes (then kept in place of an older one). */
export async function keptDensityAnswer(
  db: Db,
  key: string,
  version: string,
  compute: () => Promise<PreparedAnswer>,
): Promise<PreparedAnswer> {
  const { kept, inFlight } = storeOf(db);
  const hit = kept.get(key);
  if (hit?.version === version) {
    kept.delete(key);
    kept.set(key, hit);
    return hit.answer;
  }
  const flightKey = `${version}\n${key}`;
  let pending = inFlight.get(flightKey);
  if (pending === undefined) {
    pending = compute()
      .then((answer) => {
        kept.delete(key);
        kept.set(key, { version, answer });
        shrink(kept);
        return answer;
      })
      .finally(() => inFlight.delete(flightKey));
    inFlight.set(flightKey, pending);
  }
  return pending;
}

function shrink(kept: Map<string, Kept>): void {
  // Variants are added after an answer is kept, so the bytes are summed here rather than tracked (≤ 100 entries).
  let bytes = 0;
  for (const entry of kept.values()) bytes += entry.answer.bytes;
  for (const [key, entry] of kept) {
    if (bytes <= DENSITY_ANSWERS_BYTES_MAX && kept.size <= DENSITY_ANSWERS_MAX) break;
    kept.delete(key);
    bytes -= entry.answer.bytes;
  }
}
