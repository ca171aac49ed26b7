// Spec §2 screen "Analysis ('Data Analysis')": built by a later issue; until then the shared In Progress screen.
import { useTranslation } from 'react-i18next';
import { InProgress } from '../components/in-progress';

export default function AnalysisScreen() {
  const { t } = useTranslation();
  return <InProgress screenName={t('screens.analysis')} layout="two-column" />;
}
