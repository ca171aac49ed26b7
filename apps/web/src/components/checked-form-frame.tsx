// The frame of a write form kept by useCheckedForm (the event and source forms, spec §5): the note on required
// fields, the fields, the form's own message above the send button, and the button, alike in both forms.
import type { FormEvent, ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButtonClass } from './form-field';

export interface CheckedFormFrameProps {
  /** What useCheckedForm gives the form itself. */
  form: {
    formRef: RefObject<HTMLFormElement | null>;
    submit: (event: FormEvent<HTMLFormElement>) => void;
    formError: string | undefined;
  };
  /** Shown above the note on required fields. */
  intro?: ReactNode;
  submitLabel: string;
  isSubmitting: boolean;
  children: ReactNode;
}

export function CheckedFormFrame({
  form,
  intro,
  submitLabel,
  isSubmitting,
  children,
}: CheckedFormFrameProps) {
  const { t } = useTranslation();
  return (
    <form ref={form.formRef} noValidate onSubmit={form.submit} className="mt-6 flex flex-col gap-5">
      {intro}
      <p className="text-sm text-ink-500">{t('forms.required')}</p>
      {children}
      {form.formError !== undefined && (
        <p role="alert" className="font-medium text-red-700">
          {form.formError}
        </p>
      )}
      <div>
        <button type="submit" disabled={isSubmitting} className={primaryButtonClass}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
