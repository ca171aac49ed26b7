import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { FAKE_BUILD_MANIFEST } from '../../test-support/fake-web-dist.js';
import { firstRenderModules, pagePreloads } from './page-preloads.js';
import { pageRouteOf } from './page-route.js';

const WEB_DIR = new URL('../../../../web/', import.meta.url);
const links = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);

describe('a page’s preloads', () => {
  const preloadsOf = pagePreloads(JSON.stringify(FAKE_BUILD_MANIFEST));

  it('are its language’s texts and its screen’s chunk with what that imports, never the entry', () => {
    expect(links(preloadsOf(pageRouteOf('/en/events/12--demo')))).toEqual([
      '/assets/en-abc123.js',
      '/assets/event-detail-abc123.js',
      '/assets/api-abc123.js',
    ]);
    expect(links(preloadsOf(pageRouteOf('/de/events/12')))).toEqual([
      '/assets/de-abc123.js',
      '/assets/event-detail-abc123.js',
      '/assets/api-abc123.js',
    ]);
    // A path without a language segment is English (the app redirects it there).
    expect(links(preloadsOf(pageRouteOf('/')))).toEqual(['/assets/en-abc123.js']);
  });

  it('leave out what the build does not have, and are none without a manifest', () => {
    expect(links(preloadsOf(pageRouteOf('/de/about')))).toEqual(['/assets/de-abc123.js']);
    expect(pagePreloads(undefined)(pageRouteOf('/en/events/12'))).toBe('');
  });

  it('name modules the web app has, and every information page of its router', async () => {
    const routes = ['/en/events/1', '/de/sources/1', '/en/about', '/de/privacy-policy', '/en'].map(
      pageRouteOf,
    );
    for (const module of new Set(routes.flatMap(firstRenderModules))) {
      expect(existsSync(new URL(module, WEB_DIR)), module).toBe(true);
    }
    const router = await readFile(new URL('src/app/router.tsx', WEB_DIR), 'utf8');
    const { routePatterns } = (await import(new URL('src/paths.ts', WEB_DIR).href)) as {
      routePatterns: Record<string, string>;
    };
    const infoPaths = [...router.matchAll(/infoPage\('(\w+)'/g)].map(
      (match) => routePatterns[match[1] ?? ''],
    );
    expect(infoPaths.length).toBeGreaterThan(5);
    for (const path of infoPaths) {
      expect(firstRenderModules(pageRouteOf(`/en/${path}`)), path).toContain('src/routes/info-page.tsx');
    }
  });
});
