// Public read of the association settings: the operator's ASSOCIATION_* environment keys, with what the platform
// admins stored over them in the Application Settings (decision 046).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AssociationSettings as ConfiguredAssociation } from '../../config.js';
import type { AppSettings } from '../app-settings/app-settings.service.js';
import { type AssociationSettings, AssociationSettingsSchema } from './association.schemas.js';
import { exampleAssociationFields } from './association-setup.js';

// Spec §9 "API client version".
const API_CLIENT_VERSION = '3.2.0';
// Spec §1: all data is open and licensed under CC BY-SA 4.0.
const DATA_LICENCE = 'CC BY-SA 4.0';
const API_DOCS_PATH = '/api/docs';

export interface AssociationRoutesOptions {
  settings: AppSettings;
}

export function toAssociationSettings(association: ConfiguredAssociation): AssociationSettings {
  return {
    name: association.name,
    address: association.address,
    represented_by: association.representedBy,
    tax_id: association.taxId,
    email: association.email,
    donate_url: association.donateUrl,
    code_url: association.codeUrl,
    translate_url: association.translateUrl,
    data_licence: DATA_LICENCE,
    api_docs_url: API_DOCS_PATH,
    api_client_version: API_CLIENT_VERSION,
    example_fields: exampleAssociationFields(association),
  };
}

export const associationRoutes: FastifyPluginAsyncTypebox<AssociationRoutesOptions> = async (
  app,
  { settings },
) => {
  app.get(
    '/v1/settings/association',
    {
      schema: {
        tags: ['settings'],
        operationId: 'getAssociationSettings',
        summary: "The operator's association: name, legal details and links for the information pages",
        response: { 200: AssociationSettingsSchema },
      },
    },
    async () => toAssociationSettings((await settings.current()).association),
  );
};
