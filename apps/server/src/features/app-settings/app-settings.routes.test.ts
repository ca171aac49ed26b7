import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EXAMPLE_ASSOCIATION, loadConfig } from '../../config.js';
import { availableEngines } from '../../db/test-databases.js';
import { DEFAULT_MAP_STYLE_URL } from '../../map-config.js';
import { type ApiClient, apiClient } from '../../test-support/api-client.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { createTestUser } from '../../test-support/test-users.js';
import type { AssociationSettingsInput } from './app-settings.schemas.js';

const NOTHING_STORED: AssociationSettingsInput = {
  name: null,
  address: null,
  represented_by: null,
  tax_id: null,
  email: null,
  donate_url: null,
  code_url: null,
  translate_url: null,
};

const ENVIRONMENT = {
  ASSOCIATION_NAME: 'Zivilgesellschaft sichtbar e.V.',
  ASSOCIATION_EMAIL: 'hallo@zivil.example',
  MAP_TILE_URL: 'https://fonts.example.org/glyphs/{fontstack}/{range}.pbf',
};

// Issue 15 "Application Settings" (decision 046) over real HTTP on both engines: the environment gives the first
// values, the admins' stored values apply over them at once on the public calls and in the CSP, and each can be
// reset. Who may call: http/permissions.test.ts.
describe.each(availableEngines())('application settings API on %s', (engine) => {
  let testApp: TestApp;
  let client: ApiClient;
  let headers: { authorization: string };

  beforeAll(async () => {
    const { association, map } = loadConfig(ENVIRONMENT);
    testApp = await startTestApp({ engine, config: { association, map } });
    client = apiClient(testApp.baseUrl);
    headers = {
      authorization: (await createTestUser(testApp.db, testApp.config, { admin: true })).authorization,
    };
  });
  afterAll(() => testApp?.close());
  beforeEach(async () => {
    await testApp.db.deleteFrom('app_settings').execute();
    // The server reads the emptied table again once its cache time is over; a write applies at once.
    await client.PUT('/v1/settings/association', { headers, body: NOTHING_STORED });
    await client.PUT('/v1/settings/map', { headers, body: { style_url: null, tile_origins: null } });
  });

  const csp = async () =>
    (await fetch(`${testApp.baseUrl}/health`)).headers.get('content-security-policy') ?? '';

  it('answers what the environment gives and that nothing is stored yet', async () => {
    const { data, response } = await client.GET('/v1/settings/application', { headers });
    expect(response.status).toBe(200);
    expect(data).toEqual({
      association: {
        environment: {
          name: 'Zivilgesellschaft sichtbar e.V.',
          address: EXAMPLE_ASSOCIATION.address,
          represented_by: EXAMPLE_ASSOCIATION.representedBy,
          tax_id: EXAMPLE_ASSOCIATION.taxId,
          email: 'hallo@zivil.example',
          donate_url: EXAMPLE_ASSOCIATION.donateUrl,
          code_url: EXAMPLE_ASSOCIATION.codeUrl,
          translate_url: EXAMPLE_ASSOCIATION.translateUrl,
        },
        stored: NOTHING_STORED,
      },
      map: {
        environment: { style_url: DEFAULT_MAP_STYLE_URL, tile_origins: ['https://fonts.example.org'] },
        stored: { style_url: null, tile_origins: null },
      },
    });
  });

  it("stores the association's details over the environment's, shown by the public call at once, and resets one", async () => {
    const body = {
      ...NOTHING_STORED,
      name: '  Demokratie vor Ort e.V. ',
      address: 'Marktplatz 3, 04109 Leipzig',
      donate_url: 'https://spenden.example/vor-ort',
    };
    const { data, response } = await client.PUT('/v1/settings/association', { headers, body });
    expect(response.status).toBe(200);
    expect(data?.stored).toEqual({ ...body, name: 'Demokratie vor Ort e.V.' });
    expect(data?.environment.name).toBe('Zivilgesellschaft sichtbar e.V.');

    const shown = (await client.GET('/v1/settings/association')).data;
    expect(shown?.name).toBe('Demokratie vor Ort e.V.');
    expect(shown?.address).toBe('Marktplatz 3, 04109 Leipzig');
    expect(shown?.email).toBe('hallo@zivil.example');
    expect(shown?.donate_url).toBe('https://spenden.example/vor-ort');
    // A stored value is the operator's own, no longer the marked example.
    expect(shown?.example_fields).toEqual(['represented_by', 'tax_id', 'code_url', 'translate_url']);

    await client.PUT('/v1/settings/association', { headers, body: { ...body, name: null } });
    const reset = (await client.GET('/v1/settings/association')).data;
    expect(reset?.name).toBe('Zivilgesellschaft sichtbar e.V.');
    expect(reset?.address).toBe('Marktplatz 3, 04109 Leipzig');
    expect(await testApp.db.selectFrom('app_settings').select('key').orderBy('key').execute()).toEqual([
      { key: 'association.address' },
      { key: 'association.donate_url' },
    ]);
  });

  it.each([
    ['an empty name', { name: '' }, ['body', 'name']],
    ['a blank name', { name: '   ' }, ['body', 'name']],
    ['a name over 200 characters', { name: 'x'.repeat(201) }, ['body', 'name']],
    ['a name of two lines', { name: 'Verein\nzwei' }, ['body', 'name']],
    ['an e-mail that is none', { email: 'kontakt at verein' }, ['body', 'email']],
    ['a javascript: link', { donate_url: 'javascript:alert(1)' }, ['body', 'donate_url']],
    ['an ftp link', { code_url: 'ftp://code.example.org' }, ['body', 'code_url']],
    ['a link that is no URL', { translate_url: 'translate here' }, ['body', 'translate_url']],
  ])('refuses %s with the 422 at its field, storing nothing', async (_case, change, loc) => {
    const { response, error } = await client.PUT('/v1/settings/association', {
      headers,
      body: { ...NOTHING_STORED, address: 'Marktplatz 3', ...change },
    });
    expect(response.status).toBe(422);
    expect(error?.detail).toEqual([
      expect.objectContaining({ loc, msg: expect.any(String), type: expect.any(String) }),
    ]);
    expect(await testApp.db.selectFrom('app_settings').select('key').execute()).toEqual([]);
  });

  it('refuses a body without every field: null is how one follows the environment', async () => {
    const { name: _left, ...partial } = NOTHING_STORED;
    const response = await fetch(`${testApp.baseUrl}/v1/settings/association`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(partial),
    });
    expect(response.status).toBe(422);
    expect((await response.json()).detail[0]).toMatchObject({ loc: ['body', 'name'], type: 'missing' });
  });

  it("stores the map style and its hosts: GET /v1/settings/map and the CSP follow at once; 'none' and a reset too", async () => {
    expect(await csp()).toContain(
      "connect-src 'self' https://tiles.openfreemap.org https://fonts.example.org;",
    );

    const { data, response } = await client.PUT('/v1/settings/map', {
      headers,
      body: {
        style_url: 'https://maps.example.net/styles/bright.json',
        tile_origins: [
          'https://tiles.example.net/{z}/{x}/{y}.pbf',
          'https://tiles.example.net/other',
          'http://sprites.example.net:8080/s',
        ],
      },
    });
    expect(response.status).toBe(200);
    expect(data?.stored).toEqual({
      style_url: 'https://maps.example.net/styles/bright.json',
      tile_origins: ['https://tiles.example.net', 'http://sprites.example.net:8080'],
    });
    expect((await client.GET('/v1/settings/map')).data).toEqual({
      style_url: 'https://maps.example.net/styles/bright.json',
    });
    const changed = await csp();
    expect(changed).toContain(
      "connect-src 'self' https://maps.example.net https://tiles.example.net http://sprites.example.net:8080;",
    );
    expect(changed).toContain(
      "img-src 'self' data: blob: https://maps.example.net https://tiles.example.net http://sprites.example.net:8080;",
    );
    expect(changed).not.toContain('openfreemap');

    await client.PUT('/v1/settings/map', { headers, body: { style_url: 'None', tile_origins: [] } });
    expect((await client.GET('/v1/settings/map')).data).toEqual({ style_url: null });
    expect(await csp()).toContain("connect-src 'self';");

    await client.PUT('/v1/settings/map', { headers, body: { style_url: null, tile_origins: null } });
    expect((await client.GET('/v1/settings/map')).data).toEqual({ style_url: DEFAULT_MAP_STYLE_URL });
    expect(await csp()).toContain(
      "connect-src 'self' https://tiles.openfreemap.org https://fonts.example.org;",
    );
  });

  it.each([
    ['a javascript: style', { style_url: 'javascript:alert(1)', tile_origins: null }, ['body', 'style_url']],
    ['a style that is no URL', { style_url: 'liberty', tile_origins: null }, ['body', 'style_url']],
    [
      'a host that is no http(s) URL',
      { style_url: null, tile_origins: ['https://ok.example', 'ftp://x.example'] },
      ['body', 'tile_origins', 1],
    ],
  ])('refuses %s with the 422 at its place, storing nothing', async (_case, body, loc) => {
    const { response, error } = await client.PUT('/v1/settings/map', { headers, body });
    expect(response.status).toBe(422);
    expect(error?.detail).toEqual([
      { loc, msg: 'The address must be an http or https address', type: 'url_parsing' },
    ]);
    expect(await testApp.db.selectFrom('app_settings').select('key').execute()).toEqual([]);
  });

  it('refuses more than 20 hosts', async () => {
    const tile_origins = Array.from({ length: 21 }, (_, i) => `https://t${i}.example.org`);
    const { response, error } = await client.PUT('/v1/settings/map', {
      headers,
      body: { style_url: null, tile_origins },
    });
    expect(response.status).toBe(422);
    expect(error?.detail).toEqual([expect.objectContaining({ loc: ['body', 'tile_origins'] })]);
  });
});
