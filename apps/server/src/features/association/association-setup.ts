// Issue 20: until the operator sets the association's details, the server runs on clearly marked example
// values (config.ts EXAMPLE_ASSOCIATION). Which of them are still the example is said in the start log and
// answered to the web app, which keeps the example out of the public footer and asks for them on the admin
// page.
import { type AssociationSettings, EXAMPLE_ASSOCIATION } from '../../config.js';

/** The wire names of the association settings, each with the environment key that sets it. */
export const ASSOCIATION_KEYS = {
  name: 'ASSOCIATION_NAME',
  address: 'ASSOCIATION_ADDRESS',
  represented_by: 'ASSOCIATION_REPRESENTED_BY',
  tax_id: 'ASSOCIATION_TAX_ID',
  email: 'ASSOCIATION_EMAIL',
  donate_url: 'ASSOCIATION_DONATE_URL',
  code_url: 'ASSOCIATION_CODE_URL',
  translate_url: 'ASSOCIATION_TRANSLATE_URL',
} as const;

export type AssociationField = keyof typeof ASSOCIATION_KEYS;

/** The config's name of each association setting (config.ts AssociationSettings). */
export const CONFIG_FIELDS: Record<AssociationField, keyof AssociationSettings> = {
  name: 'name',
  address: 'address',
  represented_by: 'representedBy',
  tax_id: 'taxId',
  email: 'email',
  donate_url: 'donateUrl',
  code_url: 'codeUrl',
  translate_url: 'translateUrl',
};

/** The settings still at their example value, by wire name, in the order of ASSOCIATION_KEYS. */
export function exampleAssociationFields(association: AssociationSettings): AssociationField[] {
  return (Object.keys(ASSOCIATION_KEYS) as AssociationField[]).filter(
    (field) => association[CONFIG_FIELDS[field]] === EXAMPLE_ASSOCIATION[CONFIG_FIELDS[field]],
  );
}

/** The start log's line, or undefined when every setting is the operator's own. */
export function exampleAssociationWarning(association: AssociationSettings): string | undefined {
  const fields = exampleAssociationFields(association);
  if (fields.length === 0) return undefined;
  const keys = fields.map((field) => ASSOCIATION_KEYS[field]).join(', ');
  return (
    `The association's details are example values: set ${keys} in the environment, or the admin page's Application Settings. ` +
    'Until then the footer leaves the name out, About and Contact show the marked examples, and the admin page asks for them.'
  );
}
