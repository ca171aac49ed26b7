// Crawl + change detection at scale (issue 5 "Performance"): a synthetic Berlin-format list of N rows is
// crawled into a fresh database, then a second snapshot with 1% edited, 0.5% new and 0.5% gone rows is
// crawled end to end (loopback HTTP → parse → normalise → match → write). Also the real Berlin pair.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../apps/server/src/config.js';
import { berlinFeed } from '../../apps/server/src/crawl/feeds/berlin.js';
import { type CrawlOutcome, type CrawlSettings, crawlFeed } from '../../apps/server/src/crawl/run-crawl.js';
import { BERLIN_DAY_1, BERLIN_DAY_2 } from '../../apps/server/src/crawl/test-support/fixtures.js';
import { loadGazetteerIfEmpty } from '../../apps/server/src/geo/load-gazetteer.js';
import { openBenchDatabase } from '../support/bench-database.js';
import { formatBytes, formatCount, formatDuration, printTable, trackPeakRss } from '../support/report.js';
import type { Scenario } from './scenario.js';

const BERLIN_ZIPS = [
  '10115',
  '10117',
  '10178',
  '10179',
  '10243',
  '10245',
  '10405',
  '10437',
  '10551',
  '10557',
  '10585',
  '10623',
  '10715',
  '10777',
  '10827',
  '10965',
  '10967',
  '10999',
  '12043',
  '12099',
  '12435',
  '13086',
  '13353',
  '13403',
  '14195',
];
const TOPICS = [
  'Klimagerechtigkeit jetzt',
  'Mieten runter',
  'Frieden schaffen',
  'Gute Löhne für gute Arbeit',
  'Gemeinsam gegen Rassismus',
  'Für eine echte Wärmewende',
];

interface Row {
  id: number;
  datum: string;
  von: string;
  bis: string;
  thema: string;
  plz: string;
  strasse_nr: string;
  aufzugsstrecke: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

function syntheticRow(i: number, start: Date): Row {
  const day = new Date(start.getTime() + ((i * 7919) % 365) * 86_400_000);
  const hour = 8 + (i % 12);
  return {
    id: i,
    datum: `${pad(day.getUTCDate())}.${pad(day.getUTCMonth() + 1)}.${day.getUTCFullYear()}`,
    von: `${pad(hour)}:00`,
    bis: `${pad(hour + 2)}:30`,
    thema: `${TOPICS[i % TOPICS.length]} – Versammlung Nr. ${i}`,
    plz: BERLIN_ZIPS[i % BERLIN_ZIPS.length] as string,
    // One assembly per place: rows that share day, place and time would be each other's twins.
    strasse_nr: `Teststraße ${i + 1}`,
    aufzugsstrecke: i % 10 === 0 ? `Teststraße ${i + 1} - Unter den Linden - Pariser Platz` : '',
  };
}

function body(rows: readonly Row[]): string {
  return JSON.stringify({
    messages: { messages: ['Ende des Berichts'], success: true },
    results: { count: rows.length },
    index: rows,
  });
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
    const total = Number((values.rows ?? '100000').replaceAll('_', ''));
    if (!Number.isInteger(total) || total < 100)
      throw new Error('--rows must be a whole number of at least 100');
    const memory = trackPeakRss();
    let current = '';
    const server = createServer((request, response) => {
      if (request.url === '/feed.json')
        response.writeHead(200, { 'content-type': 'application/json' }).end(current);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const config = loadConfig({
      FEED_BERLIN_URL: `http://127.0.0.1:${port}/feed.json`,
      CRAWL_TIMEOUT_SECONDS: '300',
    });
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
    const timed = async (
      label: string,
      text: string,
      now: Date,
    ): Promise<[string, CrawlOutcome, number, number]> => {
      current = text;
      const startedAt = performance.now();
      const outcome = await crawlFeed(database.handle.db, berlinFeed, settings, { trigger: 'cli', now });
      memory.sample();
      if (outcome.status !== 'ok') throw new Error(`${label}: ${outcome.error}`);
      return [label, outcome, performance.now() - startedAt, process.memoryUsage().rss];
    };
    try {
      const gazetteerAt = performance.now();
      await loadGazetteerIfEmpty(database.handle.db);
      console.log(
        `${kind} database at ${database.location}; gazetteer loaded in ${formatDuration(performance.now() - gazetteerAt)}`,
      );

      // The real list first, on an empty feed: 17 → 18 August 2026.
      const real = [
        await timed(
          'Berlin fixture, day 1 (1,512 rows, all new)',
          BERLIN_DAY_1(),
          new Date('2026-08-17T18:25:00Z'),
        ),
        await timed('Berlin fixture, day 2 (1,510 rows)', BERLIN_DAY_2(), new Date('2026-08-18T12:27:00Z')),
      ];

      // Synthetic rows through the same Berlin adapter, on a fresh database of their own.
      await database.dispose();
      database = await openBenchDatabase({ databaseUrl: values.database, keep: false });
      await loadGazetteerIfEmpty(database.handle.db);
      const start = new Date('2027-01-01T00:00:00Z');
      const now = new Date('2026-12-31T12:00:00Z');
      const rows = Array.from({ length: total }, (_, i) => syntheticRow(i, start));
      const load = await timed(`synthetic load (${formatCount(total)} rows, all new)`, body(rows), now);
      const changed = Math.round(total * 0.01);
      const added = Math.round(total * 0.005);
      const gone = Math.round(total * 0.005);
      const next = rows
        .slice(gone)
        .map((row, i) =>
          i % Math.floor((total - gone) / changed) === 0
            ? { ...row, von: row.von.replace(/^(\d\d)/, (h) => pad(Number(h) + 1)) }
            : row,
        );
      for (let i = 0; i < added; i++) next.push(syntheticRow(total + i, start));
      const second = await timed(
        `synthetic snapshot (1% edited, 0.5% new, 0.5% gone)`,
        body(next),
        new Date(now.getTime() + 3_600_000),
      );
      const third = await timed(
        'synthetic snapshot again (nothing changed)',
        body(next),
        new Date(now.getTime() + 7_200_000),
      );

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
          'rss after',
        ],
        ...[...real, load, second, third].map(([label, o, ms, rss]) => [
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
          formatBytes(rss),
        ]),
      ]);
      console.log(
        `peak RSS of this process: ${formatBytes(memory.peak())}${kind === 'postgres' ? ' (the PostgreSQL server runs apart)' : ''}`,
      );
    } finally {
      server.close();
      await database.dispose();
    }
  },
};
