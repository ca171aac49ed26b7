import { readFile } from 'node:fs/promises';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAllowedByRobots } from '../../crawl/http/robots.js';
import { availableEngines } from '../../db/test-databases.js';
import { createFakeWebDist, type FakeWebDist, isFakeIndexPage } from '../../test-support/fake-web-dist.js';
import { rawRequest } from '../../test-support/raw-http.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { insertWriteWorld, type WriteWorld } from '../events/event-writes.test-support.js';
import { slugFor } from '../export/event-page-url.js';
import { insertSource } from '../sources/sources.test-support.js';
import { MAX_URLS_PER_FILE, PUBLIC_SCREEN_PATHS } from './sitemap.js';
import { sitemapRoutes } from './sitemap.routes.js';

const PUBLIC_URL = 'https://assembly.example.org';
// The same routes mounted under /small with 10 URLs a file (5 pages in en and de), to see the index.
const SMALL = '/small';
const SMALL_URLS_PER_FILE = 10;

interface UrlEntry {
  loc: string;
  lastmod?: string;
  'xhtml:link': { '@_hreflang': string; '@_href': string }[];
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name),
});

function parseXml(text: string): {
  urlset?: { url?: UrlEntry[] };
  sitemapindex?: { sitemap: { loc: string }[] };
} {
  expect(XMLValidator.validate(text)).toBe(true);
  return parser.parse(text);
}

// Issue 18: robots.txt and the sitemap of public pages, over real HTTP on both databases, with the
// built web app's files and SPA fallback in place (a fake dist), so the fallback is seen not to swallow them.
describe.each(availableEngines())('robots.txt and sitemap.xml [%s]', (engine) => {
  let testApp: TestApp;
  let dist: FakeWebDist;
  let world: WriteWorld;
  const ids = { listed: [] as number[], hidden: [] as number[] };
  let rejectedSourceId = 0;
  const url = (path: string) => `${testApp.baseUrl}${path}`;

  async function insertEvent(name: string, sourceId: number | null, deleted = false): Promise<number> {
    const { id } = await testApp.db
      .insertInto('events')
      .values({
        name,
        description: 'Candles at dusk.',
        event_type_id: world.eventTypeIds[0],
        locations: JSON.stringify([
          { geography: { type: 'Point', coordinates: [6.96, 50.94] }, city: 'Köln' },
        ]),
        start_time: new Date(Date.now() + 86_400_000),
        organising_source_id: sourceId,
        deleted_at: deleted ? new Date() : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  beforeAll(async () => {
    dist = await createFakeWebDist();
    testApp = await startTestApp({
      engine,
      config: { publicUrl: PUBLIC_URL, webDistDir: dist.dir },
      routes: async (app, db) => {
        await app.register(sitemapRoutes, {
          prefix: SMALL,
          db,
          config: { publicUrl: PUBLIC_URL },
          urlsPerFile: SMALL_URLS_PER_FILE,
        });
      },
    });
    world = await insertWriteWorld(testApp.db, testApp.config);
    rejectedSourceId = await insertSource(testApp.db, world.taxonomy, {
      status: 'rejected',
      name: 'Abgelehnt',
    });
    ids.listed.push(
      await insertEvent('Mahnwache am Rathaus', world.sourceId),
      await insertEvent('Straßenfest für alle', world.otherSourceId),
      await insertEvent('Versammlung ohne Quelle', null),
    );
    ids.hidden.push(
      await insertEvent('Pending secret vigil', world.pendingSourceId),
      await insertEvent('Rejected secret vigil', rejectedSourceId),
      await insertEvent('Deleted rally', world.sourceId, true),
    );
  }, 120_000);
  afterAll(async () => {
    await testApp?.close();
    await dist?.remove();
  });

  async function sourceNames(): Promise<Map<number, string>> {
    const rows = await testApp.db.selectFrom('sources').select(['id', 'name']).execute();
    return new Map(rows.map((row) => [row.id, row.name]));
  }
  async function eventNames(): Promise<Map<number, string>> {
    const rows = await testApp.db.selectFrom('events').select(['id', 'name']).execute();
    return new Map(rows.map((row) => [row.id, row.name]));
  }
  const both = (path: string) => [`${PUBLIC_URL}/en${path}`, `${PUBLIC_URL}/de${path}`];

  it('robots.txt allows the public pages, keeps crawlers off account and admin screens, names the sitemap', async () => {
    const response = await rawRequest(url('/robots.txt'));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    // The security headers of every response are there too.
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const lines = response.body.toString().split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const language of ['en', 'de']) {
      for (const path of [
        'admin',
        'login',
        'register',
        'settings',
        'alerts',
        'saved',
        'administrated-sources',
      ]) {
        expect(lines).toContain(`Disallow: /${language}/${path}`);
      }
      expect(lines).toContain(`Disallow: /${language}/events/*/edit`);
      expect(lines).toContain(`Disallow: /${language}/sources/*/edit`);
    }
    // Read as a crawler reads it (the crawler's own RFC 9309 matcher, wildcards included): the public
    // pages and the API the rendered pages call are open, the private screens closed.
    const robots = response.body.toString();
    const open = ['/en', '/de/events', '/en/events/1--x', '/de/sources/2--y', '/en/about', '/v1/event/1'];
    for (const path of open) expect(isAllowedByRobots(robots, 'Googlebot', path), path).toBe(true);
    const closed = [
      '/de/admin',
      '/en/events/1--x/edit',
      '/de/sources/2--y/edit',
      '/en/events/create?source=1',
    ];
    for (const path of closed) expect(isAllowedByRobots(robots, 'Googlebot', path), path).toBe(false);
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('sitemap.xml lists the public screens, approved sources and public events in en and de, and nothing else', async () => {
    const response = await rawRequest(url('/sitemap.xml'));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    const urls = parseXml(response.body.toString()).urlset?.url ?? [];
    const locs = urls.map((entry) => entry.loc);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.length).toBeLessThanOrEqual(MAX_URLS_PER_FILE);

    const sources = await sourceNames();
    const events = await eventNames();
    const expected = [
      ...both(''),
      ...both('/events'),
      ...both('/sources'),
      ...both('/about'),
      ...[world.sourceId, world.otherSourceId].flatMap((id) =>
        both(`/sources/${slugFor(id, sources.get(id) ?? '')}`),
      ),
      ...ids.listed.flatMap((id) => both(`/events/${slugFor(id, events.get(id) ?? '')}`)),
    ];
    expect(locs).toEqual(expect.arrayContaining(expected));
    expect(locs).toContain(`${PUBLIC_URL}/de/events/${ids.listed[1]}--strassenfest-fur-alle`);
    // Never a pending or rejected source, nor their events, nor a deleted event, nor a private screen.
    for (const id of [world.pendingSourceId, rejectedSourceId]) {
      expect(locs.filter((loc) => loc.includes(`/sources/${id}`))).toEqual([]);
    }
    for (const id of ids.hidden) expect(locs.filter((loc) => loc.includes(`/events/${id}`))).toEqual([]);
    expect(response.body.toString()).not.toMatch(/secret|Abgelehnt|Deleted/i);
    expect(locs.filter((loc) => /\/(admin|login|settings|alerts|saved)\b|\/edit$/.test(loc))).toEqual([]);
    // Exactly the screens, sources and events: two languages each.
    expect(locs).toHaveLength(2 * (PUBLIC_SCREEN_PATHS.length + 2 + ids.listed.length));

    // Each entry names its page in both languages; data pages carry their last change.
    const event = urls.find((entry) =>
      entry.loc.endsWith(`/en/events/${ids.listed[0]}--mahnwache-am-rathaus`),
    );
    expect(event?.['xhtml:link'].map((link) => [link['@_hreflang'], link['@_href']])).toEqual([
      ['en', `${PUBLIC_URL}/en/events/${ids.listed[0]}--mahnwache-am-rathaus`],
      ['de', `${PUBLIC_URL}/de/events/${ids.listed[0]}--mahnwache-am-rathaus`],
    ]);
    expect(Number.isNaN(Date.parse(event?.lastmod ?? ''))).toBe(false);
  });

  it('uses the web app’s own route paths (apps/web/src/paths.ts)', async () => {
    const pathsTs = await readFile(new URL('../../../../web/src/paths.ts', import.meta.url), 'utf8');
    for (const path of PUBLIC_SCREEN_PATHS) expect(pathsTs, path).toContain(`: '${path}',`);
    expect(pathsTs).toContain("eventDetail: 'events/:eventSlug',");
    expect(pathsTs).toContain("sourceDetail: 'sources/:sourceSlug',");
  });

  it('beyond the bound per file, becomes a sitemap index whose files together hold the same list', async () => {
    const whole = parseXml((await rawRequest(url('/sitemap.xml'))).body.toString()).urlset?.url ?? [];
    const index = await rawRequest(url(`${SMALL}/sitemap.xml`));
    expect(index.status).toBe(200);
    const files = parseXml(index.body.toString()).sitemapindex?.sitemap.map((entry) => entry.loc) ?? [];
    expect(files.length).toBe(Math.ceil(whole.length / SMALL_URLS_PER_FILE));
    expect(files[0]).toBe(`${PUBLIC_URL}/sitemaps/1.xml`);
    const listed: string[] = [];
    for (const file of files) {
      const response = await rawRequest(url(`${SMALL}${new URL(file).pathname}`));
      expect(response.status, file).toBe(200);
      const locs = (parseXml(response.body.toString()).urlset?.url ?? []).map((entry) => entry.loc);
      expect(locs.length, file).toBeLessThanOrEqual(SMALL_URLS_PER_FILE);
      expect(locs.length, file).toBeGreaterThan(0);
      listed.push(...locs);
    }
    expect(listed).toEqual(whole.map((entry) => entry.loc));
    const past = await rawRequest(url(`${SMALL}/sitemaps/${files.length + 1}.xml`));
    expect(past.status).toBe(404);
  });

  it('is never swallowed by the SPA fallback: a missing sitemap file is a 404, not index.html', async () => {
    for (const path of ['/sitemaps/2.xml', '/sitemaps/0.xml', '/sitemaps/x.xml', '/sitemaps/1.xml/more']) {
      const response = await rawRequest(url(path));
      expect(response.status, path).toBe(404);
      expect(response.headers['content-type'], path).toMatch(/^application\/json/);
    }
    expect((await rawRequest(url('/sitemaps/1.xml'))).status).toBe(200);
    // Pages of the app still get index.html (with their own head).
    const page = await rawRequest(url('/de/about'));
    expect(isFakeIndexPage(page.body.toString())).toBe(true);
  });
});
