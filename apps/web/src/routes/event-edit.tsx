// Spec §2 screen "Event edit form": built by a later issue; until then the shared In Progress screen.
import { useTranslation } from 'react-i18next';
import { InProgress } from '../components/in-progress';

export default function EventEditScreen() {
  const { t } = useTranslation();
  return <InProgress screenName={t('screens.eventEdit')} layout="text" />;
}
