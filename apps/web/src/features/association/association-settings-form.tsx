// The association's details in the Application Settings (issue 15, decision 046): each field with its
// environment value and a way back to it; checked here first, then by the server (spec §8's 422, by field).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApplicationSettings, type AssociationInput, useSaveAssociationSettings } from './admin-api';
import { draftOf, isWebAddress, type SettingDraft, SettingField, storedValueOf } from './setting-field';
import { SettingsForm, useSettingsSave } from './settings-form';

type Field = keyof AssociationInput;
type Sources = ApplicationSettings['association'];

const LABELS = {
  name: 'appSettings.name',
  address: 'appSettings.address',
  represented_by: 'appSettings.representedBy',
  tax_id: 'appSettings.taxId',
  email: 'appSettings.email',
  donate_url: 'appSettings.donateUrl',
  code_url: 'appSettings.codeUrl',
  translate_url: 'appSettings.translateUrl',
} as const satisfies Record<Field, `appSettings.${string}`>;

const FIELDS: readonly { field: Field; type?: 'email' | 'url'; maxLength: number }[] = [
  { field: 'name', maxLength: 200 },
  { field: 'address', maxLength: 300 },
  { field: 'represented_by', maxLength: 300 },
  { field: 'tax_id', maxLength: 60 },
  { field: 'email', type: 'email', maxLength: 320 },
  { field: 'donate_url', type: 'url', maxLength: 2000 },
  { field: 'code_url', type: 'url', maxLength: 2000 },
  { field: 'translate_url', type: 'url', maxLength: 2000 },
];

const FIELD_NAMES = FIELDS.map(({ field }) => field);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function draftsOf(sources: Sources): Record<Field, SettingDraft> {
  return Object.fromEntries(
    FIELDS.map(({ field }) => [field, draftOf(sources.stored[field], sources.environment[field])]),
  ) as Record<Field, SettingDraft>;
}

export function AssociationSettingsForm({ sources }: { sources: Sources }) {
  const { t } = useTranslation();
  const save = useSaveAssociationSettings();
  const [drafts, setDrafts] = useState(() => draftsOf(sources));
  const { fieldErrors, submit, isSaving } = useSettingsSave(FIELD_NAMES, save);

  const check = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    for (const { field, type } of FIELDS) {
      const { value, follows } = drafts[field];
      if (follows) continue;
      if (value.trim() === '') found[field] = t('formProblems.required');
      else if (type === 'url' && !isWebAddress(value)) found[field] = t('validation.invalidUrl');
      else if (type === 'email' && !EMAIL.test(value.trim())) found[field] = t('validation.invalidEmail');
    }
    return found;
  };

  const bodyOf = () =>
    Object.fromEntries(FIELDS.map(({ field }) => [field, storedValueOf(drafts[field])])) as AssociationInput;

  return (
    <SettingsForm group="association" isSaving={isSaving} onSubmit={() => submit(check(), bodyOf)}>
      <div className="grid gap-4 s:grid-cols-2">
        {FIELDS.map(({ field, type, maxLength }) => (
          <SettingField
            key={field}
            label={t(LABELS[field])}
            environmentKey={`ASSOCIATION_${field.toUpperCase()}`}
            environment={sources.environment[field]}
            draft={drafts[field]}
            onChange={(draft) => setDrafts({ ...drafts, [field]: draft })}
            error={fieldErrors[field]}
            type={type}
            maxLength={maxLength}
          />
        ))}
      </div>
    </SettingsForm>
  );
}
