// Spec §2 screen "Saved": Saved Sources and Saved Events, kept on the device ('savedSources',
// 'savedEvents'), each with a remove button; an id that is no longer public can be removed too.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextPageLayout } from '../components/page-layouts';
import { useEvents } from '../features/events/api';
import { EventListItem } from '../features/events/event-list-item';
import { useSavedEvents, useSavedSources } from '../features/saved/saved-store';
import { useSourcesByIds } from '../features/sources/api';
import { SourceCard } from '../features/sources/source-card';
import { useTopicOptions } from '../features/taxonomy/use-options';
import { useLanguage } from '../i18n/use-language';
import { paths } from '../paths';
import { slugFor } from '../slug';

export default function SavedScreen() {
  const { t } = useTranslation();
  return (
    <TextPageLayout>
      <h1 className="text-3xl font-bold text-ink-900 s:text-4xl">{t('screens.saved')}</h1>
      <p className="mt-2 text-ink-500">{t('saved.onDevice')}</p>
      <SavedSources />
      <SavedEvents />
    </TextPageLayout>
  );
}

function SavedSources() {
  const { t } = useTranslation();
  const language = useLanguage();
  const saved = useSavedSources();
  const sources = useSourcesByIds(saved.ids);
  const topics = useTopicOptions();
  const byId = new Map((sources.data ?? []).map((source) => [source.id, source]));
  return (
    <SavedSection
      id="saved-sources"
      title={t('screens.savedSources')}
      isEmpty={saved.ids.length === 0}
      emptyText={t('saved.noSources')}
      findHref={paths.sourceSearch(language)}
      findText={t('screens.sourceSearch')}
    >
      {saved.ids.map((id) => {
        const source = byId.get(id);
        const name = source?.name ?? t('saved.unavailable', { id });
        return (
          <SavedRow key={id} name={name} onRemove={() => saved.remove(id)}>
            {source ? (
              <SourceCard
                source={source}
                topicNames={topics.namesOf(source.topic_ids)}
                href={paths.sourceDetail(language, slugFor(source.id, source.name))}
              />
            ) : (
              sources.isSuccess && <p className="px-4 py-3 text-ink-500">{name}</p>
            )}
          </SavedRow>
        );
      })}
    </SavedSection>
  );
}

function SavedEvents() {
  const { t } = useTranslation();
  const language = useLanguage();
  const saved = useSavedEvents();
  const events = useEvents(saved.ids);
  const byId = new Map((events.data ?? []).map((event) => [event.id, event]));
  return (
    <SavedSection
      id="saved-events"
      title={t('screens.savedEvents')}
      isEmpty={saved.ids.length === 0}
      emptyText={t('saved.noEvents')}
      findHref={paths.eventSearch(language)}
      findText={t('screens.eventSearch')}
    >
      {saved.ids.map((id) => {
        const event = byId.get(id);
        const name = event?.name ?? t('saved.unavailable', { id });
        return (
          <SavedRow key={id} name={name} onRemove={() => saved.remove(id)}>
            {event ? (
              <EventListItem
                event={event}
                href={paths.eventDetail(language, slugFor(event.id, event.name))}
              />
            ) : (
              events.isSuccess && <p className="px-4 py-3 text-ink-500">{name}</p>
            )}
          </SavedRow>
        );
      })}
    </SavedSection>
  );
}

function SavedSection({
  id,
  title,
  isEmpty,
  emptyText,
  findHref,
  findText,
  children,
}: {
  id: string;
  title: string;
  isEmpty: boolean;
  emptyText: string;
  findHref: string;
  findText: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-semibold text-ink-900">
        {title}
      </h2>
      {isEmpty ? (
        <p className="mt-3 rounded-2xl border border-dashed border-ink-200 p-6 text-ink-700">
          {emptyText}{' '}
          <Link to={findHref} className="font-semibold text-brand-700 underline underline-offset-2">
            {findText}
          </Link>
        </p>
      ) : (
        <ul className="mt-3 flex flex-col gap-3">{children}</ul>
      )}
    </section>
  );
}

function SavedRow({ name, onRemove, children }: { name: string; onRemove: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <li className="flex items-start gap-2">
      <div className="min-w-0 flex-1">{children}</div>
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('saved.removeItem', { name })}
        className="min-h-11 shrink-0 rounded-full border border-ink-200 bg-white px-3 text-sm font-semibold text-ink-700 hover:border-brand-600 hover:text-brand-700"
      >
        {t('saved.remove')}
      </button>
    </li>
  );
}
