// Spec §2 "Administered Sources": the logged-in user's sources (GET /v1/user/me/sources) with their
// approval state, links to edit each, to create an event for each, and 'Create Source'. Logged out, it
// says that it needs an account and offers Login and Register (issue 20; the route has no guard, spec §2).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { primaryButtonClass } from '../components/form-field';
import { TextPageLayout } from '../components/page-layouts';
import { actionButtonClass } from '../components/share-actions';
import { useSession } from '../features/session/session-context';
import { useOwnSources } from '../features/source-admin/api';
import type { OwnSource } from '../features/source-admin/types';
import { useLanguage } from '../i18n/use-language';
import { paths } from '../paths';
import { slugFor } from '../slug';

export default function AdministeredSourcesScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const session = useSession();
  const sources = useOwnSources(session.isLoggedIn);
  if (!session.isLoggedIn) {
    return (
      <TextPageLayout>
        <h1 className="text-3xl font-bold text-ink-900">{t('screens.administeredSources')}</h1>
        {/* While a stored session is restored, neither the list nor the notice fits yet. */}
        {!session.isRestoring && (
          <>
            <p className="mt-6 text-ink-700">{t('sourceAdmin.needsAccount')}</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <Link to={paths.login(language)} className={primaryButtonClass}>
                {t('sourceAdmin.logInToAdminister')}
              </Link>
              <Link to={paths.register(language)} className={actionButtonClass}>
                {t('sourceAdmin.registerToAdminister')}
              </Link>
            </div>
          </>
        )}
      </TextPageLayout>
    );
  }
  return (
    <TextPageLayout>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-ink-900">{t('screens.administeredSources')}</h1>
        <Link to={paths.sourceCreate(language)} className={primaryButtonClass}>
          {t('screens.sourceCreate')}
        </Link>
      </div>
      {sources.data !== undefined && sources.data.length === 0 && (
        <p className="mt-6 text-ink-500">{t('sourceAdmin.noSources')}</p>
      )}
      <ul className="mt-6 flex flex-col gap-3">
        {(sources.data ?? []).map((source) => (
          <li key={source.id}>
            <SourceRow source={source} />
          </li>
        ))}
      </ul>
    </TextPageLayout>
  );
}

function SourceRow({ source }: { source: OwnSource }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const slug = slugFor(source.id, source.name);
  return (
    <article className="rounded-2xl border border-ink-100 bg-white p-4">
      <h2 className="text-lg font-bold break-words text-ink-900">
        <Link to={paths.sourceDetail(language, slug)} className="hover:underline">
          {source.name}
        </Link>
      </h2>
      <p className="text-sm text-ink-500">
        {source.city} · {t(`sourceAdmin.status_${source.approval_status}`)}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link
          to={paths.sourceEdit(language, slug)}
          aria-label={t('sourceAdmin.editNamed', { name: source.name })}
          className={actionButtonClass}
        >
          {t('sourceAdmin.edit')}
        </Link>
        <Link
          to={paths.eventCreate(language, source.id)}
          aria-label={t('sourceAdmin.createEventFor', { name: source.name })}
          className={actionButtonClass}
        >
          {t('sourceAdmin.createEvent')}
        </Link>
      </div>
    </article>
  );
}
