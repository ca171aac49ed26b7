// The feed framework's vocabulary: a feed is an adapter (fetch + parse → event drafts) that belongs to
// a source (DESIGN §1). Adapters live in feeds/<feed>.ts and know nothing of the database.
import type { AuthorityStatus, EventStatus } from '../db/tables.js';
import type { HttpClient } from './http/http-client.js';
import { hashRaw } from './identity/payload-hash.js';

export const FEED_NAMES = ['berlin', 'dresden', 'friedenskooperative', 'demokrateam'] as const;
export type FeedName = (typeof FEED_NAMES)[number];

export function isFeedName(value: string): value is FeedName {
  return (FEED_NAMES as readonly string[]).includes(value);
}

/** Keys of the event types the crawler files events under (looked up by English name, created if missing). */
export type DraftEventType = 'demonstration' | 'rally' | 'march' | 'vigil';

/** An address as the list gives it; geocoding turns it into a point. */
export interface DraftPlace {
  /** The text to show and to geocode, e.g. 'Platz der Republik 1' or 'Altmarkt'. */
  label: string;
  street: string | null;
  house_number: string | null;
  zip_code: string | null;
  city: string | null;
  country: string;
}

/** One event as a feed states it, normalised (times in UTC, text cleaned), before geocoding. */
export interface EventDraft {
  name: string;
  description: string;
  url: string | null;
  start_time: Date;
  end_time: Date | null;
  all_day: boolean;
  /** Berlin local day of the start, 'YYYY-MM-DD'. */
  day: string;
  series: string | null;
  status: EventStatus;
  authority_status: AuthorityStatus | null;
  event_type: DraftEventType;
  /** The assembly point, then the route's further stops in order (spec §3: first = marker). */
  places: DraftPlace[];
  raw_location: string | null;
  raw_participants: string | null;
  participants_min: number | null;
  participants_max: number | null;
  raw_organiser: string | null;
  /**
   * What identifies the assembly across crawls, each folded for comparison. Two rows are the same
   * assembly when they agree on the day and on all but one of the others (crawl/identity.ts).
   */
  facets: DraftFacets;
}

export interface DraftFacets {
  day: string;
  time: string;
  title: string;
  place: string;
  route: string;
  organiser: string;
  /** The recurring-series note, folded; '' for a one-off assembly. */
  series: string;
}

export interface RejectedRow {
  row: string;
  reason: string;
}

/**
 * One row as the feed published it. `rawHash` digests a canonical text of the row's own fields: when
 * it is unchanged since the last crawl, the row is not normalised again (most rows of an hourly crawl; decision 008).
 * `read` is pure, so a crawl may call it again instead of holding every draft (bench/README.md).
 */
export interface FeedRow {
  rawHash: string;
  read(): EventDraft | RejectedRow;
}

/**
 * A row keeps the digest of its canonical text, not the text: a crawl holds every row of a read until
 * it ends, and the digest is much smaller than the text (decision 008).
 */
export function feedRow(raw: string, read: () => EventDraft | RejectedRow): FeedRow {
  return { rawHash: hashRaw(raw), read: () => withWebUrlOnly(read()) };
}

/**
 * A draft keeps its link only when it is an http(s) URL (issue 17 finding 7): the calendars' links are
 * whatever their pages hold, and a `javascript:` or `data:` link would be stored and shown as the event's.
 */
function withWebUrlOnly(value: EventDraft | RejectedRow): EventDraft | RejectedRow {
  if (isRejected(value) || value.url === null || isWebUrl(value.url)) return value;
  return { ...value, url: null };
}

export function isWebUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** Rows from an adapter that builds its drafts eagerly (the HTML calendars). */
export function eagerRows(drafts: readonly EventDraft[], rejected: readonly RejectedRow[]): FeedRow[] {
  return [
    ...drafts.map((draft) => feedRow(JSON.stringify(draft), () => draft)),
    ...rejected.map((row) => feedRow(`rejected:${row.row}`, () => row)),
  ];
}

export function isRejected(value: EventDraft | RejectedRow): value is RejectedRow {
  return 'reason' in value;
}

export interface FeedRead {
  rows: FeedRow[];
  /** Where the rows came from, e.g. the JSON export or the HTML fallback. */
  via: string;
}

export interface FeedContext {
  url: string;
  http: HttpClient;
  /** Reference time: rows before its local day are past. */
  now: Date;
}

/** The source a feed belongs to, created approved on first crawl (DESIGN §4.6). */
export interface FeedSourceInfo {
  name: string;
  city: string;
  zip_code: string | null;
  source_type: 'police' | 'city' | 'association';
  description: string;
  url: string;
}

export interface FeedAdapter {
  name: FeedName;
  source: FeedSourceInfo;
  /**
   * True when every response lists all upcoming assemblies, so a row's absence means something.
   * Paged or windowed calendars are not full snapshots: their rows are never cancelled by absence.
   */
  isFullSnapshot: boolean;
  read(context: FeedContext): Promise<FeedRead>;
}
