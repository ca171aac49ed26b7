// Spec §2 "Source detail" at /:language/sources/{id}--{slug} (DESIGN §4.2): the public fields with
// help icons, title image or placeholder, Save (with the hint that it brings its future events),
// Share and Copy Link, and 'Future 25 Events' / 'Past 25 Events' with links to the next 25.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../components/document-title';
import { TwoColumnLayout } from '../components/page-layouts';
import { actionButtonClass, ShareActions } from '../components/share-actions';
import { useEvents } from '../features/events/api';
import { EventListItem } from '../features/events/event-list-item';
import type { Event } from '../features/events/types';
import { useSavedSources } from '../features/saved/saved-store';
import { useSession } from '../features/session/session-context';
import { mayEditSource } from '../features/source-admin/may-edit-source';
import { type Source, useSource, useSourceEventIds } from '../features/sources/api';
import { ListLastChecked } from '../features/sources/list-last-checked';
import { PagedEventsSection } from '../features/sources/paged-events-section';
import { ReviewedSourceImage } from '../features/sources/reviewed-source-image';
import { SourceFields } from '../features/sources/source-fields';
import { SourceImage } from '../features/sources/source-image';
import { useTopicOptions } from '../features/taxonomy/use-options';
import { useLanguage } from '../i18n/use-language';
import { paths } from '../paths';
import { idFromSlug, slugFor } from '../slug';

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 && page <= 4000 ? page : 1;
}

export default function SourceDetailScreen() {
  const { sourceSlug = '' } = useParams();
  const language = useLanguage();
  const navigate = useNavigate();
  const id = idFromSlug(sourceSlug);
  const query = useSource(id);
  const source = query.data;
  useDocumentTitle(source?.name);

  // Old or hand-typed slugs open the source; the address bar then shows the canonical one.
  useEffect(() => {
    if (source === undefined) return;
    const canonical = slugFor(source.id, source.name);
    if (canonical !== sourceSlug)
      void navigate(`${paths.sourceDetail(language, canonical)}${window.location.search}`, { replace: true });
  }, [source, sourceSlug, language, navigate]);

  // Spec §2: no number before '--' means no id, so there is no such source.
  if (id === undefined) return <Navigate to={paths.notFound(language)} replace />;
  if (source === undefined) return null;
  return <SourcePage source={source} />;
}

const imageClass = 'aspect-square w-full max-w-72 rounded-3xl text-7xl';

function SourcePage({ source }: { source: Source }) {
  const { t } = useTranslation();
  const topics = useTopicOptions();
  const saved = useSavedSources();
  const isSaved = saved.isSaved(source.id);
  const language = useLanguage();
  // The server's rule (may-edit-source.ts): the source's administrators and platform admins.
  const canEdit = mayEditSource(useSession(), source.id);

  return (
    <TwoColumnLayout
      aside={
        <div className="grid gap-4">
          {/* A source under review is shown only to its administrators, and so is its image (token needed). */}
          {source.approval_status === 'approved' ? (
            <SourceImage source={source} className={imageClass} />
          ) : (
            <ReviewedSourceImage source={source} className={imageClass} />
          )}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              aria-pressed={isSaved}
              onClick={() => saved.toggle(source.id)}
              className={actionButtonClass}
            >
              <span aria-hidden="true">{isSaved ? '★' : '☆'}</span>
              {isSaved ? t('sourceDetail.saved') : t('forms.save')}
            </button>
            <ShareActions title={source.name} text={source.description.slice(0, 140)} />
            {canEdit && (
              <Link
                to={paths.sourceEdit(language, slugFor(source.id, source.name))}
                className={actionButtonClass}
              >
                {t('screens.sourceEdit')}
              </Link>
            )}
          </div>
          <p className="text-sm text-ink-500">{t('forms.saveSourceHint')}</p>
        </div>
      }
    >
      <h1 className="text-3xl font-bold text-ink-900 s:text-4xl">{source.name}</h1>
      <ListLastChecked sourceId={source.id} />
      <SourceFields source={source} topicNames={topics.namesOf(source.topic_ids)} />
      <SourceEvents sourceId={source.id} which="future" />
      <SourceEvents sourceId={source.id} which="past" />
    </TwoColumnLayout>
  );
}

function SourceEvents({ sourceId, which }: { sourceId: number; which: 'future' | 'past' }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [query] = useSearchParams();
  const page = pageOf(query.get(which));
  const ids = useSourceEventIds(sourceId, which, page);
  const events = useEvents(ids.data ?? []);
  const list: readonly Event[] | undefined = ids.data?.length === 0 ? [] : events.data;

  const hrefOfPage = (target: number) => {
    const next = new URLSearchParams(query);
    if (target === 1) next.delete(which);
    else next.set(which, String(target));
    const search = next.toString();
    return search === '' ? '?' : `?${search}`;
  };
  const isFull = (ids.data?.length ?? 0) >= 25;
  const future = which === 'future';
  return (
    <PagedEventsSection
      id={`source-${which}-events`}
      title={
        page === 1
          ? t(future ? 'forms.futureEventsLimited' : 'forms.pastEventsLimited')
          : t(future ? 'forms.futureEvents' : 'forms.pastEvents')
      }
      moreLabel={t(future ? 'forms.futureEvents' : 'forms.pastEvents')}
      page={page}
      previousHref={page > 1 ? hrefOfPage(page - 1) : undefined}
      nextHref={isFull ? hrefOfPage(page + 1) : undefined}
    >
      {list !== undefined && list.length === 0 && (
        <p className="text-sm text-ink-500">
          {t(future ? 'sourceDetail.noFutureEvents' : 'sourceDetail.noPastEvents')}
        </p>
      )}
      {list !== undefined && list.length > 0 && (
        <ul className="flex flex-col gap-2">
          {list.map((event) => (
            <li key={event.id}>
              <EventListItem
                event={event}
                href={paths.eventDetail(language, slugFor(event.id, event.name))}
              />
            </li>
          ))}
        </ul>
      )}
    </PagedEventsSection>
  );
}
