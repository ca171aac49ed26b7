import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableEngines } from '../../db/test-databases.js';
import { loadGazetteerIfEmpty } from '../../geo/load-gazetteer.js';
import { type ApiClient, apiClient } from '../../test-support/api-client.js';
import { rawRequest } from '../../test-support/raw-http.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { insertWriteWorld } from '../events/event-writes.test-support.js';
import type { Taxonomy } from '../sources/sources.test-support.js';
import type { AnalysisQuery } from './analysis.schemas.js';

// The analysis calls over real HTTP on both engines, against counts worked out by hand from the events below:
// their times sit on German midnights, both summer time changes of 2026 (29 March, 25 October) and week starts.
const KOELN: [number, number] = [6.9583, 50.9413];
const BERLIN: [number, number] = [13.405, 52.52];

interface Seed {
  name?: string;
  /** UTC instant */
  start: string;
  created?: string;
  at?: [number, number];
  topic?: 0 | 1;
  type?: 0 | 1;
  source?: 'approved' | 'pending';
  deleted?: boolean;
  participants?: number;
}

const CREATED = '2026-02-01T12:00:00Z';
const SEEDS: Seed[] = [
  { start: '2026-03-28T22:59:59Z' }, // Sat 28 March 23:59:59 CET
  { start: '2026-03-28T23:00:00Z', participants: 300 }, // Sun 29 March 00:00 CET (summer time starts at 02:00)
  { start: '2026-03-29T21:59:59Z', at: BERLIN, participants: 50 }, // Sun 29 March 23:59:59 CEST
  { start: '2026-03-29T22:00:00Z', created: '2026-02-02T23:30:00Z', at: BERLIN }, // Mon 30 March 00:00 CEST
  { start: '2026-10-25T00:30:00Z', topic: 1 }, // Sun 25 October 02:30 CEST
  { start: '2026-10-25T01:30:00Z', topic: 1, type: 1 }, // Sun 25 October 02:30 CET (the hour again)
  { start: '2026-10-25T22:59:00Z', type: 1 }, // Sun 25 October 23:59 CET
  { start: '2026-10-25T23:00:00Z', type: 1 }, // Mon 26 October 00:00 CET
  { start: '2026-12-31T22:59:00Z', at: BERLIN }, // Thu 31 December 23:59 CET
  { start: '2026-12-31T23:00:00Z', at: BERLIN }, // Fri 1 January 2027 00:00 CET
  { start: '2026-03-29T10:00:00Z', deleted: true }, // not public
  { start: '2026-03-29T10:00:00Z', source: 'pending' }, // not public
  { start: '2026-05-04T10:00:00Z', name: 'Rally, "loud" and =proud', at: BERLIN, participants: 1200 },
];

for (const engine of availableEngines()) {
  describe(`analysis calls [${engine}]`, () => {
    let testApp: TestApp;
    let client: ApiClient;
    let taxonomy: Taxonomy;
    let typeIds: [number, number];

    beforeAll(async () => {
      testApp = await startTestApp({ engine });
      client = apiClient(testApp.baseUrl);
      const db = testApp.db;
      await loadGazetteerIfEmpty(db);
      const world = await insertWriteWorld(db, testApp.config);
      taxonomy = world.taxonomy;
      typeIds = world.eventTypeIds;
      const [approved, pending] = [world.sourceId, world.pendingSourceId];
      for (const seed of SEEDS) {
        const { id } = await db
          .insertInto('events')
          .values({
            name: seed.name ?? 'Assembly',
            description: 'An assembly.',
            event_type_id: typeIds[seed.type ?? 0],
            locations: JSON.stringify([{ geography: { type: 'Point', coordinates: seed.at ?? KOELN } }]),
            start_time: new Date(seed.start),
            created_at: new Date(seed.created ?? CREATED),
            organising_source_id: seed.source === 'pending' ? pending : approved,
            deleted_at: seed.deleted ? new Date() : null,
            participants_min: seed.participants ?? null,
            participants_max: seed.participants ?? null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('event_topics')
          .values({ event_id: id, topic_id: taxonomy.topicIds[seed.topic ?? 0] })
          .execute();
      }
    }, 120_000);
    afterAll(() => testApp?.close());

    const query = (overrides: Partial<AnalysisQuery>): AnalysisQuery => ({
      from: '2026-01-01',
      to: '2026-12-31',
      interval: 'day',
      time_basis: 'start',
      ...overrides,
    });
    const timeSeries = (queries: AnalysisQuery[]) =>
      client.POST('/v1/analysis/time-series', { body: { queries } });
    const counts = async (overrides: Partial<AnalysisQuery>) => {
      const { data, response } = await timeSeries([query(overrides)]);
      expect(response.status).toBe(200);
      return data?.series[0]?.intervals.map(({ start, count }) => `${start}:${count}`);
    };

    it('counts days by German midnights when summer time starts, empty days as zero', async () => {
      expect(await counts({ from: '2026-03-27', to: '2026-03-31' })).toEqual([
        '2026-03-27:0',
        '2026-03-28:1',
        '2026-03-29:2',
        '2026-03-30:1',
        '2026-03-31:0',
      ]);
    });

    it('counts the repeated hour once when summer time ends', async () => {
      expect(await counts({ from: '2026-10-24', to: '2026-10-26' })).toEqual([
        '2026-10-24:0',
        '2026-10-25:3',
        '2026-10-26:1',
      ]);
    });

    it('starts weeks on Monday', async () => {
      expect(await counts({ from: '2026-03-23', to: '2026-04-05', interval: 'week' })).toEqual([
        '2026-03-23:3',
        '2026-03-30:1',
      ]);
      expect(await counts({ from: '2026-10-19', to: '2026-11-01', interval: 'week' })).toEqual([
        '2026-10-19:3',
        '2026-10-26:1',
      ]);
    });

    it('counts months and years by German time, the window being whole German days', async () => {
      const months = await counts({ from: '2026-03-01', to: '2026-12-31', interval: 'month' });
      expect(months).toEqual([
        '2026-03-01:4',
        '2026-04-01:0',
        '2026-05-01:1',
        '2026-06-01:0',
        '2026-07-01:0',
        '2026-08-01:0',
        '2026-09-01:0',
        '2026-10-01:4',
        '2026-11-01:0',
        '2026-12-01:1',
      ]);
      expect(await counts({ from: '2025-06-15', to: '2027-01-01', interval: 'year' })).toEqual([
        '2025-01-01:0',
        '2026-01-01:10',
        '2027-01-01:1',
      ]);
      // From 29 March: the event a second before German midnight is outside.
      expect(await counts({ from: '2026-03-29', to: '2026-03-29' })).toEqual(['2026-03-29:2']);
    });

    it('counts by the time an event was listed with time basis create', async () => {
      expect(await counts({ from: '2026-02-01', to: '2026-02-03', time_basis: 'create' })).toEqual([
        '2026-02-01:10',
        '2026-02-02:0',
        '2026-02-03:1',
      ]);
    });

    it('answers one named series per query, narrowed by topics, type, keyword and area', async () => {
      const { data } = await timeSeries([
        query({ name: 'Peace', topic_ids: [taxonomy.topicIds[1]], interval: 'year' }),
        query({ type_ids: [typeIds[1]], interval: 'year' }),
        query({ name: 'Berlin', latitude: 52.52, longitude: 13.405, radius_km: 20, interval: 'year' }),
        query({ name: 'Köln by address', city: 'Köln', interval: 'year' }),
        query({ name: 'Keyword', keyword: 'LOUD', interval: 'year' }),
        // Two topics are counted event by event (decision 028): every event with either topic, once.
        query({ name: 'Either topic', topic_ids: [...taxonomy.topicIds], interval: 'year' }),
      ]);
      expect(data?.series.map((s) => `${s.name}:${s.total}`)).toEqual([
        'Peace:2',
        'Query 2:3',
        'Berlin:4',
        'Köln by address:6',
        'Keyword:1',
        'Either topic:10',
      ]);
    });

    it('sends a year by day compressed in one piece, with its length (not a chunked stream)', async () => {
      const body = JSON.stringify({ queries: [query({})] });
      const { data } = await timeSeries([query({})]);
      const response = await rawRequest(`${testApp.baseUrl}/v1/analysis/time-series`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
        body,
      });
      expect(response.status).toBe(200);
      // ~13 KB of JSON: compressed in one call rather than through a zlib stream (compression.ts).
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['transfer-encoding']).toBeUndefined();
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
      const text = gunzipSync(response.body).toString();
      expect(text.length).toBeGreaterThan(8192);
      expect(JSON.parse(text)).toEqual(data);
    });

    it('answers an empty result as zeros', async () => {
      expect(await counts({ from: '2030-01-01', to: '2030-03-31', interval: 'month' })).toEqual([
        '2030-01-01:0',
        '2030-02-01:0',
        '2030-03-01:0',
      ]);
    });

    it.each([
      ['to before from', [query({ from: '2026-05-02', to: '2026-05-01' })], ['body', 'queries', 0, 'to']],
      [
        '100 years',
        [query({ from: '1930-01-01', to: '2029-12-31', interval: 'year' })],
        ['body', 'queries', 0, 'to'],
      ],
      [
        '20 years by day',
        [query({ from: '2010-01-01', to: '2029-12-31' })],
        ['body', 'queries', 0, 'interval'],
      ],
      ['twenty queries', Array.from({ length: 20 }, () => query({})), ['body', 'queries']],
      [
        'an unknown topic',
        [query({}), query({ topic_ids: [999_999] })],
        ['body', 'queries', 1, 'topic_ids', 0],
      ],
      ['an unknown city', [query({ city: 'Nowhereville' })], ['body', 'queries', 0, 'city']],
      ['no query', [], ['body', 'queries']],
      ['a bad day', [query({ from: '2026-02-30' })], ['body', 'queries', 0, 'from']],
    ])('answers 422 naming the field for %s', async (_case, queries, loc) => {
      const { response, error } = await timeSeries(queries as AnalysisQuery[]);
      expect(response.status).toBe(422);
      expect(error?.detail?.[0]?.loc).toEqual(loc);
      expect(error?.detail?.[0]?.msg).toMatch(/\w/);
    });

    it('downloads the time series as CSV: header, one record per interval and query', async () => {
      const queries = [
        query({ name: 'All, "quoted"', interval: 'month', from: '2026-03-01', to: '2026-05-31' }),
        query({ interval: 'year' }),
      ];
      const response = await fetch(`${testApp.baseUrl}/v1/analysis/time-series.csv`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ queries }),
      });
      expect(response.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.csv"$/);
      expect(await response.text()).toBe(
        [
          'query,interval,interval_start,count',
          '"All, ""quoted""",month,2026-03-01,4',
          '"All, ""quoted""",month,2026-04-01,0',
          '"All, ""quoted""",month,2026-05-01,1',
          'Query 2,year,2026-01-01,10',
          '',
        ].join('\r\n'),
      );
    });

    it('streams a query’s events as CSV with their public fields, never a formula', async () => {
      const response = await fetch(`${testApp.baseUrl}/v1/analysis/events.csv`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: query({ from: '2026-05-01', to: '2026-05-31' }) }),
      });
      const lines = (await response.text()).split('\r\n');
      expect(lines[0]).toBe(
        'id,name,start_time,end_time,created_at,event_type_id,topic_ids,city,zip_code,country,latitude,longitude,participants_min,participants_max,url,organising_source_id',
      );
      expect(lines).toHaveLength(3);
      expect(lines[1]).toContain(
        `,"Rally, ""loud"" and =proud",2026-05-04T10:00:00.000Z,,2026-02-01T12:00:00.000Z,${typeIds[0]},`,
      );
      expect(lines[2]).toBe('');
    });

    it('sums a query’s events into density cells by count or by participants where known', async () => {
      const body = (weight: 'count' | 'participants') => ({
        query: query({ from: '2026-03-01', to: '2026-05-31' }),
        weight,
        cell_km: 10,
      });
      const byCount = await client.POST('/v1/analysis/density', { body: body('count') });
      expect(byCount.data?.events).toBe(5);
      const cells = byCount.data?.cells.map((c) => [
        Math.round(c.latitude),
        Math.round(c.longitude),
        c.weight,
      ]);
      expect(cells).toEqual([
        [53, 13, 3],
        [51, 7, 2],
      ]);
      const byParticipants = await client.POST('/v1/analysis/density', { body: body('participants') });
      expect(byParticipants.data?.events_without_participants).toBe(2);
      expect(byParticipants.data?.cells.map((c) => c.weight)).toEqual([1250, 300]);
      expect(byParticipants.data?.truncated).toBe(false);
    });

    // A query of every event in cells of 5 km or a multiple reads the kept cell counts (decision 042): whole
    // months, quarters and years, with edge days from the events; any other counts each event. Same answers.
    it.each([
      // 29 March (days) + Q2 + Q3 + October less 26–31 October: the event of Monday 26 October 00:00 is outside.
      ['start', '2026-03-29', '2026-10-25', 5, 'count', ['Köln:4', 'Berlin:3'], 7, 4],
      ['start', '2026-03-29', '2026-10-25', 5, 'participants', ['Berlin:1250', 'Köln:300'], 7, 4],
      ['start', '2026-03-29', '2026-10-25', 7, 'count', ['Köln:4', 'Berlin:3'], 7, 4],
      // A year, and a year and a day: Friday 1 January 2027 00:00 in Berlin is the last one.
      ['start', '2026-01-01', '2026-12-31', 50, 'count', ['Köln:6', 'Berlin:4'], 10, 7],
      ['start', '2026-01-01', '2027-01-01', 10, 'count', ['Köln:6', 'Berlin:5'], 11, 8],
      ['start', '2026-03-28', '2026-03-28', 5, 'count', ['Köln:1'], 1, 1],
      // By creation: 1 February for all but one, listed 3 February 00:30 in Germany (2 February 23:30 UTC).
      ['create', '2026-02-01', '2026-02-28', 5, 'count', ['Köln:6', 'Berlin:5'], 11, 8],
      ['create', '2026-02-03', '2026-02-28', 5, 'count', ['Berlin:1'], 1, 1],
      ['create', '2026-02-02', '2026-02-02', 20, 'count', [], 0, 0],
    ] as const)(
      'sums the density of %s %s to %s in %s km cells by %s',
      async (basis, from, to, cellKm, weight, expected, events, without) => {
        const { data, response } = await client.POST('/v1/analysis/density', {
          body: { query: query({ from, to, time_basis: basis }), weight, cell_km: cellKm },
        });
        expect(response.status).toBe(200);
        const place = (latitude: number) => (latitude > 52 ? 'Berlin' : 'Köln');
        expect(data?.cells.map((c) => `${place(c.latitude)}:${c.weight}`)).toEqual(expected);
        for (const cell of data?.cells ?? []) {
          const [lon, lat] = place(cell.latitude) === 'Berlin' ? BERLIN : KOELN;
          expect(Math.abs(cell.latitude - lat) + Math.abs(cell.longitude - lon)).toBeLessThan(1e-6);
        }
        expect([data?.events, data?.events_without_participants]).toEqual([events, without]);
      },
    );

    it('answers 422 for a density cell out of range', async () => {
      const { response } = await client.POST('/v1/analysis/density', {
        body: { query: query({}), weight: 'count', cell_km: 0 },
      });
      expect(response.status).toBe(422);
    });
  });
}
