// A 422 answer's issues (DESIGN §4.8: `detail: [{ loc, msg, type }]`) by form field, as plain messages
// in the page's language (spec §8: every message is translated before it is shown), so a form can show
// each beside its field. The one helper every form uses for the server's field errors (issue 19, 20).
import { i18n } from '../i18n';
import { ApiError, type ValidationIssue } from './api-error';
import { fieldOfIssue, validationMessageOf } from './validation-problem';

export type FieldErrors = Readonly<Record<string, string>>;

/** The translated message of one issue: decided by its type and field, never its schema text. */
export function translatedIssue(issue: ValidationIssue): string {
  const { problem, count } = validationMessageOf(issue);
  if (count !== undefined) return i18n.t(`validation.${problem}Count` as never, { count }) as string;
  return i18n.t(`validation.${problem}` as never) as string;
}

/**
 * The messages of a 422 keyed by the first field name in each `loc` after 'body' (e.g.
 * ['body', 'locations', 0, 'city'] → 'locations'); issues without a field are keyed ''.
 * Undefined for any other failure, which the global handler then shows.
 */
export function fieldErrorsOf(error: unknown): FieldErrors | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  const { detail } = error;
  if (typeof detail === 'string' || detail === undefined || detail.length === 0)
    return { '': translatedIssue({ loc: ['body'], msg: '', type: 'value_error' }) };
  const errors: Record<string, string> = {};
  for (const issue of detail) {
    const key = fieldOfIssue(issue);
    const message = translatedIssue(issue);
    const known = errors[key];
    if (known === undefined) errors[key] = message;
    else if (!known.includes(message)) errors[key] = `${known} ${message}`;
  }
  return errors;
}

/** All of a 422's messages as one translated text (a search shows them by its place fields). */
export function validationTextOf(error: unknown): string | undefined {
  const errors = fieldErrorsOf(error);
  return errors === undefined ? undefined : [...new Set(Object.values(errors))].join(' ');
}
