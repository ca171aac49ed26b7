// Every PostgreSQL advisory lock key of the app, in one place so two uses never take one key by accident. All are
// taken transaction-scoped (pg_advisory_xact_lock): a commit, rollback or lost connection releases them.

/** The gazetteer is loaded once, by whichever process starts first (geo/load-gazetteer.ts). */
export const GAZETTEER_LOCK_KEY = 7_041_902;
/** The demo data is seeded once (seed/seed-demo-data.ts). */
export const SEED_LOCK_KEY = 7_041_903;
/** Feed sources and the crawler's event types are created once (crawl/feed-sources.repository.ts). */
export const FEED_SETUP_LOCK_KEY = 7_041_905;
/** One reader at a time folds the appended day-count changes into the counts (event-analysis.repository.ts). */
export const DAY_COUNTS_FOLD_LOCK_KEY = 7_041_907;
/** One reader at a time folds the appended source-count changes (statistics.repository.ts, migration 031). */
export const SOURCE_COUNTS_FOLD_LOCK_KEY = 7_041_909;
/** One reader at a time folds the appended cell-count changes into the counts (event-density.repository.ts). */
export const CELL_COUNTS_FOLD_LOCK_KEY = 7_041_908;

/**
 * 7,041,950,000 plus a hash of `name` modulo 10,000: not the feed's position in any list. Two names may hash to
 * one key; advisory-locks.test.ts checks that the keys of the registered feeds are all different.
 */
function feedKey(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return 7_041_950_000 + (Math.abs(hash) % 10_000);
}

/** Held while a crawl of the feed is applied, so two crawls of one feed land one after the other. */
export const feedApplyLockKey = (feed: string): number => feedKey(feed);

/** Tried while a scheduled or admin crawl of the feed is claimed (crawl-runs.repository.ts). */
export const feedClaimLockKey = (feed: string): number => feedKey(`claim:${feed}`);

/**
 * Held while a batch of imported events of the source is written (features/event-import), so two imports of one
 * source see each other's rows and never create one row's event twice: 7,042,000,000 plus the source id (a bigint
 * key above every key before it).
 */
export const importSourceLockKey = (sourceId: number): number => 7_042_000_000 + sourceId;
