import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { validityMessage } from './validity-message';

describe('validityMessage (issue 20: the app’s words, not the browser’s)', () => {
  const cases = [
    [{ valueMissing: true }, {}, 'Please fill in this field.', 'Bitte fülle dieses Feld aus.'],
    [
      { typeMismatch: true },
      { type: 'email' },
      'Please enter an e-mail address.',
      'Bitte gib eine E-Mail-Adresse ein.',
    ],
    [
      { tooShort: true },
      { minLength: 3 },
      'Please use at least 3 characters.',
      'Bitte verwende mindestens 3 Zeichen.',
    ],
    [{ patternMismatch: true }, {}, 'Please check this value.', 'Bitte prüfe diesen Wert.'],
  ] as const;

  it.each(cases)('%o %o → in en and de', async (validity, field, en, de) => {
    await i18n.changeLanguage('en');
    expect(validityMessage(i18n.t, validity, field)).toBe(en);
    await i18n.changeLanguage('de');
    expect(validityMessage(i18n.t, validity, field)).toBe(de);
    await i18n.changeLanguage('en');
  });

  it('says nothing for a valid field', () => {
    expect(validityMessage(i18n.t, { valid: true }, {})).toBeUndefined();
  });
});
