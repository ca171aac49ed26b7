// One form of the Application Settings (issue 15, decision 046), the association's and the map's alike: a card with
// its title, intro, fields and Save. The form's own problems are shown first; without any, the body is saved, the
// server's 422 goes beside its fields (spec §8) and a stored save says so.
import type { UseMutationResult } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormFailure } from '../../api/use-form-failure';
import { primaryButtonClass } from '../../components/form-field';
import { showToast } from '../../components/toast/toast-store';

export function useSettingsSave<Field extends string, Body>(
  fields: readonly Field[],
  save: UseMutationResult<void, Error, Body>,
) {
  const { t } = useTranslation();
  const failure = useFormFailure(fields);

  /** found: the form's own problems by field; bodyOf is read only when there are none. */
  const submit = (found: Partial<Record<Field, string>>, bodyOf: () => Body) => {
    failure.showFieldErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(bodyOf(), {
      onSuccess: () => showToast('success', t('appSettings.saved')),
      onError: failure.onError,
    });
  };

  return { fieldErrors: failure.fieldErrors, submit, isSaving: save.isPending };
}

interface SettingsFormProps {
  /** Which settings: its title and intro are appSettings.<group> and appSettings.<group>Intro. */
  group: 'association' | 'map';
  isSaving: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

export function SettingsForm({ group, isSaving, onSubmit, children }: SettingsFormProps) {
  const { t } = useTranslation();
  const titleId = `${group}-settings-title`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={titleId}
      className="grid gap-4 rounded-2xl border border-ink-100 bg-white p-4"
    >
      <div>
        <h3 id={titleId} className="text-lg font-semibold text-ink-900">
          {t(`appSettings.${group}`)}
        </h3>
        <p className="text-sm text-ink-600">{t(`appSettings.${group}Intro`)}</p>
      </div>
      {children}
      <button type="submit" disabled={isSaving} className={`${primaryButtonClass} justify-self-start`}>
        {t('appSettings.save')}
      </button>
    </form>
  );
}
