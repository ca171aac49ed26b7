// Spec §2 "Reset your Password": the request step (an e-mail address → a mail with a link) and,
// when that link opened the page (?token=…), the set step (New Password, Confirm New Password),
// after which the user logs in with the new password.
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormFailure } from '../../api/use-form-failure';
import { showToast } from '../../components/toast/toast-store';
import { useLanguage } from '../../i18n/use-language';
import { paths } from '../../paths';
import { useConfirmPasswordReset, useRequestPasswordReset } from './account-api';
import { EMAIL_MAX_LENGTH } from './account-limits';
import { StatusPanel, SubmitButton, TextInputField } from './form-fields';
import { NewPasswordFields, passwordsMatch } from './password-fields';

const REQUEST_FIELDS = ['email'] as const;
const SET_FIELDS = ['password', 'password_confirmation'] as const;

export function PasswordResetRequestForm() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const failure = useFormFailure(REQUEST_FIELDS);
  const [email, setEmail] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    request.mutate(email.trim(), { onError: failure.onError });
  }

  if (request.isSuccess) {
    return <StatusPanel title={t('success.passwordResetRequested')}>{t('success.checkEmails')}</StatusPanel>;
  }
  return (
    <>
      <p className="mt-3 text-ink-700">{t('account.resetIntro')}</p>
      <p className="mt-6 text-sm text-ink-500">{t('forms.required')}</p>
      <Form onSubmit={submit} className="mt-2 flex flex-col gap-5">
        <TextInputField
          name="email"
          type="email"
          label={t('account.email')}
          value={email}
          onChange={(value) => {
            setEmail(value);
            failure.clearFieldError('email');
          }}
          autoComplete="email"
          isRequired
          maxLength={EMAIL_MAX_LENGTH}
          serverError={failure.fieldErrors.email}
        />
        <div>
          <SubmitButton isPending={request.isPending}>{t('account.requestReset')}</SubmitButton>
        </div>
      </Form>
    </>
  );
}

export function PasswordResetSetForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const confirm = useConfirmPasswordReset();
  const failure = useFormFailure(SET_FIELDS);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (
      !passwordsMatch(form, password, confirmation, failure.showFieldError, t('validation.passwordsDiffer'))
    )
      return;
    confirm.mutate(
      { token, password, password_confirmation: confirmation },
      {
        onSuccess: () => {
          showToast('success', t('success.passwordUpdated'));
          void navigate(paths.login(language));
        },
        onError: failure.onError,
      },
    );
  }

  return (
    <>
      <p className="mt-3 text-ink-700">{t('account.setIntro')}</p>
      <p className="mt-6 text-sm text-ink-500">{t('forms.required')}</p>
      <Form onSubmit={submit} className="mt-2 flex flex-col gap-5">
        <NewPasswordFields
          labels={{ password: t('forms.newPassword'), confirmation: t('forms.confirmNewPassword') }}
          password={password}
          confirmation={confirmation}
          onPasswordChange={(value) => {
            setPassword(value);
            failure.clearFieldError('password');
          }}
          onConfirmationChange={(value) => {
            setConfirmation(value);
            failure.clearFieldError('password_confirmation');
          }}
          errors={failure.fieldErrors}
        />
        <div>
          <SubmitButton isPending={confirm.isPending}>{t('account.setPassword')}</SubmitButton>
        </div>
      </Form>
    </>
  );
}
