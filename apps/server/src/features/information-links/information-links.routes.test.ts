import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GERMAN_INFORMATION_LINKS } from '../../seed/information-links.js';
import { seedDemoDataIfEmpty } from '../../seed/seed-demo-data.js';
import { type ApiClient, apiClient } from '../../test-support/api-client.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

// Over real HTTP against a fresh PGlite holding the demo data set (German information links).
describe('information links API', () => {
  let testApp: TestApp;
  let client: ApiClient;
  const nationalNames = GERMAN_INFORMATION_LINKS.filter((l) => l.city === null).map((l) => l.native_name);

  beforeAll(async () => {
    testApp = await startTestApp();
    client = apiClient(testApp.baseUrl);
    await seedDemoDataIfEmpty(testApp.db);
  });
  afterAll(() => testApp?.close());

  const get = (path: string) => fetch(`${testApp.baseUrl}${path}`);

  it('GET /v1/info/countries lists the countries with links, named in English and German', async () => {
    const { data, response } = await client.GET('/v1/info/countries');
    expect(response.status).toBe(200);
    expect(data).toEqual([{ code: 'DE', name_en: 'Germany', name_de: 'Deutschland' }]);
  });

  it('GET /v1/info/cities lists the cities with their own links in German alphabetical order', async () => {
    const { data = [] } = await client.GET('/v1/info/cities', { params: { query: { country: 'DE' } } });
    expect(data).toContain('Berlin');
    expect(data).toContain('München');
    expect(new Set(data).size).toBe(data.length);
    expect(data).toEqual([...data].sort(new Intl.Collator('de').compare));
    // Umlauts sort with their base letter, not after z.
    expect(data.indexOf('Düsseldorf')).toBeLessThan(data.indexOf('Essen'));
  });

  it('country data without a city: the Bundestag and the 16 state parliaments, no city links', async () => {
    const { data } = await client.GET('/v1/info/links', { params: { query: { country: 'DE' } } });
    expect(data?.country).toEqual({ code: 'DE', name_en: 'Germany', name_de: 'Deutschland' });
    expect(data?.city).toBeNull();
    expect(data?.city_links).toEqual([]);
    expect(data?.country_links.map((l) => l.native_name)).toEqual(nationalNames);
    expect(data?.country_links).toHaveLength(17);
    expect(data?.country_links[0]).toEqual({
      id: expect.any(Number),
      native_name: 'Deutscher Bundestag',
      english_name: 'German Bundestag',
      native_url: 'https://www.bundestag.de',
      english_url: 'https://www.bundestag.de/en',
      country: 'DE',
      city: null,
      zip_code: null,
      region: null,
    });
    expect(data?.region).toBeNull();
    expect(data?.region_links).toEqual([]);
  });

  it('with a city: the federal links, its own state’s parliament and the city’s links (issue 20: Leipzig)', async () => {
    for (const [city, state, parliament, council] of [
      [
        'Leipzig',
        { code: 'DE-SN', name_en: 'Saxony', name_de: 'Sachsen' },
        'Sächsischer Landtag',
        'Ratsversammlung Leipzig',
      ],
      [
        'München',
        { code: 'DE-BY', name_en: 'Bavaria', name_de: 'Bayern' },
        'Bayerischer Landtag',
        'Stadtrat München',
      ],
    ] as const) {
      const { data } = await client.GET('/v1/info/links', { params: { query: { country: 'DE', city } } });
      expect(data?.region).toEqual(state);
      expect(data?.country_links.map((l) => l.native_name)).toEqual(['Deutscher Bundestag']);
      expect(data?.region_links.map((l) => l.native_name)).toEqual([parliament]);
      expect(data?.city_links.map((l) => l.native_name)).toEqual([council]);
    }
  });

  it('with a city: the country links plus that city’s links, whatever the case of the name', async () => {
    for (const city of ['Berlin', 'berlin']) {
      const { data } = await client.GET('/v1/info/links', { params: { query: { country: 'de', city } } });
      expect(data?.city).toBe('Berlin');
      expect(data?.country_links.map((l) => l.native_name)).toEqual(['Deutscher Bundestag']);
      expect(data?.region?.code).toBe('DE-BE');
      // The city-state's parliament is its city link; it is not listed again for the state.
      expect(data?.region_links).toEqual([]);
      expect(data?.city_links.map((l) => [l.native_name, l.city])).toEqual([
        ['Abgeordnetenhaus Berlin', 'Berlin'],
      ]);
    }
    const { data } = await client.GET('/v1/info/links', {
      params: { query: { country: 'DE', city: 'München' } },
    });
    expect(data?.city_links.map((l) => l.english_name)).toEqual(['Munich City Council']);
  });

  it('a city without links of its own answers the country links and no city links', async () => {
    const { data } = await client.GET('/v1/info/links', {
      params: { query: { country: 'DE', city: 'Wanne' } },
    });
    expect(data?.city).toBe('Wanne');
    expect(data?.country_links).toHaveLength(17);
    expect(data?.region).toBeNull();
    expect(data?.city_links).toEqual([]);
  });

  it.each(['/v1/info/links?country=FR', '/v1/info/cities?country=FR'])(
    '%s answers 404: no links for that country',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ detail: 'No information links for this country' });
    },
  );

  it.each([
    ['/v1/info/links', 'country'],
    ['/v1/info/links?country=Germany', 'country'],
    ['/v1/info/cities?country=D', 'country'],
    [`/v1/info/links?country=DE&city=${'x'.repeat(201)}`, 'city'],
  ])('%s answers 422', async (path, field) => {
    const response = await get(path);
    expect(response.status).toBe(422);
    expect((await response.json()).detail).toEqual([expect.objectContaining({ loc: ['query', field] })]);
  });
});
