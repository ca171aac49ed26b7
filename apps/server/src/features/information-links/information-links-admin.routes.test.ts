import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableEngines } from '../../db/test-databases.js';
import { type ApiClient, apiClient } from '../../test-support/api-client.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { createTestUser } from '../../test-support/test-users.js';

// Issue 15 "Information": the platform admins' list and writes of information links, over real HTTP through the
// web app's generated client, on PGlite and on PostgreSQL. Who may call them: http/permissions.test.ts.
describe.each(availableEngines())('information links admin API on %s', (engine) => {
  let testApp: TestApp;
  let client: ApiClient;
  let headers: { authorization: string };

  const link = (overrides: Record<string, unknown> = {}) => ({
    native_name: 'Sächsischer Landtag',
    english_name: 'Saxon State Parliament',
    native_url: 'https://www.landtag.sachsen.de',
    english_url: null,
    country: 'de',
    city: null,
    zip_code: null,
    region: 'DE-SN',
    ...overrides,
  });

  beforeAll(async () => {
    testApp = await startTestApp({ engine });
    client = apiClient(testApp.baseUrl);
    const admin = await createTestUser(testApp.db, testApp.config, { admin: true, username: 'infoadmin' });
    headers = { authorization: admin.authorization };
  });
  afterAll(() => testApp?.close());

  it('adds, changes and deletes a link; the public Info calls show each change at once', async () => {
    const created = await client.POST('/v1/info/link/new', {
      headers,
      body: link({
        native_name: '  Stadtrat Leipzig ',
        english_name: 'Leipzig City Council',
        native_url: 'https://www.leipzig.de/stadtrat',
        english_url: 'https://english.leipzig.de',
        city: ' Leipzig ',
        zip_code: '04109',
      }),
    });
    expect(created.response.status).toBe(201);
    const id = created.data?.id ?? 0;
    expect(created.data).toEqual({
      id,
      native_name: 'Stadtrat Leipzig',
      english_name: 'Leipzig City Council',
      native_url: 'https://www.leipzig.de/stadtrat',
      english_url: 'https://english.leipzig.de',
      country: 'DE',
      city: 'Leipzig',
      zip_code: '04109',
      region: 'DE-SN',
    });
    expect((await client.GET('/v1/info/countries')).data?.map((c) => c.code)).toEqual(['DE']);
    expect((await client.GET('/v1/info/cities', { params: { query: { country: 'DE' } } })).data).toEqual([
      'Leipzig',
    ]);

    const changed = await client.PUT('/v1/info/link/{link_id}', {
      headers,
      params: { path: { link_id: id } },
      body: link({
        native_name: 'Ratsversammlung Leipzig',
        english_name: 'Leipzig City Council',
        native_url: 'https://www.leipzig.de/ratsversammlung',
        city: 'Leipzig',
      }),
    });
    expect(changed.response.status).toBe(200);
    expect(changed.data?.english_url).toBeNull();
    const shown = await client.GET('/v1/info/links', {
      params: { query: { country: 'DE', city: 'leipzig' } },
    });
    expect(shown.data?.city_links.map((l) => l.native_name)).toEqual(['Ratsversammlung Leipzig']);

    const deleted = await client.DELETE('/v1/info/link/{link_id}', {
      headers,
      params: { path: { link_id: id } },
    });
    expect(deleted.response.status).toBe(204);
    expect((await client.GET('/v1/info/countries')).data).toEqual([]);
    const again = await client.DELETE('/v1/info/link/{link_id}', {
      headers,
      params: { path: { link_id: id } },
    });
    expect(again.response.status).toBe(404);
    expect(again.error).toEqual({ detail: 'Information link not found' });
    const missing = await client.PUT('/v1/info/link/{link_id}', {
      headers,
      params: { path: { link_id: id } },
      body: link(),
    });
    expect(missing.response.status).toBe(404);
  });

  it('lists with filters by country, city (part of it, or "-" for country-wide) and text, paged', async () => {
    const bodies = [
      link({
        native_name: 'Deutscher Bundestag',
        english_name: 'German Bundestag',
        native_url: 'https://www.bundestag.de',
        region: null,
      }),
      link(),
      link({
        native_name: 'Stadtrat Dresden',
        english_name: 'Dresden City Council',
        native_url: 'https://www.dresden.de/stadtrat',
        city: 'Dresden',
      }),
      link({
        native_name: 'Gemeinderat Wien',
        english_name: 'Vienna City Council',
        native_url: 'https://www.wien.gv.at/politik',
        country: 'AT',
        city: 'Wien',
        region: null,
      }),
    ];
    for (const body of bodies) {
      expect((await client.POST('/v1/info/link/new', { headers, body })).response.status).toBe(201);
    }
    const list = async (query: Record<string, string | number>) => {
      const { data, response } = await client.GET('/v1/info/link/', { headers, params: { query } });
      expect(response.status).toBe(200);
      return { total: data?.total, names: data?.links.map((l) => l.english_name) };
    };

    // By country, then country-wide before cities, then city and English name.
    expect(await list({})).toEqual({
      total: 4,
      names: ['Vienna City Council', 'German Bundestag', 'Saxon State Parliament', 'Dresden City Council'],
    });
    expect(await list({ country: 'de' })).toEqual({
      total: 3,
      names: ['German Bundestag', 'Saxon State Parliament', 'Dresden City Council'],
    });
    expect((await list({ country: 'DE', city: '-' })).names).toEqual([
      'German Bundestag',
      'Saxon State Parliament',
    ]);
    expect((await list({ city: 'RESD' })).names).toEqual(['Dresden City Council']);
    expect((await list({ q: 'landtag' })).names).toEqual(['Saxon State Parliament']);
    expect((await list({ q: 'wien.gv' })).names).toEqual(['Vienna City Council']);
    // LIKE's wildcards in the text match themselves.
    expect((await list({ q: '%' })).total).toBe(0);
    expect(await list({ limit: 2, offset: 1 })).toEqual({
      total: 4,
      names: ['German Bundestag', 'Saxon State Parliament'],
    });
  });

  it('answers bad input with the spec’s 422, naming each field, and stores nothing', async () => {
    const before = (await client.GET('/v1/info/link/', { headers, params: { query: {} } })).data?.total;
    const refused = async (body: Record<string, unknown>) => {
      const { response, error } = await client.POST('/v1/info/link/new', {
        headers,
        body: body as ReturnType<typeof link>,
      });
      expect(response.status).toBe(422);
      return (error as { detail: { loc: (string | number)[]; msg: string; type: string }[] }).detail;
    };

    expect(await refused(link({ native_name: '   ' }))).toEqual([
      expect.objectContaining({ loc: ['body', 'native_name'] }),
    ]);
    expect((await refused(link({ english_name: 'a'.repeat(201) })))[0]?.loc).toEqual([
      'body',
      'english_name',
    ]);
    expect((await refused(link({ native_name: 'Line\nbreak' })))[0]?.loc).toEqual(['body', 'native_name']);
    const { native_url: _dropped, ...withoutUrl } = link();
    expect((await refused(withoutUrl))[0]?.loc).toEqual(['body', 'native_url']);
    // Only http(s): the Info screen makes them links.
    expect(
      await refused(
        link({
          native_url: 'javascript:alert(1)',
          english_url: 'data:text/html,hi',
          country: 'XX',
          zip_code: '!!',
          region: 'DE-QQ',
        }),
      ),
    ).toEqual([
      {
        loc: ['body', 'native_url'],
        msg: 'The address must be an http or https address',
        type: 'value_error',
      },
      {
        loc: ['body', 'english_url'],
        msg: 'The address must be an http or https address',
        type: 'value_error',
      },
      {
        loc: ['body', 'country'],
        msg: 'Unknown country code: use ISO 3166-1 alpha-2, e.g. DE',
        type: 'value_error',
      },
      {
        loc: ['body', 'zip_code'],
        msg: 'The zip code must be 2 to 10 letters, digits, spaces or dashes',
        type: 'value_error',
      },
      {
        loc: ['body', 'region'],
        msg: 'The state must be an ISO 3166-2 code within the country, e.g. DE-SN',
        type: 'value_error',
      },
    ]);
    expect((await refused(link({ region: 'AT-9' })))[0]?.loc).toEqual(['body', 'region']);
    expect((await refused(link({ country: 'Germany' })))[0]?.loc).toEqual(['body', 'country']);
    // The same address twice for one place.
    expect(await refused(link({ native_url: 'https://www.landtag.sachsen.de' }))).toEqual([
      {
        loc: ['body', 'native_url'],
        msg: 'Another link of this place already has this address',
        type: 'value_error',
      },
    ]);
    const badQuery = await client.GET('/v1/info/link/', { headers, params: { query: { limit: 501 } } });
    expect(badQuery.response.status).toBe(422);
    expect((badQuery.error as { detail: { loc: unknown[] }[] }).detail[0]?.loc).toEqual(['query', 'limit']);
    const badId = await fetch(`${testApp.baseUrl}/v1/info/link/abc`, { method: 'DELETE', headers });
    expect(badId.status).toBe(422);
    expect((await client.GET('/v1/info/link/', { headers, params: { query: {} } })).data?.total).toBe(before);
  });
});
