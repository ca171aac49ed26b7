// A tiny stand-in for apps/web/dist, so static-serving tests do not depend on `npm run build`.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const FAKE_INDEX_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Assembly Finder</title>
<script type="module" src="/assets/app-abc123.js"></script></head>
<body><div id="root"></div></body></html>
`;

/** True when `html` is FAKE_INDEX_HTML as the server answers a page: its head filled in, the rest as built. */
export function isFakeIndexPage(html: string): boolean {
  return (
    /^<!doctype html>\n<html lang="(en-US|de-DE)"><head><meta charset="utf-8">/.test(html) &&
    html.includes('<script type="module" src="/assets/app-abc123.js"></script>') &&
    html.endsWith('</head>\n<body><div id="root"></div></body></html>\n')
  );
}

// Large enough (over the 1 KiB threshold) that compression applies.
export const FAKE_APP_JS = `${'export const greeting = "Hallo, Versammlungsfinder!";\n'.repeat(100)}`;
// An unhashed file of the build's root (robots.txt is the server's own since issue 18).
export const FAKE_FAVICON_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>\n';
export const FAKE_SW_JS = `self.addEventListener('install', () => self.skipWaiting());\n`;

export const FAKE_MANIFEST = `${JSON.stringify({ name: 'Assembly Finder', start_url: '/en', icons: [] }, null, 2)}\n`;

/** Vite's manifest of the build (.vite/manifest.json): the entry, both languages' texts and the event page. */
export const FAKE_BUILD_MANIFEST = {
  'index.html': { file: 'assets/app-abc123.js', isEntry: true },
  'src/i18n/en.ts': { file: 'assets/en-abc123.js', isDynamicEntry: true, imports: ['index.html'] },
  'src/i18n/de.ts': { file: 'assets/de-abc123.js', isDynamicEntry: true, imports: ['index.html'] },
  'src/routes/event-detail.tsx': {
    file: 'assets/event-detail-abc123.js',
    isDynamicEntry: true,
    imports: ['index.html', '_api-abc123.js'],
  },
  '_api-abc123.js': { file: 'assets/api-abc123.js', imports: ['index.html'] },
};

export interface FakeWebDist {
  dir: string;
  remove(): Promise<void>;
}

export async function createFakeWebDist(): Promise<FakeWebDist> {
  const dir = await mkdtemp(join(tmpdir(), 'assembly-finder-dist-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), FAKE_INDEX_HTML);
  await writeFile(join(dir, 'assets/app-abc123.js'), FAKE_APP_JS);
  await writeFile(join(dir, 'sw.js'), FAKE_SW_JS);
  await writeFile(join(dir, 'favicon.svg'), FAKE_FAVICON_SVG);
  await mkdir(join(dir, '.vite'));
  await writeFile(join(dir, '.vite/manifest.json'), JSON.stringify(FAKE_BUILD_MANIFEST));
  // As the web build writes them: the manifest with its precompressed siblings.
  await writeFile(join(dir, 'manifest.webmanifest'), FAKE_MANIFEST);
  await writeFile(join(dir, 'manifest.webmanifest.br'), brotliCompressSync(FAKE_MANIFEST));
  await writeFile(join(dir, 'manifest.webmanifest.gz'), gzipSync(FAKE_MANIFEST));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
