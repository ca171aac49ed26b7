import { load } from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../../test-support/raw-http.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { insertWriteWorld, type WriteWorld } from '../events/event-writes.test-support.js';

const PUBLIC_URL = 'https://assembly.example.org';
const DAY_MS = 24 * 3_600_000;

// Issue 18: the embeddable widget over real HTTP; framing from another origin in Chromium is e2e/embed.e2e.ts.
describe('GET /embed', () => {
  let testApp: TestApp;
  let world: WriteWorld;

  async function insertEvent(name: string, sourceId: number, days: number, cancelled = false) {
    await testApp.db
      .insertInto('events')
      .values({
        name,
        description: 'Walk with us.',
        event_type_id: world.eventTypeIds[0],
        locations: JSON.stringify([
          { geography: { type: 'Point', coordinates: [6.96, 50.94] }, city: 'Köln' },
        ]),
        start_time: new Date(Date.now() + days * DAY_MS),
        organising_source_id: sourceId,
        status: cancelled ? 'cancelled' : 'scheduled',
      })
      .execute();
  }

  beforeAll(async () => {
    testApp = await startTestApp({ config: { publicUrl: PUBLIC_URL } });
    world = await insertWriteWorld(testApp.db, testApp.config);
    await insertEvent('Vigil <b>for</b> peace', world.sourceId, 1);
    await insertEvent('Cancelled march', world.sourceId, 2, true);
    await insertEvent('Other source rally', world.otherSourceId, 3);
    await insertEvent('Pending secret vigil', world.pendingSourceId, 4);
    await insertEvent('Past rally', world.sourceId, -3);
  }, 120_000);
  afterAll(() => testApp?.close());

  const get = (path: string) => rawRequest(`${testApp.baseUrl}${path}`);
  const header = (response: { headers: Record<string, string | string[] | undefined> }, name: string) =>
    response.headers[name];

  it.each([
    ['en', 'Upcoming events of', 'Cancelled'],
    ['de', 'Kommende Veranstaltungen von', 'Abgesagt'],
  ] as const)(
    'lists a source’s upcoming events in %s, linked to their pages, and may be framed by any site',
    async (language, heading, cancelled) => {
      const response = await get(`/embed?source_id=${world.sourceId}&language=${language}`);
      expect(response.status).toBe(200);
      expect(header(response, 'content-type')).toBe('text/html; charset=utf-8');
      const csp = String(header(response, 'content-security-policy'));
      expect(csp).toContain('frame-ancestors *');
      expect(csp).toContain("default-src 'none'");
      expect(csp).not.toContain('script-src');
      expect(header(response, 'x-frame-options')).toBeUndefined();
      const $ = load(response.body.toString());
      expect($('html').attr('lang')).toBe(language === 'en' ? 'en-US' : 'de-DE');
      expect($('h1').text()).toContain(heading);
      expect($('script').length).toBe(0);
      const links = $('li a')
        .toArray()
        .map((a) => [$(a).text(), $(a).attr('href'), $(a).attr('target')]);
      expect(links.map(([name]) => name)).toEqual(['Vigil <b>for</b> peace', 'Cancelled march']);
      expect(links[0]?.[1]).toMatch(
        new RegExp(`^${PUBLIC_URL}/${language}/events/\\d+--vigil-b-for-b-peace$`),
      );
      expect(links[0]?.[2]).toBe('_blank');
      expect($('li').eq(1).text()).toContain(cancelled);
      // The inline stylesheet is the one the CSP's hash allows.
      const style = $('style').text();
      const { createHash } = await import('node:crypto');
      expect(csp).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    },
  );

  it('lists an area’s upcoming events with the export criteria', async () => {
    const response = await get('/embed?latitude=50.94&longitude=6.96&radius_km=5&limit=2');
    const $ = load(response.body.toString());
    expect(
      $('li a')
        .toArray()
        .map((a) => $(a).text()),
    ).toEqual(['Vigil <b>for</b> peace', 'Cancelled march']);
    expect((await get('/embed?radius_km=-1')).status).toBe(422);
  });

  it('shows nothing of a source that is not approved', async () => {
    const response = await get(`/embed?source_id=${world.pendingSourceId}`);
    expect(response.status).toBe(200);
    expect(response.body.toString()).not.toContain('Pending secret vigil');
    expect(load(response.body.toString())('p').text()).toBe('This source is not listed.');
  });

  it('leaves every other response unframable', async () => {
    for (const path of ['/v1/topic/', '/health', '/robots.txt']) {
      const response = await get(path);
      expect(String(header(response, 'content-security-policy')), path).toContain("frame-ancestors 'none'");
      expect(header(response, 'x-frame-options'), path).toBe('SAMEORIGIN');
    }
  });
});
