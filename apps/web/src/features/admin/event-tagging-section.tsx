// Admin section "Event Tagging" (issue 15; SPEC §2 "get events by topics, exclude topics"): find events by topics,
// excluded topics, keyword, source and start time (tagging-search-form.tsx); pick some or all of them
// (tagging-results.tsx); choose topics to add and to remove; Check shows how many events the change affects, Save
// writes it after a confirmation (one transaction on the server, refused when the selection changed since the check).
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import type { SourcePickerProps } from '../../components/choice-fields';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { primaryButtonClass } from '../../components/form-field';
import { actionButtonClass } from '../../components/share-actions';
import { showToast } from '../../components/toast/toast-store';
import {
  type TaggingChange,
  type TaggingCriteria,
  type TaggingResult,
  useApplyTagging,
  usePreviewTagging,
  useTaggingSearch,
} from './tagging-api';
import { TaggingResults } from './tagging-results';
import { TaggingSearchForm } from './tagging-search-form';
import { type TaggingTopic, TopicChoices } from './tagging-topic-choices';

export interface EventTaggingSectionProps {
  topics: readonly TaggingTopic[];
  /** Composed by the screen from the sources feature (STYLE §3). */
  renderSourcePicker: (props: SourcePickerProps) => ReactNode;
}

export function EventTaggingSection({ topics, renderSourcePicker }: EventTaggingSectionProps) {
  const { t } = useTranslation();
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

  const onSearch = (searched: TaggingCriteria) => {
    setCriteria(searched);
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
      <TaggingSearchForm topics={topics} renderSourcePicker={renderSourcePicker} onSearch={onSearch} />
      {found !== undefined && (
        <TaggingResults
          found={found}
          topics={topics}
          picked={picked}
          allPicked={allPicked}
          onPick={(ids) => {
            setPicked(ids);
            forgetCheck();
          }}
          onPickAll={(all) => {
            setAllPicked(all);
            forgetCheck();
          }}
          onMore={() => setPages(pages + 1)}
        />
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
