// Issue 20: the app's own message for a field the browser's constraint check refuses (required, too
// short, not an e-mail or web address), in the page's language. The browser's own text follows the
// browser's language, so German forms showed "Please fill out this field." in English.
import type { TFunction } from 'i18next';

export interface ValidityFacts {
  valueMissing?: boolean;
  typeMismatch?: boolean;
  tooShort?: boolean;
  tooLong?: boolean;
  patternMismatch?: boolean;
  badInput?: boolean;
  valid?: boolean;
}

export function validityMessage(
  t: TFunction,
  validity: ValidityFacts,
  field: { type?: string; minLength?: number | undefined },
): string | undefined {
  if (validity.valid === true) return undefined;
  if (validity.valueMissing) return t('formProblems.required');
  if (validity.typeMismatch && field.type === 'email') return t('formProblems.invalidEmail');
  if (validity.typeMismatch && field.type === 'url') return t('formProblems.invalidUrl');
  if (validity.tooShort && field.minLength !== undefined) {
    return t('formProblems.tooShort', { count: field.minLength });
  }
  return t('formProblems.invalidValue');
}
