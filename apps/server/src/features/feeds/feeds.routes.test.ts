import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishCrawlRun, insertCrawlRun, ZERO_COUNTS } from '../../crawl/crawl-runs.repository.js';
import { ensureFeedSource } from '../../crawl/feed-sources.repository.js';
import { berlinFeed } from '../../crawl/feeds/berlin.js';
import { dresdenFeed } from '../../crawl/feeds/dresden.js';
import { type ApiClient, apiClient } from '../../test-support/api-client.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { createTestUser } from '../../test-support/test-users.js';

describe('GET /v1/feeds', () => {
  let testApp: TestApp;
  let client: ApiClient;

  beforeAll(async () => {
    testApp = await startTestApp();
    client = apiClient(testApp.baseUrl);
    const db = testApp.db;
    await ensureFeedSource(db, berlinFeed, 'feeds@example.org');
    await ensureFeedSource(db, dresdenFeed, 'feeds@example.org');
    const now = Date.now();
    const run = async (feed: string, minutesAgo: number, status: 'ok' | 'failed', error: string | null) => {
      const id = await insertCrawlRun(db, feed, 'schedule', new Date(now - minutesAgo * 60_000));
      await finishCrawlRun(db, id, {
        status,
        finishedAt: new Date(now - minutesAgo * 60_000 + 1000),
        rowsFetched: status === 'ok' ? 1512 : null,
        counts: ZERO_COUNTS,
        rejected: [],
        error,
      });
    };
    await run('berlin', 90, 'ok', null);
    await run('berlin', 30, 'ok', null);
    await run('dresden', 120, 'ok', null);
    await run('dresden', 60, 'failed', 'HTTP 500 from https://www.dresden.de/…');
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('lists every feed with its source, last successful crawl and health, to anyone', async () => {
    const { data, response } = await client.GET('/v1/feeds');
    expect(response.status).toBe(200);
    expect(data?.map((f) => [f.name, f.health, f.source_name])).toEqual([
      ['berlin', 'ok', 'Polizei Berlin'],
      ['dresden', 'failing', 'Landeshauptstadt Dresden'],
      ['friedenskooperative', 'never', null],
      ['demokrateam', 'never', null],
    ]);
    const [berlin, dresden] = data ?? [];
    expect(berlin).toMatchObject({ last_rows: 1512, last_error: null, interval_minutes: 60 });
    expect(Date.now() - Date.parse(berlin?.last_checked_at ?? '')).toBeLessThan(31 * 60_000);
    expect(dresden).toMatchObject({ health: 'failing', last_error: null });
    expect(Date.parse(dresden?.last_checked_at ?? '')).toBeLessThan(Date.parse(dresden?.last_run_at ?? ''));
  });

  // Issue 17 finding 7: a failure's text names URLs and servers' answers; the public sees the health only.
  it('shows why a crawl failed to platform admins only: not to anonymous callers, other users or a bad token', async () => {
    const errorsFor = async (authorization?: string) => {
      const { data, response } = await client.GET('/v1/feeds', {
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.status).toBe(200);
      return data?.map((feed) => feed.last_error);
    };
    const admin = await createTestUser(testApp.db, testApp.config, { admin: true });
    const user = await createTestUser(testApp.db, testApp.config);
    expect(await errorsFor(admin.authorization)).toEqual([
      null,
      'HTTP 500 from https://www.dresden.de/…',
      null,
      null,
    ]);
    for (const authorization of [undefined, user.authorization, 'Bearer not-a-token']) {
      expect(await errorsFor(authorization)).toEqual([null, null, null, null]);
    }
  });
});
