// The Excel Upload's mapping of fields (excel-upload-section.tsx): for each field of an event, not used, a column
// of the sheet (named by its letter and heading) or a fixed value.
import { useTranslation } from 'react-i18next';
import { fieldControlClass } from '../../components/form-field';
import { type ImportMapping, MAPPED_FIELDS, type MappedField, REQUIRED_FIELDS } from './event-import-api';
import { mappedFieldLabel } from './import-problems';

export type FieldChoice =
  | { kind: 'none' }
  | { kind: 'column'; column: number }
  | { kind: 'value'; value: string };
export type FieldChoices = Partial<Record<MappedField, FieldChoice>>;

/** 0 → A, 26 → AA, as spreadsheets name columns. */
function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/** The mapping's fields: the columns and the fixed values that are not blank. */
export function mappedFields(choices: FieldChoices): ImportMapping['fields'] {
  const fields: Record<string, { column: number } | { value: string }> = {};
  for (const field of MAPPED_FIELDS) {
    const choice = choices[field];
    if (choice?.kind === 'column') fields[field] = { column: choice.column };
    if (choice?.kind === 'value' && choice.value.trim() !== '') fields[field] = { value: choice.value };
  }
  return fields as ImportMapping['fields'];
}

export function FieldMapping({
  columns,
  choices,
  onChange,
}: {
  /** The sheet's headings, by column. */
  columns: readonly string[];
  choices: FieldChoices;
  onChange: (update: (current: FieldChoices) => FieldChoices) => void;
}) {
  const { t } = useTranslation();
  const fieldLabel = (field: MappedField) => mappedFieldLabel(t, field);
  const setChoice = (field: MappedField, value: string) => {
    const choice: FieldChoice =
      value === ''
        ? { kind: 'none' }
        : value === 'value'
          ? { kind: 'value', value: '' }
          : { kind: 'column', column: Number(value) };
    onChange((current) => ({ ...current, [field]: choice }));
  };
  return (
    <div className="grid gap-3 m:grid-cols-2">
      {MAPPED_FIELDS.map((field) => {
        const choice = choices[field] ?? { kind: 'none' };
        const label = `${fieldLabel(field)}${REQUIRED_FIELDS.includes(field) ? ' *' : ''}`;
        return (
          <div key={field} className="grid gap-1">
            <label className="grid gap-1 font-medium text-ink-800">
              {label}
              <select
                value={
                  choice.kind === 'column' ? String(choice.column) : choice.kind === 'value' ? 'value' : ''
                }
                onChange={(event) => setChoice(field, event.target.value)}
                className={fieldControlClass}
              >
                <option value="">{t('eventImport.notUsed')}</option>
                <option value="value">{t('eventImport.fixedValue')}</option>
                {columns.map((name, index) => {
                  const letter = columnLetter(index);
                  return (
                    <option key={letter} value={String(index)}>
                      {`${letter}${name ? ` · ${name}` : ''}`}
                    </option>
                  );
                })}
              </select>
            </label>
            {choice.kind === 'value' && (
              <input
                aria-label={t('eventImport.fixedValueOf', { field: fieldLabel(field) })}
                value={choice.value}
                onChange={(event) =>
                  onChange((current) => ({
                    ...current,
                    [field]: { kind: 'value', value: event.target.value },
                  }))
                }
                className={fieldControlClass}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
