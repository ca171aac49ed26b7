// Public read of the association settings the operator configures (ASSOCIATION_* environment keys).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Config, AssociationSettings as ConfiguredAssociation } from '../../config.js';
import { type AssociationSettings, AssociationSettingsSchema } from './association.schemas.js';
import { exampleAssociationFields } from './association-setup.js';

// Spec §9 "API client version".
const API_CLIENT_VERSION = '3.2.0';
// Spec §1: all data is open and licensed under CC BY-SA 4.0.
const DATA_LICENCE = 'CC BY-SA 4.0';
const API_DOCS_PATH = '/api/docs';

export interface AssociationRoutesOptions {
  config: Readonly<Config>;
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
  { config },
) => {
  // Config is frozen and read once at start, so the answer never changes while the process runs.
  const settings = toAssociationSettings(config.association);
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
    async () => settings,
  );
};
