import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { DEFAULT_MAP_STYLE_URL } from '../../map-config.js';
import { type ApiClient, apiClient } from '../../test-support/api-client.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

// Over real HTTP with the web app's generated client: the route is public and reads only the config.
describe('GET /v1/settings/map', () => {
  let defaults: TestApp;
  let offline: TestApp;

  beforeAll(async () => {
    defaults = await startTestApp({ config: { map: loadConfig({}).map } });
    // Other settings, the same data: a second server on the first one's database.
    offline = await startTestApp({
      config: { map: loadConfig({ MAP_STYLE_URL: 'none' }).map },
      db: defaults.db,
    });
  });
  afterAll(async () => {
    await offline?.close();
    await defaults?.close();
  });

  it('answers the public keyless style by default, cacheable for a minute, without a login', async () => {
    const client: ApiClient = apiClient(defaults.baseUrl);
    const { data, response } = await client.GET('/v1/settings/map', {
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.status).toBe(200);
    expect(data).toEqual({ style_url: DEFAULT_MAP_STYLE_URL });
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    // The CSP of the same server lets the maps fetch exactly that style's origin.
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("connect-src 'self' https://tiles.openfreemap.org;");
  });

  it("answers null when the operator turned the basemap off (MAP_STYLE_URL=none): the app's offline outline", async () => {
    const { data, response } = await apiClient(offline.baseUrl).GET('/v1/settings/map');
    expect(response.status).toBe(200);
    expect(data).toEqual({ style_url: null });
    expect(response.headers.get('content-security-policy')).toContain("connect-src 'self';");
  });
});
