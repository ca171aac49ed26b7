// Spec §2 error page notFound: 'Nothing here...'.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextPageLayout } from '../components/page-layouts';
import { useLanguage } from '../i18n/use-language';
import { paths } from '../paths';

export default function NotFoundScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <TextPageLayout>
      <section className="py-10 text-center s:py-16">
        <p
          aria-hidden="true"
          className="font-display text-7xl font-black tracking-tight text-brand-600/15 s:text-8xl"
        >
          404
        </p>
        <h1 className="mt-2 text-3xl font-bold s:text-4xl">{t('status.notFound')}</h1>
        <p className="mt-3 text-ink-500">{t('status.notFoundText')}</p>
        <Link
          to={paths.home(language)}
          className="mt-8 inline-flex rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700"
        >
          {t('status.backHome')}
        </Link>
      </section>
    </TextPageLayout>
  );
}
