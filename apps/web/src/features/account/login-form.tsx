// Spec §2 "Login" ('Welcome Back'): username and Password, links Forgot password and Register.
// Logging in obtains a token and loads the user and their sources (spec §4); a wrong password
// answers 401, whose message the global handling shows (spec §8).
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { storeLanguageChoice } from '../../i18n/use-change-language';
import { useLanguage } from '../../i18n/use-language';
import { paths } from '../../paths';
import { useSessionActions } from '../session';
import { EMAIL_MAX_LENGTH } from './account-limits';
import { SubmitButton, TextInputField, textLinkClass } from './form-fields';

export function LoginForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { login } = useSessionActions();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const logIn = useMutation({
    mutationFn: () => login(username.trim(), password),
    // The language rule of issue 20 may have chosen the account's language: home shows in it, and it is
    // stored once there (stored before, the language gate would send the login page itself to it).
    onSuccess: async (shown) => {
      await navigate(paths.home(shown));
      storeLanguageChoice(shown);
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    logIn.mutate();
  }

  return (
    <>
      <p className="mt-6 text-sm text-ink-500">{t('forms.required')}</p>
      <Form onSubmit={submit} className="mt-2 flex flex-col gap-5">
        <TextInputField
          name="username"
          label={t('forms.username')}
          hint={t('account.usernameHint')}
          value={username}
          onChange={setUsername}
          autoComplete="username"
          isRequired
          maxLength={EMAIL_MAX_LENGTH}
        />
        <TextInputField
          name="password"
          type="password"
          label={t('forms.password')}
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          isRequired
        />
        <div className="flex flex-col gap-4 s:flex-row s:items-center s:justify-between">
          <SubmitButton isPending={logIn.isPending}>{t('account.logIn')}</SubmitButton>
          <Link to={paths.passwordReset(language)} className={textLinkClass}>
            {t('forms.forgotPassword')}
          </Link>
        </div>
      </Form>
      <p className="mt-8 border-t border-ink-100 pt-6 text-ink-700">
        {t('account.noAccount')}{' '}
        <Link to={paths.register(language)} className={textLinkClass}>
          {t('forms.register')}
        </Link>
      </p>
    </>
  );
}
