import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceKm } from '../../geo/distance.js';
import { loadGazetteerIfEmpty } from '../../geo/load-gazetteer.js';
import { seedDemoDataIfEmpty } from '../../seed/seed-demo-data.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { slugFor } from './event-page-url.js';
import { parseIcs, parseRss } from './feed-parsers.test-support.js';

const PUBLIC_URL = 'https://assembly.example.org';
const HOST = 'assembly.example.org';
const BERLIN = { lat: 52.52, lon: 13.405 };

// Over real HTTP against a fresh PGlite with the demo data; every feed is read by a real parser.
describe('export feeds', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ config: { publicUrl: PUBLIC_URL } });
    await loadGazetteerIfEmpty(testApp.db);
    await seedDemoDataIfEmpty(testApp.db);
  });
  afterAll(() => testApp?.close());

  const get = (path: string) => fetch(`${testApp.baseUrl}${path}`);
  const ics = async (path: string) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    return parseIcs(await response.text());
  };
  const idOf = (uid: string) => Number(/^event-(\d+)@/.exec(uid)?.[1]);
  const eventRows = (ids: number[]) =>
    testApp.db
      .selectFrom('events')
      .innerJoin('sources', 'sources.id', 'events.organising_source_id')
      .select([
        'events.id',
        'events.name',
        'events.start_time',
        'events.deleted_at',
        'events.status',
        'events.locations',
        'events.event_type_id',
        'sources.approval_status',
      ])
      .where('events.id', 'in', ids.length > 0 ? ids : [0])
      .execute();

  describe('GET /v1/export/ics/events.ics', () => {
    it('answers 50 upcoming public events as iCalendar with TZID Europe/Berlin and its VTIMEZONE', async () => {
      const response = await get('/v1/export/ics/events.ics');
      expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe(
        'inline; filename="assembly-finder-events.ics"',
      );
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      expect(response.headers.get('link')).toContain('creativecommons.org/licenses/by-sa/4.0');
      const calendar = parseIcs(await response.text());
      expect(calendar.timezoneIds).toEqual(['Europe/Berlin']);
      expect(calendar.description).toContain('CC BY-SA 4.0');
      expect(calendar.events).toHaveLength(50);

      const rows = await eventRows(calendar.events.map((e) => idOf(e.uid)));
      const dayAgo = Date.now() - 24 * 3_600_000 - 60_000;
      for (const event of calendar.events) {
        const row = rows.find((r) => r.id === idOf(event.uid)) ?? expect.unreachable(event.uid);
        expect(event.uid).toBe(`event-${row.id}@${HOST}`);
        expect(event.startZone).toBe('Europe/Berlin');
        // The zoned local time converts back to the stored instant.
        expect(event.start.getTime()).toBe(row.start_time.getTime());
        expect(event.start.getTime()).toBeGreaterThanOrEqual(dayAgo);
        expect(event.stampIsUtc).toBe(true);
        expect(event.url).toBe(`${PUBLIC_URL}/en/events/${slugFor(row.id, row.name)}`);
        expect(event.description).toContain('CC BY-SA 4.0');
        expect(row.deleted_at).toBeNull();
        expect(row.approval_status).toBe('approved');
      }
      const starts = calendar.events.map((e) => e.start.getTime());
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
    });

    it('gives each event the same UID and the same bytes on every request', async () => {
      const first = await (await get('/v1/export/ics/events.ics?limit=10')).text();
      const second = await (await get('/v1/export/ics/events.ics?limit=10')).text();
      expect(second).toBe(first);
      const uids = parseIcs(first).events.map((e) => e.uid);
      expect(new Set(uids).size).toBe(10);
    });

    it('puts GEO at the first location and the topic names in CATEGORIES, in the asked language', async () => {
      const [event] = (await ics('/v1/export/ics/events.ics?limit=1&language=de')).events;
      const id = idOf(event?.uid ?? '');
      const [row] = await eventRows([id]);
      const [lon, lat] = row?.locations[0]?.geography.coordinates ?? [];
      expect(event?.geo).toEqual([lat, lon]);
      const topics = await testApp.db
        .selectFrom('event_topics')
        .innerJoin('topics', 'topics.id', 'event_topics.topic_id')
        .select('topics.name_de')
        .where('event_topics.event_id', '=', id)
        .orderBy('topics.id')
        .execute();
      expect(event?.categories).toEqual(topics.map((t) => t.name_de));
      expect(event?.url).toMatch(new RegExp(`^${PUBLIC_URL}/de/events/${id}--`));
      expect(event?.location).toContain(row?.locations[0]?.city ?? 'no city');
    });

    it('accepts topic_ids as a comma list or repeated, and lists only events with one of them', async () => {
      const topics = await testApp.db.selectFrom('topics').select('id').orderBy('id').limit(2).execute();
      const [a, b] = topics.map((t) => t.id);
      const comma = await (await get(`/v1/export/ics/events.ics?topic_ids=${a},${b}&limit=30`)).text();
      const repeated = await (
        await get(`/v1/export/ics/events.ics?topic_ids=${a}&topic_ids=${b}&limit=30`)
      ).text();
      expect(repeated).toBe(comma);
      const ids = parseIcs(comma).events.map((e) => idOf(e.uid));
      expect(ids.length).toBeGreaterThan(0);
      const tagged = await testApp.db
        .selectFrom('event_topics')
        .select('event_id')
        .where('event_id', 'in', ids)
        .where('topic_id', 'in', [a ?? 0, b ?? 0])
        .execute();
      expect(new Set(tagged.map((t) => t.event_id))).toEqual(new Set(ids));
    });

    it('filters by event type', async () => {
      const type = await testApp.db
        .selectFrom('event_types')
        .select('id')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const ids = (await ics(`/v1/export/ics/events.ics?type_ids=${type.id}`)).events.map((e) => idOf(e.uid));
      expect(ids.length).toBeGreaterThan(0);
      for (const row of await eventRows(ids)) expect(row.event_type_id).toBe(type.id);
    });

    it('finds events around a city (10 km by default) and within a perimeter', async () => {
      const byCity = await ics('/v1/export/ics/events.ics?city=Berlin&country=DE&address_language=de');
      expect(byCity.events.length).toBeGreaterThan(0);
      for (const event of byCity.events) {
        const [lat = 0, lon = 0] = event.geo ?? [];
        expect(distanceKm(BERLIN, { lat, lon })).toBeLessThanOrEqual(10 + 5);
      }
      const byCircle = await ics(
        `/v1/export/ics/events.ics?latitude=${BERLIN.lat}&longitude=${BERLIN.lon}&radius_km=3`,
      );
      expect(byCircle.events.length).toBeGreaterThan(0);
      for (const event of byCircle.events) {
        const [lat = 0, lon = 0] = event.geo ?? [];
        expect(distanceKm(BERLIN, { lat, lon })).toBeLessThanOrEqual(3);
      }
    });

    it('filters by keyword, also given as the alert’s event_name', async () => {
      const byKeyword = await (await get('/v1/export/ics/events.ics?keyword=streik')).text();
      const byEventName = await (await get('/v1/export/ics/events.ics?event_name=streik')).text();
      expect(byEventName).toBe(byKeyword);
      const events = parseIcs(byKeyword).events;
      expect(events.length).toBeGreaterThan(0);
      for (const event of events)
        expect(`${event.summary} ${event.description}`.toLowerCase()).toContain('streik');
    });

    it('pages with limit and offset, past the event search’s 100 per call', async () => {
      const ten = (await ics('/v1/export/ics/events.ics?limit=10')).events.map((e) => e.uid);
      const second = (await ics('/v1/export/ics/events.ics?limit=5&offset=5')).events.map((e) => e.uid);
      expect(second).toEqual(ten.slice(5));
      const many = (await ics('/v1/export/ics/events.ics?limit=150')).events;
      expect(many).toHaveLength(150);
      expect(new Set(many.map((e) => e.uid)).size).toBe(150);
      const starts = many.map((e) => e.start.getTime());
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
    });

    it.each([
      ['limit=501', ['query', 'limit']],
      ['limit=0', ['query', 'limit']],
      ['offset=-1', ['query', 'offset']],
      ['latitude=95&longitude=13&radius_km=2', ['query', 'latitude']],
      ['latitude=52.5', ['query', 'longitude']],
      ['latitude=52.5&longitude=13.4', ['query', 'radius_km']],
      ['latitude=52.5&longitude=13.4&radius_km=0', ['query', 'radius_km']],
      ['topic_ids=1,x', ['query', 'topic_ids', 1]],
      ['topic_ids=999999', ['query', 'topic_ids', 0]],
      ['type_ids=999999', ['query', 'type_ids', 0]],
      ['city=Atlantis', ['query', 'city']],
      ['country=Germany&city=Berlin', ['query', 'country']],
      ['language=fr', ['query', 'language']],
    ])('answers 422 for %s', async (query, loc) => {
      const response = await get(`/v1/export/ics/events.ics?${query}`);
      expect(response.status).toBe(422);
      expect((await response.json()).detail[0].loc).toEqual(loc);
    });
  });

  describe('GET /v1/export/ics/event.ics', () => {
    const futureEvent = (status: 'scheduled' | 'cancelled') =>
      testApp.db
        .selectFrom('events')
        .innerJoin('sources', 'sources.id', 'events.organising_source_id')
        .select(['events.id', 'events.name'])
        .where('events.status', '=', status)
        .where('events.deleted_at', 'is', null)
        .where('sources.approval_status', '=', 'approved')
        .where('events.start_time', '>', new Date())
        .orderBy('events.id')
        .executeTakeFirstOrThrow();

    it('answers one event as a download', async () => {
      const event = await futureEvent('scheduled');
      const response = await get(`/v1/export/ics/event.ics?event_id=${event.id}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="event-${event.id}.ics"`,
      );
      const calendar = parseIcs(await response.text());
      expect(calendar.timezoneIds).toEqual(['Europe/Berlin']);
      expect(calendar.events.map((e) => [e.uid, e.summary, e.status])).toEqual([
        [`event-${event.id}@${HOST}`, event.name, 'CONFIRMED'],
      ]);
    });

    it('marks a cancelled event STATUS:CANCELLED', async () => {
      const event = await futureEvent('cancelled');
      const [parsed] = (await ics(`/v1/export/ics/event.ics?event_id=${event.id}`)).events;
      expect(parsed?.status).toBe('CANCELLED');
    });

    it('raises SEQUENCE and keeps the UID when the event row changes', async () => {
      const event = await futureEvent('scheduled');
      const path = `/v1/export/ics/event.ics?event_id=${event.id}`;
      const [before] = (await ics(path)).events;
      await testApp.db
        .updateTable('events')
        .set({ name: `${event.name} (moved)` })
        .where('id', '=', event.id)
        .execute();
      const [after] = (await ics(path)).events;
      expect(after?.uid).toBe(before?.uid);
      expect(after?.summary).toBe(`${event.name} (moved)`);
      expect(after?.sequence).toBeGreaterThan(before?.sequence ?? Number.POSITIVE_INFINITY);
      // The same change appears in the subscription feed with the same SEQUENCE.
      const feed = await ics('/v1/export/ics/events.ics?limit=500');
      expect(feed.events.find((e) => e.uid === after?.uid)?.sequence).toBe(after?.sequence);
    });

    it('writes stored line breaks and control characters as text, never as calendar lines of their own', async () => {
      const event = await futureEvent('scheduled');
      const original = await testApp.db
        .selectFrom('events')
        .select(['short_description', 'raw_location', 'locations'])
        .where('id', '=', event.id)
        .executeTakeFirstOrThrow();
      const injected = 'Demo\r\nBEGIN:VEVENT\r\nUID:injected\nEND:VEVENT\rX-INJECTED:1\u000b\u0001;,\\';
      await testApp.db
        .updateTable('events')
        .set({ name: injected, short_description: injected, raw_location: injected, locations: '[]' })
        .where('id', '=', event.id)
        .execute();
      try {
        for (const path of [`event.ics?event_id=${event.id}`, 'events.ics?limit=500']) {
          const response = await get(`/v1/export/ics/${path}`);
          const text = await response.text();
          // RFC 5545 §3.1: CRLF ends every line, folded lines go on with a space; no other control character.
          const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
          expect(lines.filter((line) => /^(UID:injected|X-INJECTED)/.test(line))).toEqual([]);
          expect(lines.filter((line) => /\p{Cc}/u.test(line))).toEqual([]);
          const calendar = parseIcs(text);
          const parsed = calendar.events.filter((e) => e.uid === `event-${event.id}@${HOST}`);
          expect(parsed).toHaveLength(1);
          expect(calendar.events.filter((e) => e.uid.includes('injected'))).toEqual([]);
          expect(parsed[0]?.summary).toBe('Demo BEGIN:VEVENT UID:injected END:VEVENT X-INJECTED:1 ;,\\');
          expect(parsed[0]?.location).toBe('Demo BEGIN:VEVENT UID:injected END:VEVENT X-INJECTED:1 ;,\\');
          // The calendar's name is the event's, as escaped TEXT (ical.js reads X- properties unescaped).
          if (path.startsWith('event.ics')) {
            expect(lines).toContain(
              'X-WR-CALNAME:Demo BEGIN:VEVENT UID:injected END:VEVENT X-INJECTED:1 \\;\\,\\\\',
            );
          }
        }
      } finally {
        await testApp.db
          .updateTable('events')
          .set({ ...original, name: event.name, locations: JSON.stringify(original.locations) })
          .where('id', '=', event.id)
          .execute();
      }
    });

    it('answers 404 for an unknown event, 410 for a deleted one, 422 for a malformed id', async () => {
      expect((await get('/v1/export/ics/event.ics?event_id=999999')).status).toBe(404);
      const deleted = await testApp.db
        .selectFrom('events')
        .innerJoin('sources', 'sources.id', 'events.organising_source_id')
        .select('events.id')
        .where('events.deleted_at', 'is not', null)
        .where('sources.approval_status', '=', 'approved')
        .executeTakeFirstOrThrow();
      const gone = await get(`/v1/export/ics/event.ics?event_id=${deleted.id}`);
      expect(gone.status).toBe(410);
      expect(await gone.json()).toEqual({ detail: 'The event is gone.' });
      for (const query of ['', '?event_id=abc', '?event_id=0', '?event_id=99999999999']) {
        const response = await get(`/v1/export/ics/event.ics${query}`);
        expect(response.status).toBe(422);
        expect((await response.json()).detail[0].loc).toEqual(['query', 'event_id']);
      }
    });
  });

  describe('GET /v1/export/rss/feed', () => {
    it('answers a valid RSS 2.0 channel titled by the alert, with one linked item per event', async () => {
      const response = await get('/v1/export/rss/feed?alert_name=Klima%20Berlin&city=Berlin&limit=20');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      const { rss } = parseRss(await response.text());
      expect(rss['@_version']).toBe('2.0');
      expect(rss.channel.title).toBe('Klima Berlin – Assembly Finder');
      expect(rss.channel.link).toBe(`${PUBLIC_URL}/en/events`);
      expect(rss.channel.language).toBe('en');
      expect(rss.channel.description).not.toBe('');
      expect(rss.channel.copyright).toContain('CC BY-SA 4.0');

      const items = rss.channel.item ?? [];
      expect(items.length).toBeGreaterThan(0);
      expect(items.length).toBeLessThanOrEqual(20);
      const ids = items.map((item) => Number(/\/en\/events\/(\d+)--/.exec(item.link)?.[1]));
      const rows = await eventRows(ids);
      for (const [i, item] of items.entries()) {
        const row = rows.find((r) => r.id === ids[i]) ?? expect.unreachable(item.link);
        expect(item.link).toBe(`${PUBLIC_URL}/en/events/${slugFor(row.id, row.name)}`);
        expect(item.title).toContain(row.name);
        expect(item.guid).toEqual({ '#text': `${PUBLIC_URL}/en/events/${row.id}`, '@_isPermaLink': 'true' });
        expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
        expect(item.description).toContain(row.locations[0]?.city ?? 'no city');
        expect(item.category?.length).toBeGreaterThan(0);
      }
    });

    it('keeps titles and descriptions text whatever they contain, several ]]> included', async () => {
      const feed = async () => parseRss(await (await get('/v1/export/rss/feed?limit=1')).text());
      const link = (await feed()).rss.channel.item?.[0]?.link ?? expect.unreachable('no item');
      const id = Number(/\/events\/(\d+)--/.exec(link)?.[1]);
      const original = await testApp.db
        .selectFrom('events')
        .select(['name', 'short_description'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const name = 'a]]>b]]><title>x</title>&amp;c';
      const short = 'd]]>e]]><item><title>injected</title></item>\u0001f';
      await testApp.db
        .updateTable('events')
        .set({ name, short_description: short })
        .where('id', '=', id)
        .execute();
      try {
        // parseRss validates the XML first.
        const items = (await feed()).rss.channel.item ?? [];
        expect(items).toHaveLength(1);
        expect(items[0]?.title).toContain(name);
        expect(items[0]?.description).toContain('d]]>e]]><item><title>injected</title></item> f');
      } finally {
        await testApp.db.updateTable('events').set(original).where('id', '=', id).execute();
      }
    });

    it('answers the same events as the calendar feed for the same criteria', async () => {
      const query = 'type_ids=1,2&limit=15';
      const calendar = (await ics(`/v1/export/ics/events.ics?${query}`)).events.map((e) => idOf(e.uid));
      const { rss } = parseRss(await (await get(`/v1/export/rss/feed?${query}`)).text());
      const items = (rss.channel.item ?? []).map((item) =>
        Number(/\/events\/(\d+)$/.exec(item.guid['#text'])?.[1]),
      );
      expect(items).toEqual(calendar);
    });

    it('speaks German when asked: links, title and topic names', async () => {
      const { rss } = parseRss(await (await get('/v1/export/rss/feed?language=de&limit=3')).text());
      expect(rss.channel.title).toBe('Versammlungsfinder');
      expect(rss.channel.language).toBe('de');
      const germanTopics = new Set(
        (await testApp.db.selectFrom('topics').select('name_de').execute()).map((t) => t.name_de),
      );
      for (const item of rss.channel.item ?? []) {
        expect(item.link).toMatch(new RegExp(`^${PUBLIC_URL}/de/events/\\d+--`));
        for (const category of item.category ?? []) expect(germanTopics).toContain(category);
      }
    });

    it('answers an empty, still valid channel when nothing matches', async () => {
      const { rss } = parseRss(await (await get('/v1/export/rss/feed?keyword=qqqxxyyzz')).text());
      expect(rss.channel.item ?? []).toEqual([]);
    });

    it('answers 422 for an alert name over 100 characters', async () => {
      const response = await get(`/v1/export/rss/feed?alert_name=${'a'.repeat(101)}`);
      expect(response.status).toBe(422);
      expect((await response.json()).detail[0].loc).toEqual(['query', 'alert_name']);
    });
  });
});
