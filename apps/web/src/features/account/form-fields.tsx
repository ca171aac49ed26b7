// The account forms' fields (spec §2 Login, Register, Reset your Password, Settings): React Aria
// text fields with a visible label, a * for required ones (spec §5), a hint, and the error from
// the browser's own validation (in the app's words and the page's language, issue 20), the form
// (password mismatch) or the server (422) beside the field. React Aria keeps the browser's bubble
// away and focuses the first invalid field when sending is tried.
import type { FormEvent, ReactNode } from 'react';
import { Checkbox, FieldError, Input, Label, Text, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { primaryButtonClass } from '../../components/form-field';
import { validityMessage } from '../../components/validity-message';
import { SUPPORTED_LANGUAGES } from '../../constants';

const labelClass = 'text-sm font-semibold text-ink-800';
const inputClass =
  'mt-1 block w-full min-w-0 rounded-xl border border-ink-200 bg-white px-3 py-2.5 text-ink-900 outline-none ' +
  'focus:border-brand-600 focus:outline-2 focus:outline-brand-200 data-[invalid]:border-red-600';
const hintClass = 'text-sm text-ink-500';
const errorClass = 'text-sm font-medium text-red-700';
export const secondaryButtonClass =
  'inline-flex min-h-11 items-center justify-center rounded-full border border-ink-200 bg-white px-5 font-semibold ' +
  'text-ink-800 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ' +
  'disabled:opacity-50';
export const textLinkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

/**
 * React Aria shows the validation message (required, too short, not an e-mail) from a sending
 * attempt until the field's change event, which comes on blur: the message would then vanish
 * between press and release of a click on the submit button, moving it away from the pointer.
 * While a message shows, each keystroke commits the field instead, so it updates as one types.
 */
function updateShownError(event: FormEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  if (input.getAttribute('aria-invalid') === 'true') input.dispatchEvent(new Event('change'));
}

function RequiredMark() {
  // The input says "required" to assistive technology; the star is for the eye (spec §5).
  return (
    <span aria-hidden="true" className="text-red-700">
      {' *'}
    </span>
  );
}

export interface TextInputFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  isRequired?: boolean;
  minLength?: number;
  maxLength?: number;
  hint?: string;
  /** A message from the server for this field; shown until the value changes. */
  serverError?: string;
}

export function TextInputField({
  name,
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  isRequired = false,
  minLength,
  maxLength,
  hint,
  serverError,
}: TextInputFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      name={name}
      type={type}
      value={value}
      onChange={onChange}
      autoComplete={autoComplete}
      isRequired={isRequired}
      minLength={minLength}
      maxLength={maxLength}
      isInvalid={serverError !== undefined ? true : undefined}
      className="flex flex-col gap-1"
    >
      <Label className={labelClass}>
        {label}
        {isRequired && <RequiredMark />}
      </Label>
      <Input className={inputClass} onInput={updateShownError} />
      {hint !== undefined && (
        <Text slot="description" className={hintClass}>
          {hint}
        </Text>
      )}
      <FieldError className={errorClass}>
        {serverError ??
          (({ validationDetails }) => validityMessage(t, validationDetails, { type, minLength }))}
      </FieldError>
    </TextField>
  );
}

export function CheckboxField({
  label,
  hint,
  isSelected,
  onChange,
}: {
  label: string;
  hint?: string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
}) {
  return (
    <Checkbox
      isSelected={isSelected}
      onChange={onChange}
      className="group flex min-h-11 cursor-pointer items-start gap-3 outline-none"
    >
      <span
        aria-hidden="true"
        className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-md border-2 border-ink-300 bg-white text-white group-data-[selected]:border-brand-600 group-data-[selected]:bg-brand-600 group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-brand-300"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          className="size-3.5 opacity-0 group-data-[selected]:opacity-100"
        >
          <path d="M3 8.5 6.5 12 13 4.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
        </svg>
      </span>
      <span className="flex flex-col">
        <span className="text-sm font-semibold text-ink-800">{label}</span>
        {hint !== undefined && <span className={hintClass}>{hint}</span>}
      </span>
    </Checkbox>
  );
}

/** Language select (en, de), native so phones show their own picker. */
export function LanguageField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (language: (typeof SUPPORTED_LANGUAGES)[number]) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className={`flex flex-col gap-1 ${labelClass}`}>
      {label}
      <select
        value={value}
        onChange={(event) => {
          const next = SUPPORTED_LANGUAGES.find((code) => code === event.target.value);
          if (next) onChange(next);
        }}
        className={inputClass}
      >
        {SUPPORTED_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`language.${code}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

export function SubmitButton({ isPending, children }: { isPending: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={isPending}
      aria-busy={isPending}
      className={`${primaryButtonClass} w-full s:w-auto`}
    >
      {children}
    </button>
  );
}

/** A message that stays on the page (the toasts vanish after 5 s), announced when it appears. */
export function StatusPanel({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div role="status" className="mt-6 rounded-2xl border border-brand-200 bg-brand-50 p-5 text-ink-900">
      <p className="font-semibold">{title}</p>
      {children !== undefined && <p className="mt-1 text-ink-700">{children}</p>}
    </div>
  );
}
