import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoDataIfEmpty } from '../../seed/seed-demo-data.js';
import { type ApiClient, apiClient } from '../../test-support/api-client.js';
import { rawRequest } from '../../test-support/raw-http.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import type { EventMarker } from './event-markers.schemas.js';

interface Truth {
  id: number;
  name: string;
  start: number;
  lon: number | undefined;
  lat: number | undefined;
  sourceTypeId: number | null;
  public: boolean;
  deleted: boolean;
}

// openapi-fetch's response type widens tuples to arrays; the generated schema has the exact tuple.
const tuples = (markers: unknown[][] | undefined) => (markers ?? []) as EventMarker[];

// Over real HTTP on the seeded demo data (500 events, some of pending sources, a few deleted);
// expectations come from the tables and from POST /v1/event/all, not from the markers query.
describe('GET /v1/event/markers', () => {
  let testApp: TestApp;
  let client: ApiClient;
  let truth: Map<number, Truth>;

  beforeAll(async () => {
    testApp = await startTestApp();
    client = apiClient(testApp.baseUrl);
    await seedDemoDataIfEmpty(testApp.db, new Date());
    const rows = await testApp.db
      .selectFrom('events as e')
      .leftJoin('sources as s', 's.id', 'e.organising_source_id')
      .select(['e.id', 'e.name', 'e.start_time', 'e.locations', 'e.deleted_at', 's.approval_status'])
      .select('s.source_type_id')
      .execute();
    truth = new Map(
      rows.map((row) => {
        const [lon, lat] = row.locations[0]?.geography.coordinates ?? [];
        const deleted = row.deleted_at !== null;
        const fact: Truth = {
          id: row.id,
          name: row.name,
          start: row.start_time.getTime(),
          lon,
          lat,
          sourceTypeId: row.source_type_id,
          public: row.approval_status === 'approved' && !deleted,
          deleted,
        };
        return [row.id, fact];
      }),
    );
  }, 120_000);
  afterAll(() => testApp?.close());

  async function upcomingIdsFromList(): Promise<number[]> {
    const ids: number[] = [];
    for (let offset = 0; ; offset += 100) {
      const { data } = await client.POST('/v1/event/all', {
        body: { mode: 'closest_future', offset, limit: 100 },
      });
      ids.push(...(data?.events ?? []).map((event) => event.id));
      if (!data || offset + 100 >= data.total) return ids;
    }
  }

  it('maps exactly the upcoming public events of POST /v1/event/all closest_future, in the same order', async () => {
    const { data, response } = await client.GET('/v1/event/markers');
    expect(response.status).toBe(200);
    const markerIds = data?.markers.map(([id]) => id) ?? [];
    expect(markerIds.length).toBeGreaterThan(100);
    expect(markerIds).toEqual(await upcomingIdsFromList());
  });

  it('carries no deleted event and none of a source that is not approved', async () => {
    const { data } = await client.GET('/v1/event/markers');
    const hidden = [...truth.values()].filter((fact) => !fact.public);
    expect(hidden.some((fact) => fact.deleted)).toBe(true);
    expect(hidden.some((fact) => !fact.deleted)).toBe(true);
    const ids = new Set(data?.markers.map(([id]) => id));
    expect(hidden.filter((fact) => ids.has(fact.id))).toEqual([]);
  });

  it('gives each marker the first location, the organiser’s source type, start and name', async () => {
    const { data } = await client.GET('/v1/event/markers');
    const now = Date.now();
    const markers = tuples(data?.markers);
    for (const [id, lon, lat, sourceTypeId, startSeconds, name] of markers) {
      const fact = truth.get(id);
      expect({ id, lon, lat, sourceTypeId, start: startSeconds * 1000, name }).toEqual({
        id,
        lon: fact?.lon,
        lat: fact?.lat,
        sourceTypeId: fact?.sourceTypeId,
        start: Math.floor((fact?.start ?? 0) / 1000) * 1000,
        name: fact?.name,
      });
      expect(startSeconds * 1000).toBeGreaterThanOrEqual(Math.floor(now / 1000) * 1000 - 60_000);
    }
  });

  it('includes the colours of every source type a marker names', async () => {
    const { data } = await client.GET('/v1/event/markers');
    const types = await testApp.db
      .selectFrom('source_types')
      .select(['id', 'map_marker_color_default', 'map_marker_color_past'])
      .orderBy('id')
      .execute();
    expect(data?.source_types).toEqual(types);
    const known = new Set(types.map((type) => type.id));
    const markers = tuples(data?.markers);
    expect(markers.every(([, , , typeId]) => typeId === null || known.has(typeId))).toBe(true);
  });

  it('past=true maps the public events that already started, the most recent first', async () => {
    const { data } = await client.GET('/v1/event/markers', { params: { query: { past: true } } });
    const markers = tuples(data?.markers);
    const now = Date.now();
    const expected = [...truth.values()]
      .filter((fact) => fact.public && fact.start < now && fact.lon !== undefined)
      .sort((a, b) => b.start - a.start || b.id - a.id)
      .map((fact) => fact.id);
    expect(markers.map(([id]) => id)).toEqual(expected);
  });

  it('may be cached for a minute and is compressed when the client accepts gzip', async () => {
    const response = await rawRequest(`${testApp.baseUrl}/v1/event/markers`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('sends the same JSON in every coding, each variant with its own ETag, and 304 to any of them', async () => {
    const url = `${testApp.baseUrl}/v1/event/markers`;
    const plain = await rawRequest(url, { headers: { 'accept-encoding': 'identity' } });
    const gzip = await rawRequest(url, { headers: { 'accept-encoding': 'gzip' } });
    const br = await rawRequest(url, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const json = JSON.parse(plain.body.toString('utf8')) as { markers: unknown[] };
    expect(json.markers.length).toBeGreaterThan(100);
    expect(JSON.parse(gunzipSync(gzip.body).toString('utf8'))).toEqual(json);
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(json);

    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(gzip.headers.etag).toBe(`${etag.slice(0, -1)}-gzip"`);
    expect(br.headers.etag).toBe(`${etag.slice(0, -1)}-br"`);
    for (const held of [etag, String(gzip.headers.etag), String(br.headers.etag)]) {
      const again = await rawRequest(url, {
        headers: { 'if-none-match': held, 'accept-encoding': 'gzip, br' },
      });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(held);
      expect(again.headers['cache-control']).toBe('public, max-age=60');
    }
    const stale = await rawRequest(url, { headers: { 'if-none-match': '"an-older-answer"' } });
    expect(stale.status).toBe(200);
  });

  it('gives the past markers an answer and an ETag of their own', async () => {
    const upcoming = await rawRequest(`${testApp.baseUrl}/v1/event/markers`);
    const past = await rawRequest(`${testApp.baseUrl}/v1/event/markers?past=true`, {
      headers: { 'if-none-match': String(upcoming.headers.etag) },
    });
    expect(past.status).toBe(200);
    expect(past.headers.etag).not.toBe(upcoming.headers.etag);
  });

  it('answers 422 for a past flag that is not a boolean', async () => {
    const response = await rawRequest(`${testApp.baseUrl}/v1/event/markers?past=often`);
    expect(response.status).toBe(422);
  });
});
