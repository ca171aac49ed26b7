// Public read of the basemap the web app's maps use (issue 18 "Basemap", decision 038): MAP_STYLE_URL, or the style
// the platform admins stored in the Application Settings (decision 046); the CSP allows exactly its origins
// (http/security-headers.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { MapConfig } from '../../map-config.js';
import type { AppSettings } from '../app-settings/app-settings.service.js';
import { type MapSettings, MapSettingsSchema } from './map-settings.schemas.js';

// An admin may change the style at run time: a browser reuses the answer for a minute at most, as the web app
// does the association's settings.
const CACHE_CONTROL = 'public, max-age=60';

export interface MapSettingsRoutesOptions {
  settings: AppSettings;
}

export function toMapSettings(map: Readonly<MapConfig>): MapSettings {
  return { style_url: map.styleUrl ?? null };
}

export const mapSettingsRoutes: FastifyPluginAsyncTypebox<MapSettingsRoutesOptions> = async (
  app,
  { settings },
) => {
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
      return toMapSettings((await settings.current()).map);
    },
  );
};
