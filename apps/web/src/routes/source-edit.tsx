// Spec §2 screen "Source edit form": built by a later issue; until then the shared In Progress screen.
import { useTranslation } from 'react-i18next';
import { InProgress } from '../components/in-progress';

export default function SourceEditScreen() {
  const { t } = useTranslation();
  return <InProgress screenName={t('screens.sourceEdit')} layout="text" />;
}
