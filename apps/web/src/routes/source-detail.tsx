// Spec §2 screen "Source detail": built by a later issue; until then the shared In Progress screen.
import { useTranslation } from 'react-i18next';
import { InProgress } from '../components/in-progress';

export default function SourceDetailScreen() {
  const { t } = useTranslation();
  return <InProgress screenName={t('screens.sourceDetail')} layout="three-column" />;
}
