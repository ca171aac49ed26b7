// A write form's save (spec §5, §8): the saved record, or the server's 422 messages by field for the form to show
// beside its fields. savedOrFieldErrors makes that outcome of a call; useSaveOutcome settles it for a form. The one
// shape of the event and source forms' saves (issue 19 item 4); other failures stay with the global handling.
import { useCallback, useState } from 'react';
import { type FieldErrors, fieldErrorsOf } from './field-errors';

export type SaveOutcome<Saved> = { saved: Saved } | { fieldErrors: FieldErrors };

/** The call's answer, or its 422 as field errors; any other failure is thrown on to the global handling. */
export async function savedOrFieldErrors<Saved>(call: () => Promise<Saved>): Promise<SaveOutcome<Saved>> {
  try {
    return { saved: await call() };
  } catch (error) {
    const fieldErrors = fieldErrorsOf(error);
    if (fieldErrors === undefined) throw error;
    return { fieldErrors };
  }
}

const NO_ERRORS: FieldErrors = {};

export function useSaveOutcome() {
  const [serverErrors, setServerErrors] = useState<FieldErrors>(NO_ERRORS);

  /** Field errors go to the form; a saved record clears the earlier ones and goes on to onSaved. */
  const settle = useCallback(
    <Saved, Result>(outcome: SaveOutcome<Saved>, onSaved: (saved: Saved) => Result): Result | undefined => {
      if ('fieldErrors' in outcome) {
        setServerErrors(outcome.fieldErrors);
        return undefined;
      }
      setServerErrors(NO_ERRORS);
      return onSaved(outcome.saved);
    },
    [],
  );

  return { serverErrors, settle };
}
