// Spec §2 screen "Register", reached from Login.
import { useTranslation } from 'react-i18next';
import { TextPageLayout } from '../components/page-layouts';
import { RegisterForm } from '../features/account/register-form';

export default function RegisterScreen() {
  const { t } = useTranslation();
  return (
    <TextPageLayout>
      <div className="mx-auto max-w-md">
        <h1 className="text-3xl font-bold text-ink-900 s:text-4xl">{t('screens.register')}</h1>
        <RegisterForm />
      </div>
    </TextPageLayout>
  );
}
