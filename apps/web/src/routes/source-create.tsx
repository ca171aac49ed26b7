// Spec §2 screen "Source create form": built by a later issue; until then the shared In Progress screen.
import { useTranslation } from 'react-i18next';
import { InProgress } from '../components/in-progress';

export default function SourceCreateScreen() {
  const { t } = useTranslation();
  return <InProgress screenName={t('screens.sourceCreate')} layout="text" />;
}
