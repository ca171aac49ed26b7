// The web build's chunks a page's first render waits for, as <link rel="modulepreload"> in its head (issue 18 'Fast
// pages'): without them the entry asks for them only once it has been downloaded and run, a round trip and more
// later. The build's manifest (apps/web/vite.config.ts `build.manifest`) names each source module's chunk; a build
// without one gets no preloads.
import { escapeHtml } from '../../http/html-text.js';
import type { PageRoute } from './page-route.js';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  /** Keys of the chunks this one imports statically. */
  imports?: string[];
}
type BuildManifest = Readonly<Record<string, ManifestChunk | undefined>>;

/** The information pages of paths.ts, each `routes/info-page.tsx` with its language's page texts. */
const INFO_PAGE_PATHS: ReadonlySet<string> = new Set([
  'about',
  'source-info',
  'privacy-policy',
  'disclaimer',
  'contact',
  'imprint',
  'contribute',
  'data',
  'help',
]);

/**
 * The source modules behind a page's first render (web app: i18n/messages.ts, app/router.tsx): the language's
 * texts, which every page waits for (decision 050), and the screen's own chunk where the route names it.
 */
export function firstRenderModules(route: PageRoute): string[] {
  const texts = `src/i18n/${route.language}.ts`;
  if (route.kind === 'event') return [texts, 'src/routes/event-detail.tsx'];
  if (route.kind === 'source') return [texts, 'src/routes/source-detail.tsx'];
  if (INFO_PAGE_PATHS.has(route.path)) {
    return [texts, 'src/routes/info-page.tsx', `src/i18n/pages.${route.language}.ts`];
  }
  return [texts];
}

/** The chunk files of `modules` and of what they import, without the entry (its own script tag loads it). */
function chunkFiles(manifest: BuildManifest, modules: readonly string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of modules) visit(key);
  return [...files];
}

export type PagePreloads = (route: PageRoute) => string;

/** `<link rel="modulepreload">` lines for each page, from the build's manifest JSON (none without one). */
export function pagePreloads(manifestJson: string | undefined): PagePreloads {
  if (manifestJson === undefined) return () => '';
  const manifest = JSON.parse(manifestJson) as BuildManifest;
  const cache = new Map<string, string>();
  return (route) => {
    const modules = firstRenderModules(route);
    const key = modules.join(' ');
    let links = cache.get(key);
    if (links === undefined) {
      links = chunkFiles(manifest, modules)
        .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`)
        .join('\n');
      cache.set(key, links);
    }
    return links;
  };
}

/**
 * `<link rel="preload" as="fetch">` lines for public API reads (issue 18 'Fast pages'): they start with the page instead
 * of after the entry chunk has been downloaded and run. `crossorigin="anonymous"` is what the app's fetch() asks for
 * by default (mode cors, credentials same-origin), so Chromium hands the preloaded answer to the app's own request;
 * it did so in a trial with the app's X-Client-Version and Authorization headers on the request (decision 030
 * addendum). That is why only reads every viewer gets the same answer to may be preloaded.
 */
export function apiReadPreloads(paths: readonly string[]): string {
  return paths
    .map((path) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(path)}">`)
    .join('\n');
}
