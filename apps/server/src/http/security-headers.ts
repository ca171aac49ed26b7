// Security headers on every response (API, static files, errors, /api/docs) via @fastify/helmet.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

type Directives = Record<string, string[] | null>;

/**
 * Only the app's own origin plus the configured map tile host. MapLibre needs: blob: workers
 * (its worker is created from a blob URL in some builds), data:/blob: images (sprites and
 * rendered tiles), and fetch access to the style, tiles, glyphs and sprites (connect-src).
 */
export function contentSecurityPolicy(mapTileOrigin: string | undefined): Directives {
  const tiles = mapTileOrigin === undefined ? [] : [mapTileOrigin];
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', ...tiles],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...tiles],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    // Not upgrade-insecure-requests: the embedded default serves plain http on a LAN or localhost,
    // where upgrading the page's own requests to https would break it.
    'upgrade-insecure-requests': null,
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Readonly<Config>): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config.mapTileOrigin) },
    // Tile servers such as OpenStreetMap's require a Referer; send only the origin across sites.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The data is public (CC BY-SA 4.0): images and feeds may be embedded by other origins,
    // including the Capacitor shell, whose origin is never the server's.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', 'camera=(), microphone=(), payment=(), geolocation=(self)');
  });
}
