// The state of a write form (spec §5): values, client-side problems shown once the user has tried to
// send (the focus then goes to the first of them), and the server's 422 messages per field. Shared by
// the source and event forms.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../api/field-errors';
import type { en } from '../i18n/en';
import { useFocusFirstInvalid } from './focus-first-invalid';

export type FormProblem = keyof (typeof en)['formProblems'];

interface CheckedFormOptions<V extends object, P extends FormProblem> {
  initialValues: V;
  /** The client-side problems of the values, by field. */
  check: (values: V) => Partial<Record<keyof V, P>>;
  /** The server's 422 messages by wire field name ('' for the form as a whole). */
  serverErrors: FieldErrors;
  onSubmit: (values: V) => void;
}

export function useCheckedForm<V extends object, P extends FormProblem>(options: CheckedFormOptions<V, P>) {
  const { t } = useTranslation();
  const [values, setValues] = useState(options.initialValues);
  const [isChecked, setChecked] = useState(false);
  const { formRef, requestFocus } = useFocusFirstInvalid();
  const problems: Partial<Record<keyof V, P>> = isChecked ? options.check(values) : {};
  const errorOf = (field: keyof V & string): string | undefined => {
    const problem: FormProblem | undefined = problems[field];
    return problem !== undefined ? t(`formProblems.${problem}`) : options.serverErrors[field];
  };
  const set =
    <K extends keyof V>(field: K) =>
    (value: V[K]) =>
      setValues((current) => ({ ...current, [field]: value }));
  /** Props for a TextField bound to a string field. */
  const text = <K extends keyof V & string>(
    field: V[K] extends string ? K : never,
    label: string,
    isRequired = false,
  ) => ({
    label,
    isRequired,
    value: values[field] as string,
    onChange: set(field) as (value: string) => void,
    error: errorOf(field),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(options.check(values)).length > 0) {
      requestFocus();
      return;
    }
    options.onSubmit(values);
  };
  return {
    values,
    set,
    errorOf,
    text,
    submit,
    /** Goes on the form: a refused sending focuses its first invalid field (issue 20). */
    formRef,
    /** The message above the send button: the server's form-level one, or 'check the fields'. */
    formError:
      options.serverErrors[''] ??
      (Object.keys(problems).length > 0 ? t('formProblems.checkFields') : undefined),
  };
}
