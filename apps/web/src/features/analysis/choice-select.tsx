// A labelled select of fixed choices (interval, time basis, plot type, …) with translated labels.
import { Field, fieldControlClass } from '../../components/form-field';

interface ChoiceSelectProps<T extends string> {
  label: string;
  value: T;
  choices: readonly T[];
  labelOf: (choice: T) => string;
  onChange: (value: T) => void;
}

export function ChoiceSelect<T extends string>({
  label,
  value,
  choices,
  labelOf,
  onChange,
}: ChoiceSelectProps<T>) {
  return (
    <Field label={label}>
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(change) => onChange(change.target.value as T)}
          className={fieldControlClass}
        >
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {labelOf(choice)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
