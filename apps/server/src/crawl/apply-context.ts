// What the phases of applying one crawl share (apply-crawl.ts runs them in order, in one transaction).
import type { Db } from '../db/database.js';
import type { CrawlCounts } from './crawl-runs.repository.js';
import type { EventDraft, FeedAdapter, FeedRow, RejectedRow } from './feed.js';
import type { ActiveItem, ActiveItemIndex } from './feed-items.repository.js';
import type { EventTypeIds } from './feed-sources.repository.js';
import type { Locator } from './geocode/locate-places.js';
import type { DraftChange } from './identity/draft-diff.js';
import type { IncomingRow, MatchPlan } from './identity/match-items.js';

export interface ApplyOptions {
  adapter: FeedAdapter;
  /** The contact of the feed's source when it has to be created (first crawl). */
  contactEmail: string;
  runId: number | null;
  rows: readonly FeedRow[];
  now: Date;
  locator: Locator;
  /** Compute and report everything, write nothing. */
  dryRun?: boolean;
}

export interface DiffLine {
  kind: 'new' | 'updated' | 'cancelled' | 'superseded';
  day: string;
  name: string;
  changes?: DraftChange[];
}

export interface ApplyResult {
  counts: CrawlCounts;
  /** Rows normalisation refused (rows unchanged since an earlier crawl are not read again). */
  rejected: RejectedRow[];
  /** Listed on a dry run only: nothing else prints it, and a first crawl would hold a line per row. */
  diff: DiffLine[];
  /** Milliseconds per phase, for the CLI and bench/: load tracked items, hash + match, write. */
  timings: { loadMs: number; matchMs: number; writeMs: number };
}

/** The transaction, the crawl, and what the phases add up for its result. */
export interface ApplyContext {
  db: Db;
  options: ApplyOptions;
  sourceId: number;
  eventTypes: EventTypeIds;
  /** The Berlin day of `options.now`. */
  today: string;
  counts: CrawlCounts;
  diff: DiffLine[];
  /** The events this crawl inserted, updated or ended: their groups of duplicates are built again at the end. */
  written: number[];
}

/** A row that has to be matched: `at` is its position in the read, to read its draft again. */
export interface PendingRow extends IncomingRow {
  rawHash: string;
  at: number;
}

/** The outcome of matching the read against the feed's active items. */
export interface MatchedRows {
  tracked: ActiveItemIndex;
  /** Positions in `tracked` of the items published exactly as before (pass 0). */
  sameAsBefore: number[];
  /** The rows that were not, each normalised once to match it. */
  rows: PendingRow[];
  rejected: RejectedRow[];
  plan: MatchPlan<ActiveItem, PendingRow>;
}

/** A matched row's draft, read again: `read` returned a draft for it before and is pure (feed.ts). */
export function draftOf(options: ApplyOptions, row: PendingRow): EventDraft {
  return (options.rows[row.at] as FeedRow).read() as EventDraft;
}
