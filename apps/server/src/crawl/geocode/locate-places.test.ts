// Geocoding (issue 5): place table, external geocoder with a persistent cache and ≤ 1 request/s,
// postal code and city fallbacks; an assembly that cannot be placed gets no location, never a guess.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../db/test-databases.js';
import { createHttpClient } from '../http/http-client.js';
import { placeFromAddress } from '../normalise/place.js';
import { insertTestPlaces } from '../test-support/drafts.js';
import { answer, type FeedServer, startFeedServer } from '../test-support/feed-server.js';
import { createExternalGeocoder } from './external-geocoder.js';
import { createLocator } from './locate-places.js';
import { dresdenPlaceTable } from './place-table.js';

const http = createHttpClient({
  userAgent: 'test',
  productToken: 'AssemblyFinder',
  timeoutMs: 2_000,
  attempts: 1,
  backoffMs: 0,
});

describeEachDatabase('locating feed places', (getDb) => {
  let server: FeedServer;
  const asked: { q: string; at: number }[] = [];
  beforeAll(async () => {
    await insertTestPlaces(getDb());
    server = await startFeedServer();
    server.routes.set('/robots.txt', answer(404, ''));
    server.routes.set('/search', (request, response) => {
      const q = new URL(request.url ?? '', 'http://x').searchParams.get('q') ?? '';
      asked.push({ q, at: performance.now() });
      const body = q.startsWith('Platz der Republik 1') ? '[{"lat":"52.5186","lon":"13.3761"}]' : '[]';
      response.writeHead(200, { 'content-type': 'application/json' }).end(body);
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('places Dresden names by the city place table, a Berlin address by postal code, else by city', async () => {
    const locator = createLocator({ placeTables: { Dresden: dresdenPlaceTable() } });
    const [altmarkt] = await locator.locate(getDb(), [placeFromAddress('Altmarkt', { city: 'Dresden' })]);
    expect(altmarkt).toMatchObject({ city: 'Dresden', street: 'Altmarkt', precision: 'place' });
    expect(altmarkt?.geography.coordinates[1]).toBeCloseTo(51.05, 2);
    const [kreuzberg] = await locator.locate(getDb(), [
      placeFromAddress('Hohenstaufenplatz', { zip_code: '10967', city: 'Berlin' }),
    ]);
    expect(kreuzberg).toMatchObject({
      zip_code: '10967',
      precision: 'zip',
      geography: { type: 'Point', coordinates: [13.417, 52.489] },
    });
    const [berlin] = await locator.locate(getDb(), [
      placeFromAddress('Irgendwo', { zip_code: '99999', city: 'Berlin' }),
    ]);
    expect(berlin).toMatchObject({ precision: 'city', geography: { coordinates: [13.405, 52.52] } });
  });

  it('keeps route stops only where they can be placed, and places nothing without a known city', async () => {
    const locator = createLocator({ placeTables: { Dresden: dresdenPlaceTable() } });
    const route = await locator.locate(getDb(), [
      placeFromAddress('Altmarkt', { city: 'Dresden' }),
      placeFromAddress('Nirgendwostraße', { city: 'Dresden' }),
      placeFromAddress('Albertplatz', { city: 'Dresden' }),
    ]);
    expect(route.map((l) => l.street)).toEqual(['Altmarkt', 'Albertplatz']);
    expect(await locator.locate(getDb(), [placeFromAddress('Marktplatz', { city: 'Atlantis' })])).toEqual([]);
  });

  it('asks the external geocoder once per address, caches hits and misses, and waits between requests', async () => {
    const interval = 200;
    const external = createExternalGeocoder({
      baseUrl: server.baseUrl,
      http,
      maxLookups: 10,
      minIntervalMs: interval,
    });
    const locator = createLocator({ external });
    const places = [
      placeFromAddress('Platz der Republik 1', { zip_code: '10557', city: 'Berlin' }),
      placeFromAddress('Unbekannte Straße 5', { zip_code: '10967', city: 'Berlin' }),
    ];
    const [reichstag] = await locator.locate(getDb(), [places[0] as (typeof places)[0]]);
    expect(reichstag).toMatchObject({ precision: 'address', geography: { coordinates: [13.3761, 52.5186] } });
    const [fallback] = await locator.locate(getDb(), [places[1] as (typeof places)[0]]);
    expect(fallback).toMatchObject({ precision: 'zip' });
    expect(asked.map((a) => a.q)).toEqual([
      'Platz der Republik 1, 10557 Berlin',
      'Unbekannte Straße 5, 10967 Berlin',
    ]);
    expect((asked[1]?.at ?? 0) - (asked[0]?.at ?? 0)).toBeGreaterThanOrEqual(interval - 5);

    // A new geocoder (the next crawl) answers both from the cache table without a request.
    const again = createLocator({
      external: createExternalGeocoder({ baseUrl: server.baseUrl, http, maxLookups: 10 }),
    });
    await again.locate(getDb(), places);
    await again.locate(getDb(), [places[1] as (typeof places)[0]]);
    expect(asked).toHaveLength(2);
    const cached = await getDb().selectFrom('geocode_cache').selectAll().orderBy('query').execute();
    expect(cached.map((c) => [c.query, c.lat])).toEqual([
      ['platz der republik 1, 10557 berlin', 52.5186],
      ['unbekannte straße 5, 10967 berlin', null],
    ]);
  });

  it('stops asking the external geocoder when the crawl’s lookup budget is spent', async () => {
    const before = asked.length;
    const locator = createLocator({
      external: createExternalGeocoder({ baseUrl: server.baseUrl, http, maxLookups: 1, minIntervalMs: 0 }),
    });
    await locator.locate(getDb(), [
      placeFromAddress('Erste Straße 1', { zip_code: '10967', city: 'Berlin' }),
    ]);
    const [second] = await locator.locate(getDb(), [
      placeFromAddress('Zweite Straße 2', { zip_code: '10967', city: 'Berlin' }),
    ]);
    expect(asked.length - before).toBe(1);
    expect(second).toMatchObject({ precision: 'zip' });
  });
});
