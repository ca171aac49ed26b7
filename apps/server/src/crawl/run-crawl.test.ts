// Failure injection (issue 5 "Tests"): a crawl that fails, times out, answers non-2xx, is cut off, parses
// to 0 rows or drops by half changes nothing and is recorded as failed. Feeds are served from loopback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { describeEachDatabase } from '../db/test-databases.js';
import { berlinFeed } from './feeds/berlin.js';
import { type CrawlSettings, crawlFeed } from './run-crawl.js';
import { insertTestPlaces } from './test-support/drafts.js';
import { answer, type FeedServer, hang, startFeedServer, truncated } from './test-support/feed-server.js';
import { BERLIN_DAY_1, BERLIN_DAY_2 } from './test-support/fixtures.js';

const JSON_PATH = '/polizei/versammlungen/index.php/index/all.json';
const PAGE_PATH = '/polizei/versammlungen/';

function settingsFor(server: FeedServer): CrawlSettings {
  const config = loadConfig({
    FEED_BERLIN_URL: `${server.baseUrl}${JSON_PATH}`,
    CRAWL_TIMEOUT_SECONDS: '1',
    LOG_LEVEL: 'silent',
  });
  return {
    crawl: config.crawl,
    publicUrl: 'http://localhost:8080',
    contactEmail: 'feeds@example.org',
    attempts: 2,
    backoffMs: 0,
  };
}

/** Everything a crawl could change, to compare before and after a failed one. */
async function snapshot(db: Db) {
  const events = await db
    .selectFrom('events')
    .select(['id', 'name', 'status', 'start_time', 'updated_at', 'deleted_at'])
    .orderBy('id')
    .execute();
  const items = await db
    .selectFrom('feed_items')
    .select(['id', 'payload_hash', 'missing_count', 'retired_at', 'last_seen_at'])
    .orderBy('id')
    .execute();
  const changes = await db.selectFrom('event_changes').select('id').execute();
  return { events, items, changes: changes.length };
}

describeEachDatabase('crawl runs against a local feed server', (getDb) => {
  let server: FeedServer;
  let settings: CrawlSettings;
  let day1: string;
  beforeAll(async () => {
    await insertTestPlaces(getDb());
    server = await startFeedServer();
    settings = settingsFor(server);
    day1 = BERLIN_DAY_1();
    server.routes.set('/robots.txt', answer(200, 'User-agent: *\nDisallow: /private/\n', 'text/plain'));
  });
  afterAll(async () => {
    await server.close();
  });

  const crawl = () =>
    crawlFeed(getDb(), berlinFeed, settings, { trigger: 'cli', now: new Date('2026-08-17T18:25:00Z') });

  it('a healthy crawl reads the JSON export and records an ok run with its counts', async () => {
    server.routes.set(JSON_PATH, answer(200, day1));
    const outcome = await crawl();
    expect(outcome).toMatchObject({ status: 'ok', rowsFetched: 1512, via: 'json', error: null });
    expect(outcome.counts.new_count).toBe(1512);
    const run = await getDb()
      .selectFrom('crawl_runs')
      .selectAll()
      .where('id', '=', outcome.runId as number)
      .executeTakeFirstOrThrow();
    expect(run).toMatchObject({
      feed: 'berlin',
      trigger: 'cli',
      status: 'ok',
      rows_fetched: 1512,
      new_count: 1512,
      error: null,
    });
    expect(run.finished_at).not.toBeNull();
  });

  it.each([
    ['HTTP 500', () => answer(500, 'Internal Server Error', 'text/plain'), /HTTP 500/],
    ['a timeout', () => hang, /timed out/],
    ['a truncated body', () => truncated(BERLIN_DAY_2()), /JSON|body|terminated|Unexpected/i],
    [
      'an empty list',
      () => answer(200, '{"messages":{"success":true},"results":{"count":0},"index":[]}'),
      /0 rows where the last successful crawl had 1512/,
    ],
    [
      'half the rows',
      () => {
        const body = JSON.parse(BERLIN_DAY_2()) as { index: unknown[] };
        return answer(200, JSON.stringify({ ...body, index: body.index.slice(0, 700) }));
      },
      /dropped from 1512 to 700/,
    ],
  ])('%s changes nothing and is recorded as failed', async (_name, handler, message) => {
    server.routes.set(JSON_PATH, handler());
    const before = await snapshot(getDb());
    const outcome = await crawl();
    expect(outcome.status).toBe('failed');
    expect(outcome.error).toMatch(message);
    expect(await snapshot(getDb())).toEqual(before);
    const run = await getDb()
      .selectFrom('crawl_runs')
      .selectAll()
      .where('id', '=', outcome.runId as number)
      .executeTakeFirstOrThrow();
    expect(run).toMatchObject({ status: 'failed', new_count: 0, updated_count: 0, cancelled_count: 0 });
    expect(run.error).toMatch(message);
  });

  it('falls back to the HTML table when the JSON export fails', async () => {
    server.routes.set(JSON_PATH, answer(503, 'busy', 'text/plain'));
    const rows = (JSON.parse(day1) as { index: Record<string, string>[] }).index;
    // The export's text is already HTML-escaped (it carries '&#8594;'), so it goes into the cells as is.
    const cell = (header: string, value: string) =>
      `<td class="text" headers="${header}">${value.replace(/</g, '&lt;')}</td>`;
    const html = `<table><thead><tr><th id="Datum">Datum</th></tr></thead><tbody>${rows
      .map(
        (r) =>
          `<tr>${cell('Datum', r.datum ?? '')}${cell('Von', r.von ?? '')}${cell('Bis', r.bis ?? '')}${cell('Thema', r.thema ?? '')}${cell('PLZ', r.plz ?? '')}${cell('Versammlungsort', r.strasse_nr ?? '')}${cell('Aufzugsstrecke', r.aufzugsstrecke ?? '')}</tr>`,
      )
      .join('\n')}</tbody></table>`;
    server.routes.set(PAGE_PATH, answer(200, html, 'text/html'));
    const outcome = await crawl();
    expect(outcome).toMatchObject({ status: 'ok', via: 'html', rowsFetched: 1512 });
    expect(outcome.counts).toMatchObject({ new_count: 0, unchanged_count: 1512 });
  });

  it('honours robots.txt and sends an identifying User-Agent', async () => {
    let userAgent = '';
    server.routes.set(JSON_PATH, (request, response) => {
      userAgent = request.headers['user-agent'] ?? '';
      response.writeHead(200, { 'content-type': 'application/json' }).end(day1);
    });
    await crawl();
    expect(userAgent).toMatch(/^AssemblyFinder\/1\.0 \(\+http:\/\/localhost:8080; feeds@example\.org\)$/);

    server.routes.set(
      '/robots.txt',
      answer(200, 'User-agent: AssemblyFinder\nDisallow: /polizei/\n', 'text/plain'),
    );
    const before = await snapshot(getDb());
    const requestsBefore = server.requests.length;
    const outcome = await crawl();
    expect(outcome).toMatchObject({ status: 'failed' });
    expect(outcome.error).toMatch(/robots\.txt .* disallows/);
    expect(server.requests.slice(requestsBefore)).toEqual(['/robots.txt']);
    expect(await snapshot(getDb())).toEqual(before);
    // RFC 9309: a robots.txt that answers 5xx means "disallow all" until it can be read.
    server.routes.set('/robots.txt', answer(503, 'busy', 'text/plain'));
    const unreadable = await crawl();
    expect(unreadable.error).toMatch(/robots\.txt .* could not be read \(HTTP 503/);
    expect(await snapshot(getDb())).toEqual(before);
    server.routes.set('/robots.txt', answer(200, 'User-agent: *\nDisallow: /private/\n', 'text/plain'));
  });

  it('a dry run reports the next day and records no run', async () => {
    server.routes.set(JSON_PATH, answer(200, BERLIN_DAY_2()));
    const runsBefore = await getDb().selectFrom('crawl_runs').select('id').execute();
    const outcome = await crawlFeed(getDb(), berlinFeed, settings, {
      trigger: 'cli',
      now: new Date('2026-08-18T12:27:00Z'),
      dryRun: true,
    });
    expect(outcome).toMatchObject({ status: 'ok', runId: null });
    expect(outcome.counts).toMatchObject({ new_count: 18, updated_count: 8, expired_count: 20 });
    expect(await getDb().selectFrom('crawl_runs').select('id').execute()).toEqual(runsBefore);
  });
});

describe('crawl settings', () => {
  it('point the feeds at the configured URLs, defaulting to the real public lists', () => {
    const config = loadConfig({});
    expect(config.crawl.feedUrls.berlin).toBe(
      'https://www.berlin.de/polizei/service/versammlungsbehoerde/versammlungen-aufzuege/index.php/index/all.json',
    );
    expect(config.crawl).toMatchObject({ enabled: true, intervalMinutes: 60 });
  });
});
