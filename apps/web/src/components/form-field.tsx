// Labelled form controls for the write forms (spec §2 "required fields are marked with *"): each
// control is named by its label, and its message is read out with it (aria-describedby).
import { type ReactNode, useId } from 'react';

export const fieldControlClass =
  'mt-1 w-full min-w-0 rounded-xl border border-ink-200 bg-white px-3 py-2 text-ink-900 ' +
  'focus:border-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200 ' +
  'aria-invalid:border-red-600';

export const primaryButtonClass =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-5 font-semibold text-white ' +
  'hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ' +
  'disabled:opacity-50';

export const dangerButtonClass =
  'inline-flex min-h-11 items-center justify-center rounded-full border border-red-300 bg-white px-5 ' +
  'font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-red-600 disabled:opacity-50';

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (message === undefined) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

interface FieldProps {
  label: string;
  isRequired?: boolean;
  error?: string;
  hint?: string;
  /** Renders the control with the ids it must carry. */
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

/** A label, its control and a hint or error below it. */
export function Field({ label, isRequired, error, hint, children }: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-semibold text-ink-800">
        {label}
        {isRequired && <span aria-hidden="true"> *</span>}
      </label>
      {children({
        id,
        'aria-invalid': error !== undefined,
        ...(message !== undefined && { 'aria-describedby': messageId }),
      })}
      {error !== undefined ? (
        <FieldError id={messageId} message={error} />
      ) : (
        hint !== undefined && (
          <p id={messageId} className="mt-1 text-sm text-ink-500">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  isRequired?: boolean;
  error?: string;
  hint?: string;
  type?: 'text' | 'email' | 'url' | 'datetime-local';
  autoComplete?: string;
  maxLength?: number;
  /** Rows of a multi-line text; a single-line input when absent. */
  rows?: number;
  /** Focus it when it appears: the first field of a dialog, where typing starts (issue 20). */
  autoFocus?: boolean;
}

export function TextField({
  label,
  value,
  onChange,
  isRequired,
  error,
  hint,
  type,
  autoComplete,
  maxLength,
  rows,
  autoFocus,
}: TextFieldProps) {
  return (
    <Field label={label} isRequired={isRequired} error={error} hint={hint}>
      {(control) =>
        rows === undefined ? (
          <input
            {...control}
            type={type ?? 'text'}
            value={value}
            required={isRequired}
            autoComplete={autoComplete}
            maxLength={maxLength}
            // biome-ignore lint/a11y/noAutofocus: only set for the first field of a dialog just opened.
            autoFocus={autoFocus}
            onChange={(change) => onChange(change.target.value)}
            className={fieldControlClass}
          />
        ) : (
          <textarea
            {...control}
            rows={rows}
            value={value}
            required={isRequired}
            maxLength={maxLength}
            // biome-ignore lint/a11y/noAutofocus: only set for the first field of a dialog just opened.
            autoFocus={autoFocus}
            onChange={(change) => onChange(change.target.value)}
            className={fieldControlClass}
          />
        )
      }
    </Field>
  );
}
