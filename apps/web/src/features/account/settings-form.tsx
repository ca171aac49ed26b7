// Spec §2 "Settings": Select Language and, for a logged-in user, the newsletter opt-in; Update
// saves them on the account ('User updated.', PUT /v1/user/me) and shows the app in the chosen
// language. Anonymous visitors may use Settings too (spec §6): the language stays on the device.
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useFormFailure } from '../../api/use-form-failure';
import { showToast } from '../../components/toast/toast-store';
import type { Language } from '../../constants';
import { useChangeLanguage } from '../../i18n/use-change-language';
import { useLanguage } from '../../i18n/use-language';
import { type AccountProfile, useSessionActions } from '../session';
import { useUpdateMe } from './account-api';
import { CheckboxField, LanguageField, SubmitButton } from './form-fields';

const FIELDS = ['language', 'receive_newsletter'] as const;

export function SettingsForm({ profile }: { profile: AccountProfile | undefined }) {
  const { t, i18n } = useTranslation();
  const uiLanguage = useLanguage();
  const changeLanguage = useChangeLanguage();
  const { reload } = useSessionActions();
  const update = useUpdateMe();
  const failure = useFormFailure(FIELDS);
  const [language, setLanguage] = useState<Language>(profile?.language ?? uiLanguage);
  const [newsletter, setNewsletter] = useState(profile?.receive_newsletter ?? false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (profile === undefined) {
      void changeLanguage(language);
      return;
    }
    update.mutate(
      { language, receive_newsletter: newsletter },
      {
        onSuccess: async () => {
          await reload();
          await changeLanguage(language);
          // i18n.t, not t: the language may have just changed.
          showToast('success', i18n.t('success.userUpdated'));
        },
        onError: failure.onError,
      },
    );
  }

  return (
    <Form onSubmit={submit} className="mt-6 flex flex-col gap-5">
      <LanguageField label={t('forms.selectLanguage')} value={language} onChange={setLanguage} />
      {failure.fieldErrors.language !== undefined && (
        <p className="text-sm font-medium text-red-700">{failure.fieldErrors.language}</p>
      )}
      {profile !== undefined && (
        <CheckboxField
          label={t('forms.newsletter')}
          hint={t('account.newsletterHint')}
          isSelected={newsletter}
          onChange={setNewsletter}
        />
      )}
      <div>
        <SubmitButton isPending={update.isPending}>{t('forms.update')}</SubmitButton>
      </div>
    </Form>
  );
}
