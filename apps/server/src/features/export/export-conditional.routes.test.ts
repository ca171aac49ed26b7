import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { availableEngines } from '../../db/test-databases.js';
import { type ApiClient, apiClient } from '../../test-support/api-client.js';
import { rawRequest } from '../../test-support/raw-http.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import type { EventWriteBody } from '../events/event-writes.schemas.js';
import { eventBody, insertWriteWorld, type WriteWorld } from '../events/event-writes.test-support.js';
import { parseIcs, parseRss } from './feed-parsers.test-support.js';

const PUBLIC_URL = 'https://assembly.example.org';
const DAY_MS = 24 * 3_600_000;
// Events of the write world are in Köln; this perimeter holds them all.
const AREA = 'latitude=50.94&longitude=6.96&radius_km=5';
const ICS_FEED = `/v1/export/ics/events.ics?${AREA}&limit=20`;
const RSS_FEED = `/v1/export/rss/feed?${AREA}&limit=20&alert_name=K%C3%B6ln`;
const GEOJSON_FEED = `/v1/export/geojson?${AREA}&limit=20`;

// Decision 019 over real HTTP on both databases: validators, 304s without rendering, the rendered-feed cache,
// and an ETag that moves with every change a subscriber must see. Requests go through node:http, so
// Accept-Encoding is what each test sends.
describe.each(availableEngines())(
  'export feeds: conditional requests and the rendered-feed cache [%s]',
  (engine) => {
    let testApp: TestApp;
    let client: ApiClient;
    let world: WriteWorld;

    beforeAll(async () => {
      // Room for a few feeds of this world (1–3 KB each), so the bound test can push the first one out.
      testApp = await startTestApp({ engine, config: { publicUrl: PUBLIC_URL, feedCacheBytes: 24_000 } });
      client = apiClient(testApp.baseUrl);
      world = await insertWriteWorld(testApp.db, testApp.config);
      for (const day of [3, 4, 5]) await createEvent({ name: `Rally on day ${day}`, ...startsIn(day) });
    }, 120_000);
    afterAll(() => testApp?.close());

    const startsIn = (days: number) => ({
      start_time: new Date(Date.now() + days * DAY_MS).toISOString(),
      end_time: new Date(Date.now() + days * DAY_MS + 3_600_000).toISOString(),
    });
    const headers = () => ({ authorization: world.sourceAdmin.authorization });
    async function createEvent(overrides: Partial<EventWriteBody>): Promise<number> {
      const { data, response } = await client.POST('/v1/event/new', {
        body: eventBody(world, overrides),
        headers: headers(),
      });
      expect(response.status).toBe(201);
      return data?.id as number;
    }
    async function editEvent(id: number, overrides: Partial<EventWriteBody>): Promise<void> {
      const { data } = await client.GET('/v1/event/{event_id}', { params: { path: { event_id: id } } });
      const body = { ...eventBody(world), ...data, ...overrides } as EventWriteBody;
      const { response } = await client.PUT('/v1/event/{event_id}', {
        params: { path: { event_id: id } },
        body,
        headers: headers(),
      });
      expect(response.status).toBe(200);
    }

    const get = (path: string, requestHeaders: Record<string, string> = {}) =>
      rawRequest(`${testApp.baseUrl}${path}`, { headers: requestHeaders });
    const header = (response: { headers: Record<string, string | string[] | undefined> }, name: string) => {
      const value = response.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    const etagOf = async (path: string) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      return header(response, 'etag') ?? expect.unreachable('no ETag');
    };

    it.each([
      ['events.ics', ICS_FEED],
      ['the RSS feed', RSS_FEED],
      ['the GeoJSON export', GEOJSON_FEED],
    ])(
      '%s: a strong ETag and Last-Modified; 304 without a body to If-None-Match and to If-Modified-Since',
      async (_name, path) => {
        const first = await get(path);
        expect(first.status).toBe(200);
        const etag = header(first, 'etag') ?? '';
        const lastModified = header(first, 'last-modified') ?? '';
        expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
        expect(Date.parse(lastModified)).toBeLessThanOrEqual(Date.now());
        expect(header(first, 'cache-control')).toBe('public, max-age=300');

        for (const conditions of [
          { 'if-none-match': etag } as Record<string, string>,
          { 'if-none-match': `"other", W/${etag}` },
          { 'if-modified-since': lastModified },
        ]) {
          const again = await get(path, conditions);
          expect(again.status).toBe(304);
          expect(again.body.length).toBe(0);
          expect(header(again, 'etag')).toBe(etag);
          expect(header(again, 'cache-control')).toBe('public, max-age=300');
          expect(header(again, 'vary')).toContain('accept-encoding');
        }
        // If-None-Match decides when both are sent (RFC 9110 §13.2.2).
        const stale = await get(path, { 'if-none-match': '"other"', 'if-modified-since': lastModified });
        expect(stale.status).toBe(200);
        expect(stale.body.equals(first.body)).toBe(true);
        // A date before the last change is not a match.
        const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString();
        expect((await get(path, { 'if-modified-since': earlier })).status).toBe(200);
      },
    );

    it('event.ics answers 304 to its ETag, and a new one once the event changes', async () => {
      const id = await createEvent({ name: 'Single export', ...startsIn(6) });
      const path = `/v1/export/ics/event.ics?event_id=${id}`;
      const etag = await etagOf(path);
      expect((await get(path, { 'if-none-match': etag })).status).toBe(304);
      await editEvent(id, { name: 'Single export, new place' });
      const changed = await get(path, { 'if-none-match': etag });
      expect(changed.status).toBe(200);
      expect(header(changed, 'etag')).not.toBe(etag);
      expect(parseIcs(changed.body.toString()).events[0]?.summary).toBe('Single export, new place');
    });

    it('the ETag moves when a listed event is created, edited, cancelled or deleted, or its source hidden', async () => {
      // Each change against the state before it (after the deletion the list is again the one of the start,
      // and so is its ETag: it names the content).
      let previous = { ics: '', rss: '', geojson: '' };
      const expectNewEtag = async (change: string) => {
        const current = {
          ics: await etagOf(ICS_FEED),
          rss: await etagOf(RSS_FEED),
          geojson: await etagOf(GEOJSON_FEED),
        };
        expect(current.ics, `${change}: events.ics`).not.toBe(previous.ics);
        expect(current.rss, `${change}: RSS`).not.toBe(previous.rss);
        expect(current.geojson, `${change}: GeoJSON`).not.toBe(previous.geojson);
        previous = current;
        return current.ics;
      };
      await expectNewEtag('start');
      const id = await createEvent({ name: 'Created for the feed', ...startsIn(2) });
      let etag = await expectNewEtag('created');
      expect((await get(ICS_FEED, { 'if-none-match': etag })).status).toBe(304);

      await editEvent(id, { name: 'Edited for the feed' });
      etag = await expectNewEtag('edited');
      await editEvent(id, { status: 'cancelled' });
      const cancelled = await get(ICS_FEED, { 'if-none-match': etag });
      expect(cancelled.status).toBe(200);
      const event = parseIcs(cancelled.body.toString()).events.find(
        (e) => e.summary === 'Edited for the feed',
      );
      expect(event?.status).toBe('CANCELLED');
      etag = await expectNewEtag('cancelled');

      // A deletion leaves no listed row to date it: the list itself moves the ETag, and Last-Modified (when this
      // server first answered the new list) is later than the client's copy, or in its second and then not used.
      const before = await get(ICS_FEED);
      const { response } = await client.DELETE('/v1/event/{event_id}', {
        params: { path: { event_id: id } },
        headers: headers(),
      });
      expect(response.status).toBe(204);
      const afterDelete = await get(ICS_FEED, { 'if-modified-since': header(before, 'last-modified') ?? '' });
      expect(afterDelete.status).toBe(200);
      expect(parseIcs(afterDelete.body.toString()).events.map((e) => e.summary)).not.toContain(
        'Edited for the feed',
      );
      await expectNewEtag('deleted');

      // Hiding the source (no longer approved) takes its events out of every feed.
      await testApp.db
        .updateTable('sources')
        .set({ approval_status: 'pending' })
        .where('id', '=', world.sourceId)
        .execute();
      try {
        await expectNewEtag('source hidden');
        expect(parseIcs((await get(ICS_FEED)).body.toString()).events).toEqual([]);
      } finally {
        await testApp.db
          .updateTable('sources')
          .set({ approval_status: 'approved' })
          .where('id', '=', world.sourceId)
          .execute();
      }
    });

    it('serves repeated polls from the cache, shared by criteria that differ in order and letter case', async () => {
      const [a, b] = world.eventTypeIds;
      const path = `/v1/export/ics/events.ics?${AREA}&keyword=Rally%20day&type_ids=${b},${a}&limit=20`;
      const first = await get(path);
      expect(first.status, first.body.toString()).toBe(200);
      expect(parseIcs(first.body.toString()).events.length).toBeGreaterThan(0);
      const again = await get(path);
      expect(header(again, 'x-feed-cache')).toBe('hit');
      const reordered = await get(
        `/v1/export/ics/events.ics?limit=20&type_ids=${a}&type_ids=${b}&keyword=%20rally%20%20DAY&${AREA}&language=en`,
      );
      expect(header(reordered, 'x-feed-cache')).toBe('hit');
      expect(header(reordered, 'etag')).toBe(header(first, 'etag'));
      expect(reordered.body.equals(first.body)).toBe(true);
    });

    it('RSS feeds that differ only in the alert name or parameter order share a rendering, each with its own title and self link', async () => {
      const first = await get(`/v1/export/rss/feed?${AREA}&limit=7&alert_name=A`);
      expect(header(first, 'x-feed-cache')).toBe('miss');
      const otherPath = `/v1/export/rss/feed?alert_name=B%20%26%20C&limit=7&${AREA}`;
      const other = await get(otherPath);
      expect(header(other, 'x-feed-cache')).toBe('hit');
      expect(header(other, 'etag')).not.toBe(header(first, 'etag'));
      const { rss } = parseRss(other.body.toString());
      expect(rss.channel.title).toBe('B & C – Assembly Finder');
      expect(other.body.toString()).toContain(
        `<atom:link href="${PUBLIC_URL}${otherPath.replaceAll('&', '&amp;')}" rel="self"`,
      );
      expect((await get(otherPath, { 'if-none-match': header(other, 'etag') ?? '' })).status).toBe(304);
    });

    it('keeps at most its bound: distinct criteria push the least recently used feed out', async () => {
      const feed = (limit: number) => `/v1/export/ics/events.ics?${AREA}&limit=${limit}&offset=0`;
      expect(header(await get(feed(30)), 'x-feed-cache')).toBe('miss');
      expect(header(await get(feed(30)), 'x-feed-cache')).toBe('hit');
      for (let limit = 31; limit < 50; limit += 1) await get(feed(limit));
      const evicted = await get(feed(30));
      expect(header(evicted, 'x-feed-cache')).toBe('miss');
      // Without the cache the answer is still current: 304 to the ETag it had.
      expect((await get(feed(30), { 'if-none-match': header(evicted, 'etag') ?? '' })).status).toBe(304);
    });

    it('a second server copy on the same database sends the same ETags and answers 304 to the first one’s', async () => {
      const copy = await buildApp({ config: testApp.config, db: testApp.db });
      const copyUrl = await copy.listen({ host: '127.0.0.1', port: 0 });
      try {
        for (const path of [ICS_FEED, RSS_FEED]) {
          const etag = await etagOf(path);
          const fromCopy = await rawRequest(`${copyUrl}${path}`, { headers: { 'if-none-match': etag } });
          expect(fromCopy.status).toBe(304);
          expect(header(fromCopy, 'etag')).toBe(etag);
        }
      } finally {
        await copy.close();
      }
    });

    it.each([
      ['gzip', gunzipSync],
      ['br', brotliDecompressSync],
    ])(
      'compresses with %s once per feed, names the variant in its own ETag and answers 304 to it',
      async (coding, decode) => {
        for (const path of [ICS_FEED, RSS_FEED]) {
          const plain = await get(path, { 'accept-encoding': 'identity' });
          const zipped = await get(path, { 'accept-encoding': coding });
          expect(header(zipped, 'content-encoding')).toBe(coding);
          expect(header(zipped, 'vary')).toBe('accept-encoding');
          expect(decode(zipped.body).equals(plain.body)).toBe(true);
          const etag = header(zipped, 'etag') ?? '';
          expect(etag).toBe(`${(header(plain, 'etag') ?? '').slice(0, -1)}-${coding}"`);
          const again = await get(path, { 'accept-encoding': coding });
          expect(again.body.equals(zipped.body)).toBe(true);
          const revalidated = await get(path, { 'accept-encoding': coding, 'if-none-match': etag });
          expect(revalidated.status).toBe(304);
          expect(header(revalidated, 'etag')).toBe(etag);
        }
      },
    );

    describe('calendar reminders (issue 18)', () => {
      const VALARM_BLOCK = /BEGIN:VALARM\r\n[\s\S]*?END:VALARM\r\n/g;
      let eventId: number;
      beforeAll(async () => {
        eventId = await createEvent({ name: 'Reminder; rally, with \\ marks', ...startsIn(6) });
      });
      const paths = (): [string, string][] => [
        ['events.ics', ICS_FEED],
        ['event.ics', `/v1/export/ics/event.ics?event_id=${eventId}`],
      ];
      const body = async (path: string) => {
        const response = await get(path);
        expect(response.status).toBe(200);
        return response.body.toString('utf8');
      };

      it('adds a VALARM before each event’s start, read by ical.js; without the parameter the text is unchanged', async () => {
        for (const [, path] of paths()) {
          const plain = await body(path);
          for (const minutes of [90, 0, 10_080]) {
            const text = await body(`${path}&reminder_minutes=${minutes}`);
            const calendar = parseIcs(text);
            expect(calendar.events.length).toBeGreaterThan(0);
            for (const event of calendar.events) {
              expect(event.alarms).toEqual([
                {
                  action: 'DISPLAY',
                  triggerSeconds: minutes === 0 ? 0 : -minutes * 60,
                  related: undefined,
                  description: event.summary,
                },
              ]);
            }
            // The reminders are the only difference: the rest is byte for byte the calendar without them.
            expect(text.replace(VALARM_BLOCK, '')).toBe(plain);
          }
          // The library writes the duration in its largest units: 90 minutes are -PT1H30M.
          expect(await body(`${path}&reminder_minutes=90`)).toContain('\r\nTRIGGER:-PT1H30M\r\n');
          expect(parseIcs(plain).events.every((e) => e.alarms.length === 0)).toBe(true);
          expect(plain).not.toContain('VALARM');
        }
        const [mine] = parseIcs(await body(`${paths()[1]?.[1]}&reminder_minutes=30`)).events;
        expect(mine?.alarms[0]?.description).toBe('Reminder; rally, with \\ marks');
      });

      it.each(['-1', '10081', '1.5', 'soon'])(
        'answers 422 in the spec’s shape for reminder_minutes=%s',
        async (value) => {
          for (const [, path] of paths()) {
            const response = await get(`${path}&reminder_minutes=${value}`);
            expect(response.status).toBe(422);
            const answer = JSON.parse(response.body.toString('utf8'));
            expect(answer.detail[0].loc).toEqual(['query', 'reminder_minutes']);
            expect(typeof answer.detail[0].msg).toBe('string');
          }
        },
      );

      it('gives feeds with and without a reminder their own ETags and cache entries', async () => {
        for (const [, path] of paths()) {
          const plainEtag = await etagOf(path);
          const remindedPath = `${path}&reminder_minutes=45`;
          const first = await get(remindedPath, { 'if-none-match': plainEtag });
          expect(first.status).toBe(200);
          expect(header(first, 'x-feed-cache')).toBe('miss');
          const remindedEtag = header(first, 'etag');
          expect(remindedEtag).not.toBe(plainEtag);
          expect(await etagOf(`${path}&reminder_minutes=46`)).not.toBe(remindedEtag);
          const again = await get(remindedPath);
          expect(header(again, 'x-feed-cache')).toBe('hit');
          expect(header(again, 'etag')).toBe(remindedEtag);
          expect((await get(remindedPath, { 'if-none-match': remindedEtag ?? '' })).status).toBe(304);
          const plain = await get(path, { 'if-none-match': remindedEtag ?? '' });
          expect(plain.status).toBe(200);
          expect(header(plain, 'x-feed-cache')).toBe('hit');
          expect(header(plain, 'etag')).toBe(plainEtag);
          expect(plain.body.toString('utf8')).not.toContain('VALARM');
        }
      });
    });
  },
);
