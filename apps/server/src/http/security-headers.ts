// Security headers on every response (API, static files, errors, /api/docs), as helmet computes them.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { AppSettings } from '../features/app-settings/app-settings.service.js';
import type { MapConfig } from '../map-config.js';

type Directives = Record<string, string[] | null>;

/**
 * Only the app's own origin plus the basemap's origins (config.map, decision 038). MapLibre needs: blob:
 * workers (its worker is created from a blob URL in some builds), data:/blob: images (sprites and
 * rendered tiles), and fetch access to the style, tiles, glyphs, sprites and PMTiles files (connect-src).
 */
export function contentSecurityPolicy(mapOrigins: readonly string[]): Directives {
  const tiles = [...mapOrigins];
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

/**
 * The headers helmet sets, computed once per basemap. @fastify/helmet rebuilds helmet's middleware from its options
 * on every request, a measurable share of a perimeter search (decision 012); the headers vary only with the map's
 * origins (no CSP nonces), so they are taken from one run of the middleware and copied onto each reply.
 */
function securityHeaders(map: Readonly<MapConfig>): Record<string, string> {
  const headers: Record<string, string> = {
    'permissions-policy': 'camera=(), microphone=(), payment=(), geolocation=(self)',
  };
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(map.origins) },
    // Tile servers such as OpenStreetMap's require a Referer; send only the origin across sites.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The data is public (CC BY-SA 4.0): images and feeds may be embedded by other origins,
    // including the Capacitor shell, whose origin is never the server's.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  })({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * The map style is an Application Setting (decision 046): the CSP follows the settings in force, recomputed when
 * their origins change. Responses never wait for the database: the settings held are used while newer ones are read.
 */
export function registerSecurityHeaders(app: FastifyInstance, settings: AppSettings): void {
  let computed: { origins: string; headers: Record<string, string> } | undefined;
  const headersFor = (map: Readonly<MapConfig>) => {
    const origins = map.origins.join(' ');
    if (computed?.origins !== origins) computed = { origins, headers: securityHeaders(map) };
    return computed.headers;
  };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headersFor(settings.latest().map));
    done();
  });
}
