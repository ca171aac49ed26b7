// Spec §2 "Event-gone page" ('The event is gone.', similar events, 'Back Home'): built with the
// event screens; until then the shared In Progress screen.
import { useTranslation } from 'react-i18next';
import { InProgress } from '../components/in-progress';

export default function EventNotFoundScreen() {
  const { t } = useTranslation();
  return <InProgress screenName={t('status.eventGone')} layout="text" />;
}
