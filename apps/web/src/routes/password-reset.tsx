// Spec §2 screen "Reset your Password": built by a later issue; until then the shared In Progress screen.
import { useTranslation } from 'react-i18next';
import { InProgress } from '../components/in-progress';

export default function PasswordResetScreen() {
  const { t } = useTranslation();
  return <InProgress screenName={t('screens.passwordReset')} layout="text" />;
}
