// Spec §2 screen "Event detail": built by a later issue; until then the shared In Progress screen.
import { useTranslation } from 'react-i18next';
import { InProgress } from '../components/in-progress';

export default function EventDetailScreen() {
  const { t } = useTranslation();
  return <InProgress screenName={t('screens.eventDetail')} layout="three-column" />;
}
