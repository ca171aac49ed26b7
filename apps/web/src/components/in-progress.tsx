// The one placeholder for screens later issues build (spec §8 "In Progress").
import { useTranslation } from 'react-i18next';
import { PageLayout, type PageLayoutName } from './page-layouts';

export function InProgress({ screenName, layout }: { screenName: string; layout: PageLayoutName }) {
  const { t } = useTranslation();
  return (
    <PageLayout layout={layout}>
      <section
        aria-labelledby="in-progress-title"
        className="rounded-3xl border border-dashed border-ink-200 bg-white/70 px-6 py-12 text-center s:py-16"
      >
        <p className="text-xs font-semibold tracking-widest text-brand-600 uppercase">{screenName}</p>
        <h1 id="in-progress-title" className="mt-3 text-3xl font-bold text-ink-900 s:text-4xl">
          {t('status.inProgress')}
        </h1>
        <p className="mt-3 text-ink-500">{t('status.inProgressText')}</p>
        <div aria-hidden="true" className="mx-auto mt-8 flex w-40 gap-1.5">
          <span className="h-1.5 flex-1 rounded-full bg-brand-600" />
          <span className="h-1.5 flex-1 rounded-full bg-brand-200" />
          <span className="h-1.5 flex-1 rounded-full bg-ink-100" />
        </div>
      </section>
    </PageLayout>
  );
}
