// Spec §2 screen "Alert results": built by a later issue; until then the shared In Progress screen.
import { useTranslation } from 'react-i18next';
import { InProgress } from '../components/in-progress';

export default function AlertResultsScreen() {
  const { t } = useTranslation();
  return <InProgress screenName={t('screens.alertResults')} layout="two-column" />;
}
