// Admin section "Event Tagging" (issue 15; SPEC §2 "get events by topics, exclude topics"): find events by topics,
// excluded topics, keyword, source and start time; pick some or all of them; choose topics to add and to remove;
// Check shows how many events the change affects, Save writes it after a confirmation (one transaction on the
// server, refused when the selection changed since the check).
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import type { SourcePickerProps } from '../../components/choice-fields';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { fieldControlClass, primaryButtonClass } from '../../components/form-field';
import { actionButtonClass } from '../../components/share-actions';
import { showToast } from '../../components/toast/toast-store';
import { useLanguage } from '../../i18n/use-language';
import { formatEventShort } from '../events';
import {
  type TaggingChange,
  type TaggingCriteria,
  type TaggingResult,
  useApplyTagging,
  usePreviewTagging,
  useTaggingSearch,
} from './tagging-api';

export interface TaggingTopic {
  id: number;
  name_en: string;
  name_de: string;
}

function TopicChoices({
  legend,
  topics,
  chosen,
  onChange,
}: {
  legend: string;
  topics: readonly TaggingTopic[];
  chosen: readonly number[];
  onChange: (ids: number[]) => void;
}) {
  const language = useLanguage();
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1 text-sm font-semibold text-ink-800">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {topics.map((topic) => (
          <label key={topic.id} className="inline-flex items-center gap-2 text-sm text-ink-800">
            <input
              type="checkbox"
              checked={chosen.includes(topic.id)}
              onChange={(event) =>
                onChange(
                  event.target.checked ? [...chosen, topic.id] : chosen.filter((id) => id !== topic.id),
                )
              }
            />
            {language === 'de' ? topic.name_de : topic.name_en}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Midnight at the start of a yyyy-mm-dd day in the browser's zone, as an instant; end of day for `until`. */
const dayInstant = (day: string, end: boolean) =>
  day === '' ? undefined : new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`).toISOString();

export interface EventTaggingSectionProps {
  topics: readonly TaggingTopic[];
  /** Composed by the screen from the sources feature (STYLE §3). */
  renderSourcePicker: (props: SourcePickerProps) => ReactNode;
}

export function EventTaggingSection({ topics, renderSourcePicker }: EventTaggingSectionProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [withTopics, setWithTopics] = useState<number[]>([]);
  const [withoutTopics, setWithoutTopics] = useState<number[]>([]);
  const [keyword, setKeyword] = useState('');
  const [sourceId, setSourceId] = useState<number | undefined>(undefined);
  const [from, setFrom] = useState(() => new Date().toLocaleDateString('en-CA'));
  const [until, setUntil] = useState('');
  const [criteria, setCriteria] = useState<TaggingCriteria | undefined>(undefined);
  const [pages, setPages] = useState(1);
  const [picked, setPicked] = useState<number[]>([]);
  const [allPicked, setAllPicked] = useState(false);
  const [adding, setAdding] = useState<number[]>([]);
  const [removing, setRemoving] = useState<number[]>([]);
  const [checked, setChecked] = useState<{ change: TaggingChange; result: TaggingResult } | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const search = useTaggingSearch(criteria, pages);
  const preview = usePreviewTagging();
  const apply = useApplyTagging();

  const forgetCheck = () => {
    setChecked(undefined);
    setProblem(undefined);
  };

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setCriteria({
      ...(withTopics.length > 0 && { topic_ids: withTopics }),
      ...(withoutTopics.length > 0 && { exclude_topic_ids: withoutTopics }),
      ...(keyword.trim() !== '' && { keyword: keyword.trim() }),
      ...(sourceId !== undefined && { source_id: sourceId }),
      ...(from !== '' && { start_from: dayInstant(from, false) }),
      ...(until !== '' && { start_until: dayInstant(until, true) }),
    });
    setPages(1);
    setPicked([]);
    setAllPicked(false);
    forgetCheck();
  };

  const found = search.data;
  const change = (): TaggingChange | undefined => {
    if (adding.length === 0 && removing.length === 0) {
      setProblem(t('tagging.noTopicChosen'));
      return undefined;
    }
    const selection = allPicked && criteria !== undefined ? { criteria } : { event_ids: picked };
    if (!allPicked && picked.length === 0) {
      setProblem(t('tagging.nothingSelected'));
      return undefined;
    }
    return {
      ...selection,
      ...(adding.length > 0 && { add_topic_ids: adding }),
      ...(removing.length > 0 && { remove_topic_ids: removing }),
    };
  };

  const onCheck = () => {
    forgetCheck();
    const wanted = change();
    if (wanted === undefined) return;
    preview.mutate(wanted, { onSuccess: (result) => setChecked({ change: wanted, result }) });
  };

  const onSave = () => {
    if (checked === undefined) return;
    apply.mutate(
      { ...checked.change, expected_events: checked.result.events },
      {
        onSuccess: (result) => {
          showToast('success', t('tagging.saved', { count: result.changed }));
          setChecked(undefined);
          setPicked([]);
          setAllPicked(false);
        },
        onError: (error) => {
          setChecked(undefined);
          setProblem(
            error instanceof ApiError && error.status === 409
              ? t('tagging.selectionChanged')
              : t('errors.unknown'),
          );
        },
      },
    );
  };

  const selectedCount = allPicked ? (found?.total ?? 0) : picked.length;
  return (
    <div className="grid gap-6">
      <p className="text-ink-600">{t('tagging.intro')}</p>
      <form
        aria-label={t('tagging.find')}
        onSubmit={onSearch}
        className="grid gap-3 rounded-2xl border border-ink-100 bg-white px-4 py-3"
      >
        <TopicChoices
          legend={t('tagging.withTopics')}
          topics={topics}
          chosen={withTopics}
          onChange={setWithTopics}
        />
        <TopicChoices
          legend={t('tagging.withoutTopics')}
          topics={topics}
          chosen={withoutTopics}
          onChange={setWithoutTopics}
        />
        <div className="grid gap-3 s:grid-cols-2">
          <label className="text-sm font-semibold text-ink-800">
            {t('tagging.keyword')}
            <input
              className={fieldControlClass}
              value={keyword}
              onChange={(e) => setKeyword(e.target.value)}
            />
          </label>
          {renderSourcePicker({ label: t('tagging.source'), selected: sourceId, onChange: setSourceId })}
          <label className="text-sm font-semibold text-ink-800">
            {t('tagging.from')}
            <input
              type="date"
              className={fieldControlClass}
              value={from}
              onChange={(e) => setFrom(e.target.value)}
            />
          </label>
          <label className="text-sm font-semibold text-ink-800">
            {t('tagging.until')}
            <input
              type="date"
              className={fieldControlClass}
              value={until}
              onChange={(e) => setUntil(e.target.value)}
            />
          </label>
        </div>
        <div>
          <button type="submit" className={primaryButtonClass}>
            {t('tagging.search')}
          </button>
        </div>
      </form>

      {found !== undefined && (
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
                  <input
                    type="checkbox"
                    checked={allPicked}
                    onChange={(e) => {
                      setAllPicked(e.target.checked);
                      forgetCheck();
                    }}
                  />
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
                        onChange={(e) => {
                          setPicked(
                            e.target.checked ? [...picked, event.id] : picked.filter((id) => id !== event.id),
                          );
                          forgetCheck();
                        }}
                      />
                      <span className="grid">
                        <span className="font-semibold text-ink-900">{event.name}</span>
                        <span className="text-sm text-ink-600">
                          {formatEventShort(event.start_time, language)} ·{' '}
                          {event.source_name ?? t('tagging.noSource')}
                          {event.topic_ids.length > 0 &&
                            ` · ${event.topic_ids
                              .map((id) => topics.find((topic) => topic.id === id))
                              .map((topic) =>
                                topic === undefined ? '' : language === 'de' ? topic.name_de : topic.name_en,
                              )
                              .filter(Boolean)
                              .join(', ')}`}
                        </span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
              {found.events.length < Math.min(found.total, 100) && (
                <div>
                  <button type="button" className={actionButtonClass} onClick={() => setPages(pages + 1)}>
                    {t('tagging.more')}
                  </button>
                </div>
              )}
            </>
          )}
        </section>
      )}

      {found !== undefined && found.total > 0 && (
        <section
          aria-label={t('tagging.change')}
          className="grid gap-3 rounded-2xl border border-ink-100 bg-white px-4 py-3"
        >
          <h3 className="font-semibold text-ink-900">{t('tagging.change')}</h3>
          <p className="text-sm text-ink-600">{t('tagging.selected', { count: selectedCount })}</p>
          <TopicChoices
            legend={t('tagging.addTopics')}
            topics={topics}
            chosen={adding}
            onChange={(ids) => {
              setAdding(ids);
              forgetCheck();
            }}
          />
          <TopicChoices
            legend={t('tagging.removeTopics')}
            topics={topics}
            chosen={removing}
            onChange={(ids) => {
              setRemoving(ids);
              forgetCheck();
            }}
          />
          {problem !== undefined && (
            <p role="alert" className="text-red-800">
              {problem}
            </p>
          )}
          {checked !== undefined && (
            <p role="status" className="rounded-xl bg-brand-50 px-3 py-2 text-ink-900">
              {t('tagging.preview', checked.result)}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={actionButtonClass}
              disabled={preview.isPending}
              onClick={onCheck}
            >
              {t('tagging.check')}
            </button>
            <button
              type="button"
              className={primaryButtonClass}
              disabled={checked === undefined || checked.result.changed === 0 || apply.isPending}
              onClick={() => setConfirming(true)}
            >
              {t('tagging.save')}
            </button>
          </div>
        </section>
      )}
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('tagging.saveTitle')}
        message={t('tagging.saveConfirm', { changed: checked?.result.changed ?? 0 })}
        confirmLabel={t('tagging.save')}
        onConfirm={onSave}
      />
    </div>
  );
}
