// Spec §2 screen "Info (DESIGN §4.1)": built by a later issue; until then the shared In Progress screen.
import { useTranslation } from 'react-i18next';
import { InProgress } from '../components/in-progress';

export default function InfoScreen() {
  const { t } = useTranslation();
  return <InProgress screenName={t('screens.info')} layout="text" />;
}
