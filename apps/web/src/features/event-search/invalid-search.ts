// An address the server cannot place answers 422 with a msg (spec §7, issue "Bad input"); the
// screen shows that message by the address fields instead of the internal-error page.
import { ApiError } from '../../api/api-error';

export function invalidSearchMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  const { detail } = error;
  if (typeof detail === 'string') return detail;
  if (detail === undefined || detail.length === 0) return undefined;
  return detail.map((issue) => issue.msg).join(' ');
}
