// Spec §2 screen "Login" ('Welcome Back').
import { useTranslation } from 'react-i18next';
import { TextPageLayout } from '../components/page-layouts';
import { LoginForm } from '../features/account/login-form';

export default function LoginScreen() {
  const { t } = useTranslation();
  return (
    <TextPageLayout>
      <div className="mx-auto max-w-md">
        <h1 className="text-3xl font-bold text-ink-900 s:text-4xl">{t('screens.login')}</h1>
        <LoginForm />
      </div>
    </TextPageLayout>
  );
}
