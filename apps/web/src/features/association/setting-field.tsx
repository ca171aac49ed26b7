// One Application Setting in a form (decision 046): its value, where the value comes from, and the way back to
// the environment's value. A setting that follows the environment is saved as null.
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form-field';

export interface SettingDraft {
  value: string;
  /** True while the setting follows the environment: nothing stored, the environment's value shown. */
  follows: boolean;
}

export function draftOf(stored: string | null, environment: string): SettingDraft {
  return stored === null ? { value: environment, follows: true } : { value: stored, follows: false };
}

/** What a save sends for the setting: null for the environment's value. */
export function storedValueOf(draft: SettingDraft): string | null {
  return draft.follows ? null : draft.value.trim();
}

export const isWebAddress = (value: string) => /^https?:\/\/[^\s/]+\S*$/i.test(value.trim());

interface SettingFieldProps {
  label: string;
  /** The environment key that gives the first value, e.g. ASSOCIATION_NAME. */
  environmentKey: string;
  environment: string;
  draft: SettingDraft;
  onChange: (draft: SettingDraft) => void;
  error?: string;
  type?: 'text' | 'email' | 'url';
  maxLength: number;
  rows?: number;
}

export function SettingField({
  label,
  environmentKey,
  environment,
  draft,
  onChange,
  ...field
}: SettingFieldProps) {
  const { t } = useTranslation();
  const hint = draft.follows
    ? t('appSettings.fromEnvironment', { key: environmentKey })
    : t('appSettings.storedHere', { value: environment === '' ? t('appSettings.nothing') : environment });
  return (
    <div className="grid content-start gap-1">
      <TextField
        label={label}
        value={draft.value}
        onChange={(value) => onChange({ value, follows: false })}
        hint={hint}
        {...field}
      />
      {!draft.follows && (
        <button
          type="button"
          onClick={() => onChange({ value: environment, follows: true })}
          aria-label={t('appSettings.useEnvironmentNamed', { name: label })}
          className="justify-self-start rounded-full px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('appSettings.useEnvironment')}
        </button>
      )}
    </div>
  );
}
