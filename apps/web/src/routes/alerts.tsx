// Spec §2 screen "Alerts": built by a later issue; until then the shared In Progress screen.
import { useTranslation } from 'react-i18next';
import { InProgress } from '../components/in-progress';

export default function AlertsScreen() {
  const { t } = useTranslation();
  return <InProgress screenName={t('screens.alerts')} layout="two-column" />;
}
