// A form's failed call (spec §8): a 422 whose issues all name fields of this form is shown beside
// those fields, translated by fieldErrorsOf; every other failure (401, 409, 429, a 422 about something else) goes
// to the global handling, which shows the server's message as a toast or opens an error page.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { handleFailedResponse } from './failed-response-handler';
import { fieldErrorsOf } from './field-errors';

export function useFormFailure<Field extends string>(fields: readonly Field[]) {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});

  const onError = useCallback(
    (error: unknown) => {
      const issues = Object.entries(fieldErrorsOf(error) ?? {});
      const isField = (name: string): name is Field => (fields as readonly string[]).includes(name);
      if (issues.length > 0 && issues.every(([name]) => isField(name))) {
        const messages: Partial<Record<Field, string>> = {};
        for (const [name, message] of issues) if (isField(name)) messages[name] = message;
        setFieldErrors(messages);
        return;
      }
      void handleFailedResponse(error, { i18n, navigate });
    },
    [fields, i18n, navigate],
  );

  const clearFieldError = useCallback((field: Field) => {
    setFieldErrors((current) => {
      if (current[field] === undefined) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  /** A problem the form found itself, shown like the server's until the field changes. */
  const showFieldError = useCallback((field: Field, message: string) => {
    setFieldErrors((current) => ({ ...current, [field]: message }));
  }, []);

  /** Every problem the form found itself before sending, in place of those shown so far. */
  const showFieldErrors = useCallback((found: Partial<Record<Field, string>>) => {
    setFieldErrors(found);
  }, []);

  return {
    fieldErrors,
    onError,
    clearFieldError,
    showFieldError,
    showFieldErrors,
    resetFieldErrors: () => setFieldErrors({}),
  };
}
