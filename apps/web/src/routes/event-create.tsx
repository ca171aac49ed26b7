// Spec §2 screen "Event create form": built by a later issue; until then the shared In Progress screen.
import { useTranslation } from 'react-i18next';
import { InProgress } from '../components/in-progress';

export default function EventCreateScreen() {
  const { t } = useTranslation();
  return <InProgress screenName={t('screens.eventCreate')} layout="text" />;
}
