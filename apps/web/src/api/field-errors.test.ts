import { afterAll, describe, expect, it } from 'vitest';
import { de } from '../i18n/de';
import { en } from '../i18n/en';
import { i18n } from '../i18n/index';
import { ApiError, type ValidationIssue } from './api-error';
import { fieldErrorsOf, validationTextOf } from './field-errors';

function failure(status: number, body: unknown): ApiError {
  return new ApiError({ request: new Request('http://localhost/v1/x'), status, statusText: '', body });
}

const issue = (loc: (string | number)[], type: string, msg: string): ValidationIssue => ({ loc, msg, type });

// Every kind of issue the server writes (http/validation-issues.ts and the services' own rules), with
// its English schema text, on the fields of the forms that can meet it.
const FORM_FIELDS = [
  'username',
  'email',
  'password',
  'password_confirmation',
  'new_password_confirmation',
  'current_password',
  'name',
  'description',
  'short_description',
  'url',
  'city',
  'zip_code',
  'country',
  'internal_contact',
  'source_type_id',
  'event_type_id',
  'topic_ids',
  'start_time',
  'end_time',
  'file',
  'raw_participants',
];
const SERVER_ISSUES: [type: string, msg: string][] = [
  ['missing', 'Field required'],
  ['string_pattern_mismatch', "String should match pattern '^[\\p{L}\\p{N}._-]+$'"],
  ['value_error', 'value is not a valid email address'],
  ['string_too_short', 'String should have at least 8 characters'],
  ['string_too_long', 'String should have at most 300 characters'],
  ['too_short', 'List should have at least 1 items'],
  ['too_long', 'List should have at most 20 items'],
  ['int_parsing', 'Input should be a valid integer'],
  ['string_type', 'Input should be a valid string'],
  ['datetime_parsing', 'Input should be a valid datetime'],
  ['url_parsing', 'Input should be a valid URL'],
  ['greater_than_equal', 'Input should be greater than or equal to 1'],
  ['enum', "Input should be 'de' or 'en'"],
  ['extra_forbidden', 'Extra inputs are not permitted'],
  ['value_error', 'Passwords do not match'],
  ['value_error', 'Unknown city: Atlantis'],
  ['value_error', 'The file is not a supported image'],
  ['value_error', 'End time must be after the start time'],
];
const SCHEMA_WORDS =
  /should|pattern|Field required|value is not a valid|Input|permitted|String|List |Unknown /;

function textsOf(tree: object): string[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : []));
}

describe('fieldErrorsOf', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it('keys each 422 issue by its field after body, translated', async () => {
    await i18n.changeLanguage('en');
    const error = failure(422, {
      detail: [
        issue(['body', 'name'], 'missing', 'Field required'),
        issue(
          ['body', 'locations', 1, 'city'],
          'string_too_long',
          'String should have at most 120 characters',
        ),
      ],
    });
    expect(fieldErrorsOf(error)).toEqual({
      name: 'Please fill in this field.',
      locations: 'Please enter at most 120 characters.',
    });
  });

  it('maps the registration failures of issue 20 to plain German', async () => {
    await i18n.changeLanguage('de');
    const error = failure(422, {
      detail: [
        issue(
          ['body', 'username'],
          'string_pattern_mismatch',
          "String should match pattern '^[\\p{L}\\p{N}._-]+$'",
        ),
        issue(['body', 'email'], 'value_error', 'value is not a valid email address'),
      ],
    });
    expect(fieldErrorsOf(error)).toEqual({
      username: de.validation.usernameCharacters,
      email: de.validation.invalidEmail,
    });
  });

  it('never shows the server schema text on any form field, in en or de', async () => {
    for (const [language, texts] of [
      ['en', en],
      ['de', de],
    ] as const) {
      await i18n.changeLanguage(language);
      const known = textsOf(texts.validation);
      for (const field of FORM_FIELDS)
        for (const [type, msg] of SERVER_ISSUES) {
          const shown = fieldErrorsOf(failure(422, { detail: [issue(['body', field], type, msg)] }))?.[field];
          expect(shown, `${language} ${field} ${type} ${msg}`).toBeDefined();
          expect(shown).not.toMatch(SCHEMA_WORDS);
          expect(known.some((text) => shown?.startsWith(text.split('{{')[0] ?? text))).toBe(true);
        }
    }
  });

  it('keeps field-less issues under the empty key and a string detail as a form-level message', async () => {
    await i18n.changeLanguage('en');
    expect(fieldErrorsOf(failure(422, { detail: [issue(['body'], 'value_error', 'Give either')] }))).toEqual({
      '': en.validation.invalidValue,
    });
    expect(fieldErrorsOf(failure(422, { detail: 'Unknown city.' }))).toEqual({
      '': en.validation.invalidValue,
    });
    expect(
      validationTextOf(failure(422, { detail: [issue(['body', 'city'], 'value_error', 'Unknown city: X')] })),
    ).toBe(en.validation.unknownPlace);
  });

  it('leaves other failures to the global handler', () => {
    expect(fieldErrorsOf(failure(403, { detail: 'Forbidden' }))).toBeUndefined();
    expect(fieldErrorsOf(new Error('boom'))).toBeUndefined();
  });
});
