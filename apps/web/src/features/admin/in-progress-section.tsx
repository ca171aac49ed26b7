// A section not built yet shows spec §8 "In Progress" inside the admin area, under its own heading.
import { useTranslation } from 'react-i18next';

export function InProgressSection() {
  const { t } = useTranslation();
  return (
    <div className="rounded-3xl border border-dashed border-ink-200 bg-white/70 px-6 py-10 text-center">
      <p className="text-2xl font-bold text-ink-900">{t('status.inProgress')}</p>
      <p className="mt-2 text-ink-500">{t('status.inProgressText')}</p>
    </div>
  );
}
