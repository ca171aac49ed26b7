// Spec §2 screen "Saved": built by a later issue; until then the shared In Progress screen.
import { useTranslation } from 'react-i18next';
import { InProgress } from '../components/in-progress';

export default function SavedScreen() {
  const { t } = useTranslation();
  return <InProgress screenName={t('screens.saved')} layout="two-column" />;
}
