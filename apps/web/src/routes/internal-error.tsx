// Spec §2 error page internalError: 'We have internal issues...' with 'Report a Bug' (which
// opens the contact page, where the association lists how to reach it).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextPageLayout } from '../components/page-layouts';
import { useLanguage } from '../i18n/use-language';
import { paths } from '../paths';

export default function InternalErrorScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <TextPageLayout>
      <section className="py-10 text-center s:py-16">
        <p aria-hidden="true" className="text-6xl">
          🛠
        </p>
        <h1 className="mt-4 text-3xl font-bold s:text-4xl">{t('status.internalError')}</h1>
        <p className="mt-3 text-ink-500">{t('status.internalErrorText')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link
            to={paths.contact(language)}
            className="inline-flex rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700"
          >
            {t('status.reportBug')}
          </Link>
          <Link
            to={paths.home(language)}
            className="inline-flex rounded-full px-5 py-2.5 font-semibold text-ink-700 ring-1 ring-ink-200 hover:bg-white"
          >
            {t('status.backHome')}
          </Link>
        </div>
      </section>
    </TextPageLayout>
  );
}
