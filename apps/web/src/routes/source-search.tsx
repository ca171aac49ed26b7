// Spec §2 screen "Source search ('Find Sources')": built by a later issue; until then the shared In Progress screen.
import { useTranslation } from 'react-i18next';
import { InProgress } from '../components/in-progress';

export default function SourceSearchScreen() {
  const { t } = useTranslation();
  return <InProgress screenName={t('screens.sourceSearch')} layout="two-column" />;
}
