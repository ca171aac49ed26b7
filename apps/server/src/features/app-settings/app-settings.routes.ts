// The platform admins' Application Settings (issue 15, decision 046): read what the environment gives and what is
// stored over it, and store or reset the association's details and the basemap. The public reads are
// GET /v1/settings/association and GET /v1/settings/map.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requirePlatformAdmin } from '../../http/auth.js';
import { detailSchema, ValidationErrorSchema } from '../../http/error-schemas.js';
import {
  ApplicationSettingsSchema,
  AssociationSettingSourcesSchema,
  AssociationSettingsInputSchema,
  MapSettingSourcesSchema,
  MapSettingsInputSchema,
} from './app-settings.schemas.js';
import type { AppSettings } from './app-settings.service.js';

export interface AppSettingsRoutesOptions {
  settings: AppSettings;
}

const TAGS = ['settings'];
const LOGGED_IN: { [scheme: string]: string[] }[] = [{ bearerAuth: [] }, { basicAuth: [] }];
const GUARDED = {
  401: detailSchema('Unauthorized: log in first.'),
  403: detailSchema('Forbidden: only platform admins.'),
};

export const appSettingsRoutes: FastifyPluginAsyncTypebox<AppSettingsRoutesOptions> = async (
  app,
  { settings },
) => {
  app.get(
    '/v1/settings/application',
    {
      schema: {
        tags: TAGS,
        operationId: 'getApplicationSettings',
        summary:
          "Each application setting's environment value and the value stored over it (platform admins)",
        security: LOGGED_IN,
        response: { 200: ApplicationSettingsSchema, ...GUARDED },
      },
    },
    async (request) => {
      await requirePlatformAdmin(request);
      return settings.sources();
    },
  );

  app.put(
    '/v1/settings/association',
    {
      schema: {
        tags: TAGS,
        operationId: 'updateAssociationSettings',
        summary:
          "Store the association's details over the environment's; null resets one to it (platform admins)",
        security: LOGGED_IN,
        body: AssociationSettingsInputSchema,
        response: { 200: AssociationSettingSourcesSchema, ...GUARDED, 422: ValidationErrorSchema },
      },
    },
    async (request) => {
      await requirePlatformAdmin(request);
      return settings.updateAssociation(request.body);
    },
  );

  app.put(
    '/v1/settings/map',
    {
      schema: {
        tags: TAGS,
        operationId: 'updateMapSettings',
        summary:
          "Store the basemap's style and hosts over the environment's; null resets one (platform admins)",
        security: LOGGED_IN,
        body: MapSettingsInputSchema,
        response: { 200: MapSettingSourcesSchema, ...GUARDED, 422: ValidationErrorSchema },
      },
    },
    async (request) => {
      await requirePlatformAdmin(request);
      return settings.updateMap(request.body);
    },
  );
};
