// A new password and its confirmation (spec §5: registration and password reset ask for the
// password twice). A mismatch is found when sending is tried (passwordsMatch) and shown beside
// Confirm Password until that field changes, so the message never moves the form under a click.
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
        serverError={errors.password_confirmation}
      />
    </>
  );
}

/**
 * Whether the form may be sent; if not, says so beside Confirm Password and moves the focus there.
 */
export function passwordsMatch(
  form: HTMLFormElement,
  password: string,
  confirmation: string,
  showError: (field: 'password_confirmation', message: string) => void,
  message: string,
): boolean {
  if (password === confirmation) return true;
  showError('password_confirmation', message);
  const field = form.elements.namedItem('password_confirmation');
  if (field instanceof HTMLInputElement) field.focus();
  return false;
}
