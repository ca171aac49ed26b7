import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StyleSpecification } from 'maplibre-gl';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApiForEachTest } from '../../test/fake-api';
import { basemapStyleOnce, loadBasemapStyle, usesPmtiles } from './basemap-style';

// The style comes from a real HTTP server on loopback; the settings call from the fake API (it stands in for
// fetch, so the style is fetched with the fetch taken before it).
const realFetch = globalThis.fetch;
const fetchStyle: typeof fetch = (input, init) => realFetch(input, init);

const STYLE: StyleSpecification = {
  version: 8,
  sources: { streets: { type: 'vector', url: 'https://tiles.example.org/planet' } },
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#f8f4f0' } }],
};

describe('loadBasemapStyle', () => {
  const api = fakeApiForEachTest();
  let server: Server;
  let origin: string;
  let styleRequests = 0;

  beforeAll(async () => {
    server = createServer((request, response) => {
      styleRequests += 1;
      if (request.url === '/style.json') response.end(JSON.stringify(STYLE));
      else if (request.url === '/page.html') response.end('<!doctype html><title>Not a style</title>');
      else if (request.url === '/slow.json') setTimeout(() => response.end(JSON.stringify(STYLE)), 5_000);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const answerStyleUrl = (url: string | null) =>
    api.on('get', '/v1/settings/map', () => ({ style_url: url }));

  it('reads the style the server names and fetches it', async () => {
    answerStyleUrl(`${origin}/style.json`);
    expect(await loadBasemapStyle(undefined, fetchStyle)).toEqual({
      url: `${origin}/style.json`,
      style: STYLE,
    });
  });

  it('fetches nothing more when the server names no style (MAP_STYLE_URL=none)', async () => {
    answerStyleUrl(null);
    const before = styleRequests;
    expect(await loadBasemapStyle(undefined, fetchStyle)).toBeUndefined();
    expect(styleRequests).toBe(before);
  });

  it.each([
    ['a missing style', '/missing.json', 10_000],
    ['an answer that is no style', '/page.html', 10_000],
    ['a style slower than the timeout', '/slow.json', 200],
  ])('gives undefined for %s, with a warning: the maps draw the outline', async (_name, path, timeoutMs) => {
    answerStyleUrl(`${origin}${path}`);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const started = performance.now();
    expect(await loadBasemapStyle(undefined, fetchStyle, timeoutMs)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(4_000);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('gives undefined when the server cannot be asked', async () => {
    api.on('get', '/v1/settings/map', () => Response.json({ detail: 'down' }, { status: 503 }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await loadBasemapStyle(undefined, fetchStyle)).toBeUndefined();
    warn.mockRestore();
  });
});

describe('basemapStyleOnce', () => {
  it('fetches the style once for every map, but asks again after a failure', async () => {
    const answers = [undefined, { url: 'https://styles.example.org/s', style: STYLE }];
    const load = vi.fn(async () => answers.shift());
    const request = basemapStyleOnce(load);
    expect(await request()).toBeUndefined();
    const style = await request();
    expect(style?.url).toBe('https://styles.example.org/s');
    expect(await request()).toBe(style);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('usesPmtiles', () => {
  it('is true when a source reads a PMTiles archive, by url or tiles', () => {
    expect(usesPmtiles(STYLE)).toBe(false);
    const archive = { type: 'vector' as const, url: 'pmtiles://https://maps.example.org/germany.pmtiles' };
    expect(usesPmtiles({ ...STYLE, sources: { ...STYLE.sources, archive } })).toBe(true);
    const raster = { type: 'raster' as const, tiles: ['pmtiles://https://maps.example.org/relief.pmtiles'] };
    expect(usesPmtiles({ ...STYLE, sources: { raster } })).toBe(true);
  });
});
