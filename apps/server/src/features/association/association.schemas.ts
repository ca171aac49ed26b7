// Wire shape of the operator's association settings (spec §1): public details for the footer,
// the logo's alternative text and the information pages. snake_case on the wire (STYLE §7).
import { type Static, Type } from 'typebox';

export const AssociationSettingsSchema = Type.Object(
  {
    name: Type.String({
      description: "The association's name, shown in the footer and the logo's alt text.",
    }),
    address: Type.String({ description: 'Postal address for the imprint.' }),
    represented_by: Type.String({ description: 'Names of the legal representatives.' }),
    tax_id: Type.String({ description: 'Tax or VAT identification number.' }),
    email: Type.String({ description: 'Contact e-mail address; the web app shows it only obfuscated.' }),
    donate_url: Type.String({ description: 'Where to donate through a payment service.' }),
    code_url: Type.String({ description: 'The public code-hosting group.' }),
    translate_url: Type.String({ description: 'Where to help translate the app.' }),
    data_licence: Type.Literal('CC BY-SA 4.0', { description: 'Licence of all event and source data.' }),
    api_docs_url: Type.String({ description: 'Path of the API reference page.' }),
    api_client_version: Type.String({ description: 'Version of the API client (spec §9).' }),
    example_fields: Type.Array(
      Type.Union([
        Type.Literal('name'),
        Type.Literal('address'),
        Type.Literal('represented_by'),
        Type.Literal('tax_id'),
        Type.Literal('email'),
        Type.Literal('donate_url'),
        Type.Literal('code_url'),
        Type.Literal('translate_url'),
      ]),
      {
        description:
          'The settings above still at their example value (the operator has not set their ASSOCIATION_* key); ' +
          'the web app keeps an example name out of the footer and asks for them on the admin page.',
      },
    ),
  },
  { additionalProperties: false },
);

export type AssociationSettings = Static<typeof AssociationSettingsSchema>;
