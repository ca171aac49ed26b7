// Spec §2 screen "Login ('Welcome Back')": built by a later issue; until then the shared In Progress screen.
import { useTranslation } from 'react-i18next';
import { InProgress } from '../components/in-progress';

export default function LoginScreen() {
  const { t } = useTranslation();
  return <InProgress screenName={t('screens.login')} layout="text" />;
}
