import { check } from '@placemarkio/check-geojson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { insertWriteWorld, type WriteWorld } from '../events/event-writes.test-support.js';
import { slugFor } from './event-page-url.js';
import { parseIcs } from './feed-parsers.test-support.js';

const PUBLIC_URL = 'https://assembly.example.org';
const DAY_MS = 24 * 3_600_000;
const AREA = 'latitude=50.94&longitude=6.96&radius_km=5';
// A march through Köln, in this order; [longitude, latitude] as GeoJSON has them.
const ROUTE: [number, number][] = [
  [6.9583, 50.9413],
  [6.9503, 50.9375],
  [6.9601, 50.9302],
];

type Position = number[];
interface Geometry {
  type: string;
  coordinates: Position | Position[];
}
interface Feature {
  type: 'Feature';
  id: number | string;
  geometry: Geometry | null;
  properties: Record<string, unknown>;
}

/**
 * RFC 7946 beyond what check-geojson looks at: no `crs` (§4), positions of two numbers, longitude first and
 * within WGS 84's ranges (§3.1.1, §4), a LineString of two positions or more (§3.1.4), feature ids strings or
 * numbers (§3.2), and the FeatureCollection's members (§3.3).
 */
function rfc7946Issues(collection: Record<string, unknown>): string[] {
  const issues: string[] = [];
  if (collection.type !== 'FeatureCollection') issues.push('not a FeatureCollection');
  if ('crs' in collection) issues.push('crs is not allowed');
  const features = collection.features as Feature[];
  if (!Array.isArray(features)) return [...issues, 'features is not an array'];
  const checkPosition = (position: Position, where: string) => {
    const [longitude, latitude] = position;
    if (position.length !== 2 || typeof longitude !== 'number' || typeof latitude !== 'number')
      issues.push(`${where}: a position is two numbers`);
    else if (longitude < -180 || longitude > 180 || latitude < -90 || latitude > 90)
      issues.push(`${where}: out of WGS 84 range`);
  };
  for (const feature of features) {
    const where = `feature ${feature.id}`;
    if (feature.type !== 'Feature') issues.push(`${where}: type`);
    if (typeof feature.id !== 'string' && typeof feature.id !== 'number') issues.push(`${where}: id`);
    if (typeof feature.properties !== 'object' || feature.properties === null)
      issues.push(`${where}: properties`);
    if ('crs' in feature) issues.push(`${where}: crs`);
    const geometry = feature.geometry;
    if (geometry === null) continue;
    if (geometry.type === 'Point') checkPosition(geometry.coordinates as Position, where);
    else if (geometry.type === 'LineString') {
      const positions = geometry.coordinates as Position[];
      if (positions.length < 2) issues.push(`${where}: a LineString has two positions or more`);
      for (const position of positions) checkPosition(position, where);
    } else issues.push(`${where}: unexpected ${geometry.type}`);
  }
  return issues;
}

// Issue 18 "Open exports": GET /v1/export/geojson over real HTTP, checked by a GeoJSON validator and by the
// RFC's own rules.
describe('GET /v1/export/geojson', () => {
  let testApp: TestApp;
  let world: WriteWorld;
  const ids = { march: 0, single: 0, elsewhere: 0, pending: 0 };

  async function insertEvent(name: string, sourceId: number, route: [number, number][], days: number) {
    const { id } = await testApp.db
      .insertInto('events')
      .values({
        name,
        description: 'Walk with us.',
        event_type_id: world.eventTypeIds[0],
        locations: JSON.stringify(
          route.map((coordinates, index) => ({
            geography: { type: 'Point', coordinates },
            city: 'Köln',
            ...(index === 0 ? { street: 'Rathausplatz', zip_code: '50667', country: 'DE' } : {}),
          })),
        ),
        start_time: new Date(Date.now() + days * DAY_MS),
        organising_source_id: sourceId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await testApp.db
      .insertInto('event_topics')
      .values({ event_id: id, topic_id: world.taxonomy.topicIds[0] })
      .execute();
    return id;
  }

  beforeAll(async () => {
    testApp = await startTestApp({ config: { publicUrl: PUBLIC_URL } });
    world = await insertWriteWorld(testApp.db, testApp.config);
    ids.march = await insertEvent('March through Köln', world.sourceId, ROUTE, 2);
    ids.single = await insertEvent('Vigil at the cathedral', world.otherSourceId, [[6.9581, 50.9413]], 3);
    ids.elsewhere = await insertEvent('Rally in Berlin', world.sourceId, [[13.405, 52.52]], 4);
    ids.pending = await insertEvent('Pending vigil', world.pendingSourceId, [[6.96, 50.94]], 5);
  }, 120_000);
  afterAll(() => testApp?.close());

  const get = (path: string) => fetch(`${testApp.baseUrl}${path}`);

  it.each(['en', 'de'] as const)(
    'answers a valid FeatureCollection: a Point per event, a march’s route as a LineString (%s)',
    async (language) => {
      const response = await get(`/v1/export/geojson?${AREA}&language=${language}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/geo+json');
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      expect(response.headers.get('link')).toContain('creativecommons.org/licenses/by-sa/4.0');
      const text = await response.text();
      // The validator throws on any issue it finds, and returns the parsed object.
      const collection = check(text) as unknown as Record<string, unknown>;
      expect(rfc7946Issues(collection)).toEqual([]);
      expect(collection.attribution).toContain('CC BY-SA 4.0');

      const features = collection.features as Feature[];
      // In start order, the pending source's and the far away events left out.
      expect(features.map((f) => f.id)).toEqual([ids.march, `${ids.march}-route`, ids.single]);
      const [march, route, single] = features;
      expect(march?.geometry).toEqual({ type: 'Point', coordinates: ROUTE[0] });
      expect(route?.geometry).toEqual({ type: 'LineString', coordinates: ROUTE });
      expect(route?.properties).toMatchObject({ feature_type: 'route', event_id: ids.march });
      expect(single?.geometry).toEqual({ type: 'Point', coordinates: [6.9581, 50.9413] });
      expect(march?.properties).toMatchObject({
        feature_type: 'event',
        event_id: ids.march,
        name: 'March through Köln',
        status: 'scheduled',
        city: 'Köln',
        street: 'Rathausplatz',
        zip_code: '50667',
        organising_source_id: world.sourceId,
        page_url: `${PUBLIC_URL}/${language}/events/${slugFor(ids.march, 'March through Köln')}`,
      });
      expect(march?.properties.topics).toHaveLength(1);
      // Nothing that is not public.
      expect(text).not.toContain('internal_contact');
      expect(text).not.toContain('Pending vigil');
    },
  );

  it('lists the same events as the calendar feed for the same criteria', async () => {
    const query = 'latitude=50.94&longitude=6.96&radius_km=500&limit=10';
    const geojson = check(await (await get(`/v1/export/geojson?${query}`)).text()) as unknown as {
      features: Feature[];
    };
    const calendar = parseIcs(await (await get(`/v1/export/ics/events.ics?${query}`)).text());
    const eventIds = geojson.features.filter((f) => f.properties.feature_type === 'event').map((f) => f.id);
    expect(eventIds).toEqual(calendar.events.map((e) => Number(/^event-(\d+)@/.exec(e.uid)?.[1])));
    expect(eventIds).toContain(ids.elsewhere);
  });

  it('answers an empty, still valid collection when nothing matches, and 422 for bad criteria', async () => {
    const empty = await get('/v1/export/geojson?latitude=0&longitude=0&radius_km=1');
    expect(empty.status).toBe(200);
    const collection = check(await empty.text()) as unknown as Record<string, unknown>;
    expect(collection.features).toEqual([]);
    expect((await get('/v1/export/geojson?radius_km=-1')).status).toBe(422);
  });
});
