// Serves the built web app (apps/web/dist): hashed assets cached forever, everything else revalidated,
// client-side routes answered with index.html, and the JSON 404 for API paths.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from './errors.js';

// Paths the SPA never owns: a miss there is a real 404, never index.html. A missing /assets/ chunk
// must not come back as HTML with 200, or the browser reports a MIME error instead of a 404.
const RESERVED_PREFIXES = ['/v1', '/api', '/health', '/assets', '/sitemaps'];
const SERVICE_WORKER_PATH = '/sw.js';

function pathOf(request: FastifyRequest): string {
  const url = request.raw.url ?? '/';
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** True when the request is a client-side route (GET/HEAD of a page path) that index.html answers. */
export function isSpaRoute(method: string, path: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (path === SERVICE_WORKER_PATH) return false;
  return !RESERVED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

function setCacheHeaders(distDir: string) {
  return (reply: FastifyReply, filePath: string) => {
    const file = relative(distDir, filePath).split(sep).join('/');
    if (file.startsWith('assets/')) {
      // Vite puts a content hash in every file name under assets/: a changed file gets a new URL.
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return;
    }
    reply.header('cache-control', 'no-cache');
    if (/^sw\.js(\.br|\.gz)?$/.test(file)) {
      // The worker is served from the root, so it may control every page of the app.
      reply.header('service-worker-allowed', '/');
    }
  };
}

/** A page's HTML and status for its path (issue 18: each page its own head). */
export type PageRenderer = (path: string) => Promise<{ status: number; html: string }>;
/** The build's files a page is made of, read once at start (a new build comes with a restart). */
export interface WebBuild {
  indexHtml: string;
  /** Vite's manifest (.vite/manifest.json): which chunk holds which source module; absent in a build without it. */
  manifestJson: string | undefined;
}
export type PageRendererFactory = (build: WebBuild) => PageRenderer;

function readWebBuild(distDir: string): WebBuild {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  return {
    indexHtml: readFileSync(join(distDir, 'index.html'), 'utf8'),
    manifestJson: existsSync(manifestPath) ? readFileSync(manifestPath, 'utf8') : undefined,
  };
}

/**
 * Registers the static files (when `distDir` is given) and the one not-found handler.
 * Must be the last registration so that API routes take precedence over the file wildcard.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string | undefined,
  pages?: PageRendererFactory,
): Promise<void> {
  if (distDir === undefined) {
    app.setNotFoundHandler((_request, reply) => sendNotFound(reply));
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: true,
    // '/' is a page like the others: the fallback below answers it with its head.
    index: pages === undefined ? ['index.html'] : false,
    // Serve the build's .br/.gz siblings when present; otherwise @fastify/compress compresses on the fly.
    preCompressed: true,
    cacheControl: false,
    // The build's manifest (.vite/) is the server's to read (page preloads), not a file of the site.
    allowedPath: (pathName) => !pathName.startsWith('/.vite/'),
    setHeaders: setCacheHeaders(distDir),
  });
  if (pages === undefined) {
    app.setNotFoundHandler((request, reply) => {
      if (!isSpaRoute(request.method, pathOf(request))) return sendNotFound(reply);
      return reply.code(200).sendFile('index.html');
    });
    return;
  }
  const renderPage = pages(readWebBuild(distDir));
  const answerPage = async (path: string, reply: FastifyReply) => {
    const page = await renderPage(path);
    return reply
      .code(page.status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(page.html);
  };
  // Home too: without a directory index the file wildcard would answer '/' with 403. Paths under a language
  // segment are always pages (the build has no such folder), so they skip the file wildcard, which looks for
  // the file and its .br and .gz siblings on disk first.
  for (const path of ['/', '/en', '/en/*', '/de', '/de/*']) {
    app.get(path, { schema: { hide: true } }, (request, reply) => answerPage(pathOf(request), reply));
  }
  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request);
    if (!isSpaRoute(request.method, path)) return sendNotFound(reply);
    return answerPage(path, reply);
  });
}
