// Spec §2 screen "Home: a map with event markers": built by a later issue; until then the shared In Progress screen.
import { useTranslation } from 'react-i18next';
import { InProgress } from '../components/in-progress';

export default function HomeScreen() {
  const { t } = useTranslation();
  return <InProgress screenName={t('screens.home')} layout="two-column" />;
}
