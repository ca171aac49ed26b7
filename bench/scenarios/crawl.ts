// Crawl + change detection at scale (issue 5 "Performance"): a synthetic Berlin-format list of N rows is
// crawled into a fresh database, then a second snapshot with 1% edited, 0.5% new and 0.5% gone rows is
// crawled end to end (loopback HTTP → parse → normalise → match → write). Also the real Berlin pair.
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../apps/server/src/config.js';
import { isRejected } from '../../apps/server/src/crawl/feed.js';
import {
  findActiveItemIndex,
  findActiveRawHashes,
} from '../../apps/server/src/crawl/feed-items.repository.js';
import { berlinFeed, parseBerlinJson } from '../../apps/server/src/crawl/feeds/berlin.js';
import { createHttpClient } from '../../apps/server/src/crawl/http/http-client.js';
import { hashDraft } from '../../apps/server/src/crawl/identity/payload-hash.js';
import { type CrawlOutcome, type CrawlSettings, crawlFeed } from '../../apps/server/src/crawl/run-crawl.js';
import { BERLIN_DAY_1, BERLIN_DAY_2 } from '../../apps/server/src/crawl/test-support/fixtures.js';
import type { Db } from '../../apps/server/src/db/database.js';
import { loadGazetteerIfEmpty } from '../../apps/server/src/geo/load-gazetteer.js';
import { openBenchDatabase } from '../support/bench-database.js';
import { wholeNumberOption } from '../support/options.js';
import { formatBytes, formatCount, formatDuration, printTable } from '../support/report.js';
import { firstSnapshot, nextSnapshot, snapshotChanges, writeFeed } from '../support/synthetic-berlin-feed.js';
import { type MemoryFigures, maxRss, settle, settleBetweenRuns, watchPeaks } from './crawl-memory.js';
import type { Scenario } from './scenario.js';

/**
 * The JS heap only: external memory (socket and wire Buffers) is transient, and its count lags a
 * collection while background threads free it, so it is shown apart as a peak.
 */
const retained = (m: MemoryFigures) => m.heapUsed;

const perRow = (from: MemoryFigures, to: MemoryFigures, rows: number) =>
  `${formatCount((retained(to) - retained(from)) / rows)} B`;

/** The body text and the adapter's parsed rows, both held: the transient peak of a read. */
async function measureParse(url: string, rows: number): Promise<string[][]> {
  const base = settle();
  const text = await (await fetch(url)).text();
  const withText = settle();
  const parsed = parseBerlinJson(text);
  const withParsed = settle();
  const lines = [
    ['response body text (transient)', perRow(base, withText, rows)],
    ['+ parsed rows, while the text is held (transient)', perRow(withText, withParsed, rows)],
  ];
  return text.length + parsed.length > 0 ? lines : [];
}

/** What a crawl holds of a read until it ends: the FeedRows, without the text and the parsed body. */
async function measureRead(url: string, rows: number): Promise<string[][]> {
  const base = settle();
  const read = await berlinFeed.read({ url, http: createHttpClient(httpOptions), now: new Date() });
  const withRead = settle();
  // What matching holds of each row that is new or edited (apply-crawl.ts PendingRow): facets and digest.
  const pending = read.rows.map((row) => {
    const draft = row.read();
    return isRejected(draft) ? undefined : { facets: draft.facets, hash: hashDraft(draft) };
  });
  const withPending = settle();
  return read.rows.length + pending.length > 0
    ? [
        ['read rows a crawl holds until it ends', perRow(base, withRead, rows)],
        [
          '+ facets and digest of each new or edited row, until the crawl ends',
          perRow(withRead, withPending, rows),
        ],
      ]
    : [];
}

/** What every crawl loads of the items it tracks, before it knows which rows are unchanged. */
async function measureTracked(db: Db, rows: number): Promise<string[][]> {
  const base = settle();
  const heads = await findActiveItemIndex(db, berlinFeed.name);
  const withHeads = settle();
  const digests = await findActiveRawHashes(db, berlinFeed.name);
  const withDigests = settle();
  const lines = [
    ['tracked items a crawl holds until it ends (findActiveItemIndex)', perRow(base, withHeads, rows)],
    ['raw digests held before the transaction (findActiveRawHashes)', perRow(withHeads, withDigests, rows)],
  ];
  return heads.ids.length + digests.size > 0 ? lines : [];
}

const httpOptions = {
  userAgent: 'AssemblyFinderBench/1.0',
  productToken: 'AssemblyFinderBench',
  timeoutMs: 300_000,
  attempts: 3,
  backoffMs: 0,
};

interface Run {
  label: string;
  outcome: CrawlOutcome;
  ms: number;
  /** Retained heap after a full GC: before the crawl, with the read rows, after it. */
  before: MemoryFigures;
  afterRead: MemoryFigures;
  after: MemoryFigures;
  peak: MemoryFigures;
  maxRss: number;
  load: string;
}

export const crawlScenario: Scenario = {
  name: 'crawl',
  summary:
    'crawl N synthetic feed rows, then a snapshot with 1% edited, 0.5% new, 0.5% gone; and the real Berlin pair',
  usage: [
    '--rows N          synthetic rows (default 100,000)',
    '--database URL    a PostgreSQL server; a fresh database is created on it (default: PGlite in a temp folder)',
  ].join('\n'),

  async run(args) {
    const { values } = parseArgs({
      args,
      options: { rows: { type: 'string' }, database: { type: 'string' } },
      strict: true,
    });
    const total = wholeNumberOption('rows', values.rows, 100_000);
    if (!Number.isInteger(total) || total < 100)
      throw new Error('--rows must be a whole number of at least 100');
    const folder = await mkdtemp(join(tmpdir(), 'af-crawl-bench-'));
    const feedPath = join(folder, 'feed.json');
    const server = createServer((request, response) => {
      if (request.url !== '/feed.json') {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      createReadStream(feedPath).pipe(response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const feedUrl = `http://127.0.0.1:${port}/feed.json`;
    const config = loadConfig({ FEED_BERLIN_URL: feedUrl, CRAWL_TIMEOUT_SECONDS: '300' });
    const settings: CrawlSettings = {
      crawl: config.crawl,
      publicUrl: 'http://localhost',
      contactEmail: 'bench@example.org',
      // A kept-alive loopback socket can be closed by the server between runs: retry like production does.
      attempts: 3,
      backoffMs: 0,
    };
    let database = await openBenchDatabase({ databaseUrl: values.database, keep: false });
    const { kind } = database.handle;
    const runs: Run[] = [];
    const timed = async (label: string, now: Date) => {
      const before = await settleBetweenRuns();
      let afterRead: MemoryFigures | undefined;
      let probeMs = 0;
      const peaks = watchPeaks();
      const startedAt = performance.now();
      const outcome = await crawlFeed(database.handle.db, berlinFeed, settings, {
        trigger: 'cli',
        now,
        onStage: (stage) => {
          if (stage !== 'applying') return;
          const figures = settle();
          afterRead = figures;
          probeMs += figures.gcMs;
        },
      });
      const ms = performance.now() - startedAt - probeMs;
      const peak = peaks.stop();
      if (outcome.status !== 'ok') throw new Error(`${label}: ${outcome.error}`);
      const load = loadavg()
        .map((n) => n.toFixed(1))
        .join(' ');
      runs.push({
        label,
        outcome,
        ms,
        before,
        afterRead: afterRead ?? before,
        after: await settleBetweenRuns(),
        peak,
        maxRss: maxRss(),
        load,
      });
    };
    try {
      const gazetteerAt = performance.now();
      await loadGazetteerIfEmpty(database.handle.db);
      console.log(
        `${kind} database at ${database.location}; gazetteer loaded in ${formatDuration(performance.now() - gazetteerAt)}`,
      );

      // The real list first, on an empty feed: 17 → 18 August 2026.
      await writeFile(feedPath, BERLIN_DAY_1());
      await timed('Berlin fixture, day 1 (1,512 rows, all new)', new Date('2026-08-17T18:25:00Z'));
      await writeFile(feedPath, BERLIN_DAY_2());
      await timed('Berlin fixture, day 2 (1,510 rows)', new Date('2026-08-18T12:27:00Z'));

      // Synthetic rows through the same Berlin adapter, on a fresh database of their own.
      await database.dispose();
      database = await openBenchDatabase({ databaseUrl: values.database, keep: false });
      await loadGazetteerIfEmpty(database.handle.db);
      const start = new Date('2027-01-01T00:00:00Z');
      const now = new Date('2026-12-31T12:00:00Z');
      await writeFeed(feedPath, firstSnapshot(total, start), total);
      const breakdown = [...(await measureParse(feedUrl, total)), ...(await measureRead(feedUrl, total))];
      await timed(`synthetic load (${formatCount(total)} rows, all new)`, now);
      await writeFeed(feedPath, nextSnapshot(total, start), snapshotChanges(total).rows);
      await timed('synthetic snapshot (1% edited, 0.5% new, 0.5% gone)', new Date(now.getTime() + 3_600_000));
      await timed('synthetic snapshot again (nothing changed)', new Date(now.getTime() + 7_200_000));
      breakdown.push(...(await measureTracked(database.handle.db, total)));

      printTable(`crawl on ${kind}`, [
        [
          'run',
          'time',
          'read+parse',
          'load',
          'match',
          'write',
          'rows',
          'new',
          'updated',
          'unchanged',
          'past',
          'missing',
          'cancelled',
          'superseded',
          'load avg',
        ],
        ...runs.map(({ label, outcome: o, ms, load }) => [
          label,
          formatDuration(ms),
          formatDuration(o.timings.readMs),
          formatDuration(o.timings.loadMs ?? 0),
          formatDuration(o.timings.matchMs ?? 0),
          formatDuration(o.timings.writeMs ?? 0),
          formatCount(o.rowsFetched ?? 0),
          formatCount(o.counts.new_count),
          formatCount(o.counts.updated_count),
          formatCount(o.counts.unchanged_count),
          formatCount(o.counts.expired_count),
          formatCount(o.counts.missing_count),
          formatCount(o.counts.cancelled_count),
          formatCount(o.counts.superseded_count),
          load,
        ]),
      ]);
      const bytesPerRow = (bytes: number, rows: number | null) =>
        `${formatCount(bytes / Math.max(rows ?? 1, 1))} B`;
      printTable('memory per crawl (JS heap; "retained" after a full GC, peaks sampled every 10 ms)', [
        [
          'run',
          'retained before',
          'with read rows',
          'read rows / row',
          'sampled peak',
          'peak / row',
          'retained after',
          'peak external',
          'sampled peak RSS',
          'process max RSS',
        ],
        ...runs.map((r) => [
          r.label,
          formatBytes(retained(r.before)),
          formatBytes(retained(r.afterRead)),
          bytesPerRow(retained(r.afterRead) - retained(r.before), r.outcome.rowsFetched),
          formatBytes(retained(r.peak)),
          bytesPerRow(retained(r.peak) - retained(r.before), r.outcome.rowsFetched),
          formatBytes(retained(r.after)),
          formatBytes(r.peak.external),
          formatBytes(r.peak.rss),
          formatBytes(r.maxRss),
        ]),
      ]);
      printTable(`reading ${formatCount(total)} synthetic rows, per row (JS heap after a full GC)`, [
        ['stage', 'bytes / row'],
        ...breakdown,
      ]);
      console.log(
        `process max RSS: ${formatBytes(maxRss())}${kind === 'postgres' ? ' (the PostgreSQL server runs apart)' : ''}; ` +
          `the feed is served from a file by this process (stream buffers only)`,
      );
    } finally {
      server.close();
      await database.dispose();
      await rm(folder, { recursive: true, force: true });
    }
  },
};
