// A new password and its confirmation (spec §5: registration and password reset ask for the
// password twice); the mismatch message appears before anything is sent.
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './account-limits';
import { TextInputField } from './form-fields';

export function NewPasswordFields({
  labels,
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  errors,
}: {
  labels: { password: string; confirmation: string };
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  errors: { password?: string; password_confirmation?: string };
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInputField
        name="password"
        type="password"
        label={labels.password}
        hint={t('account.passwordRules')}
        value={password}
        onChange={onPasswordChange}
        autoComplete="new-password"
        isRequired
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        serverError={errors.password}
      />
      <TextInputField
        name="password_confirmation"
        type="password"
        label={labels.confirmation}
        value={confirmation}
        onChange={onConfirmationChange}
        autoComplete="new-password"
        isRequired
        maxLength={PASSWORD_MAX_LENGTH}
        validate={(value) => (value === password ? undefined : t('account.passwordMismatch'))}
        serverError={errors.password_confirmation}
      />
    </>
  );
}
