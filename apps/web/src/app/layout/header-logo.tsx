// The logo link home; its alt text names the association from the operator settings (spec §1).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../components/logo';
import { useAssociation } from '../../features/association/api';
import { useLanguage } from '../../i18n/use-language';
import { paths } from '../../paths';

export function HeaderLogo({ wordmarkClassName }: { wordmarkClassName?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: association } = useAssociation();
  // Issue 20: an example name stays out of public view.
  const alt =
    association && !association.example_fields.includes('name')
      ? t('app.logoAlt', { association: association.name })
      : t('app.logoAltLoading');
  return (
    <Link to={paths.home(language)} className="flex items-center rounded-lg">
      <Logo alt={alt} wordmark={t('app.name')} wordmarkClassName={wordmarkClassName} />
    </Link>
  );
}
