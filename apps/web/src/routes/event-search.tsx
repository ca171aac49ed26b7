// Spec §2 screen "Event search ('Find Events')": built by a later issue; until then the shared In Progress screen.
import { useTranslation } from 'react-i18next';
import { InProgress } from '../components/in-progress';

export default function EventSearchScreen() {
  const { t } = useTranslation();
  return <InProgress screenName={t('screens.eventSearch')} layout="two-column" />;
}
