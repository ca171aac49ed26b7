// Crawls one feed: read → sanity checks → apply, recording the run. A read that fails, times out,
// answers non-2xx, parses to 0 rows where there were some, or drops by more than half changes nothing
// and is recorded as failed (issue 5); other feeds are not affected (STYLE §4).
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { CrawlTrigger } from '../db/tables.js';
import { type ApplyResult, applyCrawl } from './apply-crawl.js';
import {
  type CrawlCounts,
  findLastOkRowCount,
  finishCrawlRun,
  insertCrawlRun,
  ZERO_COUNTS,
} from './crawl-runs.repository.js';
import type { FeedAdapter, FeedRead, RejectedRow } from './feed.js';
import { ensureFeedSource } from './feed-sources.repository.js';
import { createExternalGeocoder } from './geocode/external-geocoder.js';
import { createLocator } from './geocode/locate-places.js';
import { dresdenPlaceTable } from './geocode/place-table.js';
import { createHttpClient, type HttpClient } from './http/http-client.js';

/** External geocoder lookups per feed crawl: at 1 request/s this bounds a crawl's extra time to 2 minutes. */
const GEOCODER_LOOKUPS_PER_CRAWL = 120;
export const USER_AGENT_PRODUCT = 'AssemblyFinder';

export interface CrawlSettings {
  crawl: Config['crawl'];
  publicUrl: string;
  contactEmail: string;
  /** Attempts per request and the first backoff; tests shorten them. */
  attempts?: number;
  backoffMs?: number;
  geocoderIntervalMs?: number;
}

export function settingsFromConfig(config: Readonly<Config>): CrawlSettings {
  return { crawl: config.crawl, publicUrl: config.publicUrl, contactEmail: config.association.email };
}

export function createFeedHttpClient(settings: CrawlSettings): HttpClient {
  return createHttpClient({
    // Identifies the crawler and says where to complain (issue 5: an identifying User-Agent).
    userAgent: `${USER_AGENT_PRODUCT}/1.0 (+${settings.publicUrl}; ${settings.contactEmail})`,
    productToken: USER_AGENT_PRODUCT,
    timeoutMs: settings.crawl.timeoutMs,
    attempts: settings.attempts ?? 3,
    backoffMs: settings.backoffMs ?? 2_000,
  });
}

export interface CrawlOptions {
  trigger: CrawlTrigger;
  now?: Date;
  /** A run row already claimed by the scheduler. */
  runId?: number;
  dryRun?: boolean;
  /** Skip the 0-rows / drop-by-half checks, when an operator knows the list really shrank. */
  force?: boolean;
  onStage?: (stage: 'fetching' | 'applying' | 'done', detail?: string) => void;
}

export interface CrawlOutcome {
  feed: string;
  status: 'ok' | 'failed';
  runId: number | null;
  rowsFetched: number | null;
  counts: CrawlCounts;
  rejected: RejectedRow[];
  error: string | null;
  via: string | null;
  diff: ApplyResult['diff'];
  /** Milliseconds: fetch + parse + normalise, then the apply phases. */
  timings: { readMs: number } & Partial<ApplyResult['timings']>;
}

export function checkSanity(read: FeedRead, lastOkRows: number | undefined): string | undefined {
  const rows = read.rows.length;
  if (lastOkRows === undefined || lastOkRows === 0) return undefined;
  if (rows === 0) return `0 rows where the last successful crawl had ${lastOkRows}`;
  if (rows < lastOkRows / 2) return `rows dropped from ${lastOkRows} to ${rows}, more than half`;
  return undefined;
}

export async function crawlFeed(
  db: Db,
  adapter: FeedAdapter,
  settings: CrawlSettings,
  options: CrawlOptions,
): Promise<CrawlOutcome> {
  const now = options.now ?? new Date();
  const http = createFeedHttpClient(settings);
  let runId: number | null = options.runId ?? null;
  if (!options.dryRun && runId === null) {
    await ensureFeedSource(db, adapter, settings.contactEmail);
    runId = await insertCrawlRun(db, adapter.name, options.trigger, now);
  }
  const outcome: CrawlOutcome = {
    feed: adapter.name,
    status: 'failed',
    runId,
    rowsFetched: null,
    counts: { ...ZERO_COUNTS },
    rejected: [],
    error: null,
    via: null,
    diff: [],
    timings: { readMs: 0 },
  };
  try {
    options.onStage?.('fetching');
    const readAt = performance.now();
    const read = await adapter.read({ url: settings.crawl.feedUrls[adapter.name], http, now });
    outcome.timings.readMs = performance.now() - readAt;
    outcome.rowsFetched = read.rows.length;
    outcome.via = read.via;
    const insane = options.force ? undefined : checkSanity(read, await findLastOkRowCount(db, adapter.name));
    if (insane) throw new Error(insane);
    options.onStage?.('applying', `${read.rows.length} rows`);
    const external =
      settings.crawl.geocoderUrl && !options.dryRun
        ? createExternalGeocoder({
            baseUrl: settings.crawl.geocoderUrl,
            http,
            maxLookups: GEOCODER_LOOKUPS_PER_CRAWL,
            minIntervalMs: settings.geocoderIntervalMs,
          })
        : undefined;
    const result = await applyCrawl(db, {
      adapter,
      contactEmail: settings.contactEmail,
      runId,
      rows: read.rows,
      now,
      locator: createLocator({ placeTables: { Dresden: dresdenPlaceTable() }, external }),
      dryRun: options.dryRun,
    });
    outcome.counts = result.counts;
    outcome.diff = result.diff;
    outcome.rejected = result.rejected;
    outcome.timings = { ...outcome.timings, ...result.timings };
    outcome.status = 'ok';
  } catch (error) {
    outcome.error = error instanceof Error ? error.message : String(error);
  }
  if (runId !== null) {
    await finishCrawlRun(db, runId, {
      status: outcome.status,
      finishedAt: new Date(Math.max(Date.now(), now.getTime())),
      rowsFetched: outcome.status === 'ok' ? outcome.rowsFetched : outcome.rowsFetched,
      counts: outcome.counts,
      rejected: outcome.rejected,
      error: outcome.error,
    });
  }
  options.onStage?.('done', outcome.status);
  return outcome;
}
