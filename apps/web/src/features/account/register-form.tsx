// Spec §2 "Register": username, e-mail, Password, Confirm Password and the language mails are
// written in. A mismatch of the two passwords is shown before anything is sent (spec §5); after
// success the account is unverified and a verification mail is on its way (spec §4).
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormFailure } from '../../api/use-form-failure';
import type { Language } from '../../constants';
import { useLanguage } from '../../i18n/use-language';
import { paths } from '../../paths';
import { useRegister } from './account-api';
import { EMAIL_MAX_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from './account-limits';
import { LanguageField, StatusPanel, SubmitButton, TextInputField, textLinkClass } from './form-fields';
import { NewPasswordFields, passwordsMatch } from './password-fields';

const FIELDS = ['username', 'email', 'password', 'password_confirmation', 'language'] as const;

export function RegisterForm() {
  const { t } = useTranslation();
  const uiLanguage = useLanguage();
  const register = useRegister();
  const failure = useFormFailure(FIELDS);
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [language, setLanguage] = useState<Language>(uiLanguage);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    failure.resetFieldErrors();
    const form = event.currentTarget;
    if (
      !passwordsMatch(form, password, confirmation, failure.showFieldError, t('validation.passwordsDiffer'))
    )
      return;
    register.mutate(
      {
        username: username.trim(),
        email: email.trim(),
        password,
        password_confirmation: confirmation,
        language,
      },
      { onError: failure.onError },
    );
  }

  if (register.isSuccess) {
    return (
      <>
        <StatusPanel title={t('success.accountCreated')}>{t('success.checkVerificationMail')}</StatusPanel>
        <p className="mt-6">
          <Link to={paths.login(uiLanguage)} className={textLinkClass}>
            {t('account.backToLogin')}
          </Link>
        </p>
      </>
    );
  }

  const edit = (field: (typeof FIELDS)[number], set: (value: string) => void) => (value: string) => {
    set(value);
    failure.clearFieldError(field);
  };

  return (
    <>
      <p className="mt-3 text-ink-700">{t('account.registerIntro')}</p>
      <p className="mt-6 text-sm text-ink-500">{t('forms.required')}</p>
      <Form onSubmit={submit} className="mt-2 flex flex-col gap-5">
        <TextInputField
          name="username"
          label={t('forms.username')}
          hint={t('account.usernameRules')}
          value={username}
          onChange={edit('username', setUsername)}
          autoComplete="username"
          isRequired
          minLength={USERNAME_MIN_LENGTH}
          maxLength={USERNAME_MAX_LENGTH}
          serverError={failure.fieldErrors.username}
        />
        <TextInputField
          name="email"
          type="email"
          label={t('account.email')}
          value={email}
          onChange={edit('email', setEmail)}
          autoComplete="email"
          isRequired
          maxLength={EMAIL_MAX_LENGTH}
          serverError={failure.fieldErrors.email}
        />
        <NewPasswordFields
          labels={{ password: t('forms.password'), confirmation: t('forms.confirmPassword') }}
          password={password}
          confirmation={confirmation}
          onPasswordChange={edit('password', setPassword)}
          onConfirmationChange={edit('password_confirmation', setConfirmation)}
          errors={failure.fieldErrors}
        />
        <LanguageField label={t('forms.selectLanguage')} value={language} onChange={setLanguage} />
        <div>
          <SubmitButton isPending={register.isPending}>{t('account.createAccount')}</SubmitButton>
        </div>
      </Form>
      <p className="mt-8 border-t border-ink-100 pt-6 text-ink-700">
        {t('account.haveAccount')}{' '}
        <Link to={paths.login(uiLanguage)} className={textLinkClass}>
          {t('account.logIn')}
        </Link>
      </p>
    </>
  );
}
