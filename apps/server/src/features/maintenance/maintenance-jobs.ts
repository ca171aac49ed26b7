// Issue 15 "Maintenance (cleanup)" (decision 044): the named cleanup jobs and how long each keeps its rows. The spec
// names no retention (§9 has none); these are the platform's choices, each a number of days before `as_of`.

export const MAINTENANCE_JOBS = [
  'expired_account_tokens',
  'crawl_runs',
  'event_changes',
  'deleted_events',
  'orphaned_feed_items',
] as const;
export type MaintenanceJob = (typeof MAINTENANCE_JOBS)[number];

/** Days a row is kept after the moment its rule counts from (the job's description says which). */
export const MAINTENANCE_RETENTION_DAYS: Record<MaintenanceJob, number> = {
  /** After expiry: a week in which an old mail link still answers "expired", not "unknown". */
  expired_account_tokens: 7,
  /** After the run started; Statistics reads 7 days of runs, Feeds the last ones (which always stay). */
  crawl_runs: 90,
  /** After the change, of events that also ended that long ago. */
  event_changes: 365,
  /** After the deletion: the event's link answers 'The event is gone.' (410) that long, then Not Found. */
  deleted_events: 90,
  /** After the feed stopped listing the item. */
  orphaned_feed_items: 90,
};

/** Rows removed per transaction: a big table is never locked long, and a crash loses at most one batch's work. */
export const MAINTENANCE_BATCH_ROWS = 1_000;
/** Rows a dry run shows of what it would remove. */
export const MAINTENANCE_SAMPLE_ROWS = 5;
