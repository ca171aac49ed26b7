// A 422 answer's issues (DESIGN §4.8: `detail: [{ loc, msg }]`) by form field, so a form can show
// each message next to its field instead of leaving the screen (spec §2 forms, §8).
import { ApiError } from './api-error';

export type FieldErrors = Readonly<Record<string, string>>;

/**
 * The messages of a 422 keyed by the first field name in each `loc` after 'body' (e.g.
 * ['body', 'locations', 0, 'city'] → 'locations'); issues without a field are keyed ''.
 * Undefined for any other failure, which the global handler then shows.
 */
export function fieldErrorsOf(error: unknown): FieldErrors | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  const { detail } = error;
  if (typeof detail === 'string') return { '': detail };
  const errors: Record<string, string> = {};
  for (const issue of detail ?? []) {
    const field = issue.loc?.find(
      (part, index) => typeof part === 'string' && !(index === 0 && part === 'body'),
    );
    const key = typeof field === 'string' ? field : '';
    errors[key] = errors[key] === undefined ? issue.msg : `${errors[key]} ${issue.msg}`;
  }
  return Object.keys(errors).length > 0 ? errors : { '': error.message };
}
