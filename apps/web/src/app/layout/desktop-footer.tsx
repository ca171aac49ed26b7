// Spec §2 "Desktop footer": the association's name; never the example one an operator has not replaced yet
// (issue 20).
import { useTranslation } from 'react-i18next';
import { useAssociation } from '../../features/association/api';

export function DesktopFooter() {
  const { t } = useTranslation();
  const { data: association } = useAssociation();
  return (
    <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-6 py-6 text-sm text-ink-500">
      <p>
        {association && !association.example_fields.includes('name')
          ? t('footer.association', { year: new Date().getFullYear(), association: association.name })
          : '\u00a0'}
      </p>
      <p>{t('footer.licence')}</p>
    </div>
  );
}
