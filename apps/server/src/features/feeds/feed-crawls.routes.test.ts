// Crawl now and a feed's runs (issue 5 "Operators"): platform admins only, through the scheduler's runner
// and claim lock. The feed is served from loopback and held open to catch the crawl while it runs.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { finishCrawlRun, insertCrawlRun, ZERO_COUNTS } from '../../crawl/crawl-runs.repository.js';
import { ensureFeedSource } from '../../crawl/feed-sources.repository.js';
import { berlinFeed } from '../../crawl/feeds/berlin.js';
import { demokrateamFeed } from '../../crawl/feeds/demokrateam.js';
import { answer, type FeedServer, startFeedServer } from '../../crawl/test-support/feed-server.js';
import { DRESDEN_2026 } from '../../crawl/test-support/fixtures.js';
import { type ApiClient, apiClient } from '../../test-support/api-client.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { createTestUser } from '../../test-support/test-users.js';

const DRESDEN_PATH = '/data_ext/versammlungsuebersicht/Versammlungen.json';

describe('Crawl now and feed runs', () => {
  let testApp: TestApp;
  let server: FeedServer;
  let client: ApiClient;
  let admin: { headers: { authorization: string } };
  let user: { headers: { authorization: string } };
  /** While true, requests for the Dresden list wait in `held` for the test to answer them. */
  let holding = false;
  const held: Array<() => void> = [];

  beforeAll(async () => {
    server = await startFeedServer();
    server.routes.set('/robots.txt', answer(404, ''));
    const list = DRESDEN_2026();
    server.routes.set(DRESDEN_PATH, (request: IncomingMessage, response: ServerResponse) => {
      const send = () => answer(200, list)(request, response);
      if (holding) held.push(send);
      else send();
    });
    // Berlin's list is missing here: its crawls fail at once (404 is not retried).
    const { crawl } = loadConfig({
      FEED_DRESDEN_URL: `${server.baseUrl}${DRESDEN_PATH}`,
      FEED_BERLIN_URL: `${server.baseUrl}/berlin.json`,
    });
    testApp = await startTestApp({ config: { crawl: { ...crawl, enabled: false } } });
    client = apiClient(testApp.baseUrl);
    const adminUser = await createTestUser(testApp.db, testApp.config, { admin: true });
    const plainUser = await createTestUser(testApp.db, testApp.config);
    admin = { headers: { authorization: adminUser.authorization } };
    user = { headers: { authorization: plainUser.authorization } };
  });
  afterAll(async () => {
    await testApp?.close();
    await server?.close();
  });

  const lastRun = async (feed: string) => {
    const { data } = await client.GET('/v1/feeds/{feed}/runs', {
      params: { path: { feed }, query: { limit: 1 } },
      ...admin,
    });
    return data?.[0];
  };

  it('answers 401 without credentials and 403 for a user who is not a platform admin', async () => {
    const params = { path: { feed: 'dresden' } };
    const anonymousCrawl = await client.POST('/v1/feeds/{feed}/crawl', { params });
    const userCrawl = await client.POST('/v1/feeds/{feed}/crawl', { params, ...user });
    const anonymousRuns = await client.GET('/v1/feeds/{feed}/runs', { params });
    const userRuns = await client.GET('/v1/feeds/{feed}/runs', { params, ...user });
    expect([anonymousCrawl, userCrawl, anonymousRuns, userRuns].map((r) => r.response.status)).toEqual([
      401, 403, 401, 403,
    ]);
    expect(server.requests).not.toContain(DRESDEN_PATH);
  });

  it('answers 404 for a feed it does not know', async () => {
    const params = { path: { feed: 'hamburg' } };
    const crawl = await client.POST('/v1/feeds/{feed}/crawl', { params, ...admin });
    const runs = await client.GET('/v1/feeds/{feed}/runs', { params, ...admin });
    expect([crawl.response.status, runs.response.status]).toEqual([404, 404]);
  });

  it('starts a crawl (202 with the run id), refuses a second one while it runs (409), then records it', async () => {
    holding = true;
    const params = { path: { feed: 'dresden' } };
    const started = await client.POST('/v1/feeds/{feed}/crawl', { params, ...admin });
    expect(started.response.status).toBe(202);
    const runId = started.data?.run_id;
    expect(await lastRun('dresden')).toMatchObject({ id: runId, trigger: 'admin', status: 'running' });

    const second = await client.POST('/v1/feeds/{feed}/crawl', { params, ...admin });
    expect(second.response.status).toBe(409);
    expect(second.error).toEqual({ detail: 'A crawl of this feed is running' });

    holding = false;
    for (const send of held.splice(0)) send();
    await expect.poll(async () => (await lastRun('dresden'))?.status, { timeout: 50_000 }).toBe('ok');
    const run = await lastRun('dresden');
    expect(run).toMatchObject({ id: runId, error: null });
    expect(run?.rows_fetched).toBeGreaterThan(0);
    expect(Date.parse(run?.finished_at ?? '')).toBeGreaterThanOrEqual(Date.parse(run?.started_at ?? ''));
    const { data: feeds } = await client.GET('/v1/feeds');
    expect(feeds?.find((f) => f.name === 'dresden')).toMatchObject({
      health: 'ok',
      last_checked_at: run?.finished_at,
    });
  });

  it('refuses while another process crawls the feed, unless that run was abandoned an interval ago', async () => {
    await ensureFeedSource(testApp.db, berlinFeed, 'feeds@example.org');
    const params = { path: { feed: 'berlin' } };
    const scheduled = await insertCrawlRun(testApp.db, 'berlin', 'schedule', new Date());
    const refused = await client.POST('/v1/feeds/{feed}/crawl', { params, ...admin });
    expect(refused.response.status).toBe(409);
    await finishCrawlRun(testApp.db, scheduled, {
      status: 'failed',
      finishedAt: new Date(),
      rowsFetched: null,
      counts: ZERO_COUNTS,
      rejected: [],
      error: 'test',
    });
    const intervalAgo = new Date(Date.now() - (testApp.config.crawl.intervalMinutes + 1) * 60_000);
    await insertCrawlRun(testApp.db, 'berlin', 'schedule', intervalAgo);
    const accepted = await client.POST('/v1/feeds/{feed}/crawl', { params, ...admin });
    expect(accepted.response.status).toBe(202);
    await expect.poll(async () => (await lastRun('berlin'))?.status, { timeout: 50_000 }).toBe('failed');
    expect(await lastRun('berlin')).toMatchObject({
      id: accepted.data?.run_id,
      trigger: 'admin',
      rows_fetched: null,
      error: expect.stringContaining('HTTP 404'),
    });
  });

  it('lists runs newest first, at most limit', async () => {
    await ensureFeedSource(testApp.db, demokrateamFeed, 'feeds@example.org');
    const hourAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    await insertCrawlRun(testApp.db, 'demokrateam', 'schedule', hourAgo(3));
    await insertCrawlRun(testApp.db, 'demokrateam', 'cli', hourAgo(1));
    await insertCrawlRun(testApp.db, 'demokrateam', 'admin', hourAgo(2));
    const { data } = await client.GET('/v1/feeds/{feed}/runs', {
      params: { path: { feed: 'demokrateam' }, query: { limit: 2 } },
      ...admin,
    });
    expect(data?.map((run) => run.trigger)).toEqual(['cli', 'admin']);
    expect(data?.[0]).toMatchObject({ status: 'running', finished_at: null, new_count: 0, error: null });
  });
});
