// Choosing taxonomy entries in the write forms (event type, source type, topics): the shapes both
// publishing forms share, so each form states only which entries and labels it offers.
import type { ReactNode } from 'react';
import { Field, fieldControlClass } from './form-field';

export interface PickerOption {
  value: number;
  label: string;
}

/** What a screen's topic picker receives (the picker itself comes from the taxonomy feature). */
export interface TopicPickerProps {
  legend: string;
  selected: readonly number[];
  onChange: (selected: number[]) => void;
}

/** What a screen's source picker receives (the picker itself comes from the sources feature). */
export interface SourcePickerProps {
  label: string;
  /** The chosen source's id. */
  selected: number | undefined;
  onChange: (selected: number | undefined) => void;
  isRequired?: boolean;
  error?: string;
}

export interface IdSelectFieldProps {
  label: string;
  /** The empty first entry, e.g. 'Choose an event type'. */
  placeholder: string;
  options: readonly PickerOption[];
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  isRequired?: boolean;
  error?: string;
}

export function IdSelectField({
  label,
  placeholder,
  options,
  value,
  onChange,
  isRequired,
  error,
}: IdSelectFieldProps) {
  return (
    <Field label={label} isRequired={isRequired} error={error}>
      {(control) => (
        <select
          {...control}
          required={isRequired}
          value={value ?? ''}
          onChange={(change) =>
            onChange(change.target.value === '' ? undefined : Number(change.target.value))
          }
          className={fieldControlClass}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A picker rendered by the screen, with the field's message below it. */
export function PickerWithError({ picker, error }: { picker: ReactNode; error: string | undefined }) {
  return (
    <div data-invalid={error !== undefined ? 'true' : undefined}>
      {picker}
      {error !== undefined && <p className="mt-1 text-sm font-medium text-red-700">{error}</p>}
    </div>
  );
}

/** A publishing form's type and its topics side by side, both required; the topic picker comes from the screen. */
export function TypeAndTopicsRow({
  type,
  topicPicker,
  topicsError,
}: {
  type: Omit<IdSelectFieldProps, 'isRequired'>;
  topicPicker: ReactNode;
  topicsError: string | undefined;
}) {
  return (
    <div className="grid gap-5 s:grid-cols-2">
      <IdSelectField {...type} isRequired />
      <PickerWithError picker={topicPicker} error={topicsError} />
    </div>
  );
}
