// Public read of the basemap the web app's maps use (issue 18 "Basemap", decision 038): config.map is the one
// place it is set (MAP_STYLE_URL), and the CSP allows exactly its origins (http/security-headers.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { MapConfig } from '../../config.js';
import { type MapSettings, MapSettingsSchema } from './map-settings.schemas.js';

// The setting changes only with a restart: a browser may reuse the answer for a few minutes.
const CACHE_CONTROL = 'public, max-age=300';

export interface MapSettingsRoutesOptions {
  map: Readonly<MapConfig>;
}

export function toMapSettings(map: Readonly<MapConfig>): MapSettings {
  return { style_url: map.styleUrl ?? null };
}

export const mapSettingsRoutes: FastifyPluginAsyncTypebox<MapSettingsRoutesOptions> = async (
  app,
  { map },
) => {
  const settings = toMapSettings(map);
  app.get(
    '/v1/settings/map',
    {
      schema: {
        tags: ['settings'],
        operationId: 'getMapSettings',
        summary: 'The basemap style of the maps (streets and place names), or null for the offline outline',
        response: { 200: MapSettingsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      return settings;
    },
  );
};
