// What a 422 issue (spec §8, DESIGN §4.8: `{ loc, msg, type }`) means for the user, decided by its
// `type` and the field its `loc` names, never by the server's English `msg`, which is schema text
// ("String should match pattern …") and never shown (issue 20 item 4). field-errors.ts translates it.
import type { ValidationIssue } from './api-error';

export const VALIDATION_PROBLEMS = [
  'required',
  'tooShort',
  'tooLong',
  'tooFewItems',
  'usernameCharacters',
  'invalidFormat',
  'invalidEmail',
  'invalidUrl',
  'invalidTime',
  'invalidNumber',
  'outOfRange',
  'chooseOption',
  'endBeforeStart',
  'passwordsDiffer',
  'currentPasswordWrong',
  'unknownPlace',
  'unknownChoice',
  'imageType',
  'imageTooLarge',
  'tooMany',
  'alreadyExists',
  'invalidValue',
] as const;
export type ValidationProblem = (typeof VALIDATION_PROBLEMS)[number];

export interface ValidationMessage {
  problem: ValidationProblem;
  /** The limit a length or count problem names (read from the issue, e.g. 8 characters). */
  count?: number;
}

/** The field an issue is about: the first name in its loc after 'body'/'query' (lists are one field). */
export function fieldOfIssue(issue: ValidationIssue): string {
  const field = issue.loc?.find((part, index) => typeof part === 'string' && index > 0);
  if (field !== undefined) return String(field);
  const [first] = issue.loc ?? [];
  return typeof first === 'string' && first !== 'body' && first !== 'query' ? first : '';
}

const BY_TYPE: Readonly<Record<string, ValidationProblem>> = {
  missing: 'required',
  string_too_short: 'tooShort',
  string_too_long: 'tooLong',
  too_short: 'tooFewItems',
  too_long: 'tooMany',
  too_many: 'tooMany',
  // The web's own name for a 413 answer to an upload (the server names no type for it).
  too_large: 'imageTooLarge',
  url_parsing: 'invalidUrl',
  datetime_parsing: 'invalidTime',
  date_parsing: 'invalidTime',
  time_parsing: 'invalidTime',
  int_parsing: 'invalidNumber',
  float_parsing: 'invalidNumber',
  multiple_of: 'invalidNumber',
  less_than: 'outOfRange',
  less_than_equal: 'outOfRange',
  greater_than: 'outOfRange',
  greater_than_equal: 'outOfRange',
  enum: 'chooseOption',
  literal_error: 'chooseOption',
};

const EMAIL_FIELDS = new Set(['email', 'internal_contact', 'new_email']);
const PASSWORD_CONFIRMATIONS = new Set(['password_confirmation', 'new_password_confirmation']);
const PLACE_FIELDS = new Set(['city', 'zip_code']);
const CHOICE_FIELDS = new Set(['source_type_id', 'event_type_id', 'topic_ids', 'type_ids']);

/** `value_error` is the server's own rule for one field: the field says which one. */
function valueProblemOf(field: string): ValidationProblem {
  if (EMAIL_FIELDS.has(field)) return 'invalidEmail';
  if (PASSWORD_CONFIRMATIONS.has(field)) return 'passwordsDiffer';
  if (field === 'current_password') return 'currentPasswordWrong';
  if (field === 'end_time' || field === 'start_time_end') return 'endBeforeStart';
  if (field === 'url') return 'invalidUrl';
  if (field === 'file') return 'imageType';
  if (field === 'name') return 'alreadyExists';
  if (PLACE_FIELDS.has(field)) return 'unknownPlace';
  if (CHOICE_FIELDS.has(field)) return 'unknownChoice';
  return 'invalidValue';
}

/** The innermost field name of the loc: ['body', 'locations', 0, 'city'] → 'city'. */
function innermostFieldOf(issue: ValidationIssue): string {
  const names = (issue.loc ?? []).filter(
    (part, index): part is string => typeof part === 'string' && index > 0,
  );
  return names.at(-1) ?? '';
}

export function validationMessageOf(issue: ValidationIssue): ValidationMessage {
  const field = innermostFieldOf(issue);
  const type = issue.type ?? 'value_error';
  if (type === 'string_pattern_mismatch')
    return { problem: field === 'username' ? 'usernameCharacters' : 'invalidFormat' };
  const byType = BY_TYPE[type];
  const problem = byType ?? (type === 'value_error' ? valueProblemOf(field) : 'invalidValue');
  if (problem === 'tooShort' || problem === 'tooLong' || problem === 'tooFewItems') {
    const limit = /\d+/.exec(issue.msg)?.[0];
    if (limit !== undefined) return { problem, count: Number(limit) };
  }
  return { problem };
}
