// Event Tagging's found events (event-tagging-section.tsx): how many, each with a check box to pick it, all of them
// at once when the search found them all, and more of them page by page.
import { useTranslation } from 'react-i18next';
import { actionButtonClass } from '../../components/share-actions';
import { useLanguage } from '../../i18n/use-language';
import { formatEventShort } from '../events';
import type { TaggingSearchAnswer } from './tagging-api';
import { type TaggingTopic, topicName } from './tagging-topic-choices';

export interface TaggingResultsProps {
  found: TaggingSearchAnswer;
  topics: readonly TaggingTopic[];
  picked: readonly number[];
  allPicked: boolean;
  onPick: (picked: number[]) => void;
  onPickAll: (all: boolean) => void;
  onMore: () => void;
}

export function TaggingResults({
  found,
  topics,
  picked,
  allPicked,
  onPick,
  onPickAll,
  onMore,
}: TaggingResultsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const topicNames = (ids: readonly number[]) =>
    ids
      .map((id) => topics.find((topic) => topic.id === id))
      .map((topic) => (topic === undefined ? '' : topicName(topic, language)))
      .filter(Boolean)
      .join(', ');
  return (
    <section aria-label={t('tagging.results', { count: found.total })} className="grid gap-3">
      <p role="status" className="font-semibold text-ink-900">
        {found.more
          ? t('tagging.resultsMore', { count: found.total })
          : t('tagging.results', { count: found.total })}
      </p>
      {found.total === 0 ? (
        <p className="text-ink-600">{t('tagging.noResults')}</p>
      ) : (
        <>
          {!found.more && (
            <label className="inline-flex items-center gap-2 text-sm font-semibold text-ink-800">
              <input type="checkbox" checked={allPicked} onChange={(e) => onPickAll(e.target.checked)} />
              {t('tagging.selectAll', { count: found.total })}
            </label>
          )}
          <ul className="grid gap-1">
            {found.events.map((event) => (
              <li key={event.id} className="rounded-xl border border-ink-100 bg-white px-3 py-2">
                <label className="flex items-start gap-3">
                  <input
                    type="checkbox"
                    aria-label={t('tagging.selectEvent', { name: event.name })}
                    checked={allPicked || picked.includes(event.id)}
                    disabled={allPicked}
                    onChange={(e) =>
                      onPick(
                        e.target.checked ? [...picked, event.id] : picked.filter((id) => id !== event.id),
                      )
                    }
                  />
                  <span className="grid">
                    <span className="font-semibold text-ink-900">{event.name}</span>
                    <span className="text-sm text-ink-600">
                      {formatEventShort(event.start_time, language)} ·{' '}
                      {event.source_name ?? t('tagging.noSource')}
                      {event.topic_ids.length > 0 && ` · ${topicNames(event.topic_ids)}`}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {found.events.length < Math.min(found.total, 100) && (
            <div>
              <button type="button" className={actionButtonClass} onClick={onMore}>
                {t('tagging.more')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
