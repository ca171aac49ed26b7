// Spec §2 screen "Reset your Password": the request step, or the set step when the link from the
// reset mail opened it (?token=…).
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TextPageLayout } from '../components/page-layouts';
import { PasswordResetRequestForm, PasswordResetSetForm } from '../features/account/password-reset-forms';

export default function PasswordResetScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token');
  return (
    <TextPageLayout>
      <div className="mx-auto max-w-md">
        <h1 className="text-3xl font-bold text-ink-900 s:text-4xl">{t('screens.passwordReset')}</h1>
        {token ? <PasswordResetSetForm token={token} /> : <PasswordResetRequestForm />}
      </div>
    </TextPageLayout>
  );
}
