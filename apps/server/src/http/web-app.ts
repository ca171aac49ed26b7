// Serves the built web app (apps/web/dist): hashed assets cached forever, everything else revalidated,
// client-side routes answered with index.html, and the JSON 404 for API paths.
import { relative, sep } from 'node:path';
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

/**
 * Registers the static files (when `distDir` is given) and the one not-found handler.
 * Must be the last registration so that API routes take precedence over the file wildcard.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  if (distDir === undefined) {
    app.setNotFoundHandler((_request, reply) => sendNotFound(reply));
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    // Serve the build's .br/.gz siblings when present; otherwise @fastify/compress compresses on the fly.
    preCompressed: true,
    cacheControl: false,
    setHeaders: setCacheHeaders(distDir),
  });
  app.setNotFoundHandler((request, reply) => {
    if (!isSpaRoute(request.method, pathOf(request))) return sendNotFound(reply);
    return reply.code(200).sendFile('index.html');
  });
}
