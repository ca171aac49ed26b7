// Spec §2 "Analysis ('Data Analysis')": queries, chart options, 'load' and the results. Results are those of the
// loaded queries (in the URL, so a link shares them); edits make them stale until 'load' (spec §4).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validationTextOf } from '../../api/field-errors';
import type { PickerOption } from '../../components/choice-fields';
import { useFocusFirstInvalid } from '../../components/focus-first-invalid';
import { primaryButtonClass } from '../../components/form-field';
import { AnalysisResults } from './analysis-results';
import { type Analysis, type AnalysisQuery, isStale, newQuery, QUERIES_MAX } from './analysis-state';
import { useTimeSeries } from './api';
import { ChartOptionsForm } from './chart-options-form';
import { QueryEditor } from './query-editor';

interface AnalysisPanelProps {
  /** The loaded analysis (from the URL), undefined before the first 'load'. */
  loaded: Analysis | undefined;
  /** What a new screen starts with. */
  initial: Analysis;
  onLoad: (analysis: Analysis) => void;
  topics: readonly PickerOption[];
  types: readonly PickerOption[];
  locale: string;
  today: Date;
}

export function AnalysisPanel({ loaded, initial, onLoad, topics, types, locale, today }: AnalysisPanelProps) {
  const { t } = useTranslation();
  const [drafts, setDrafts] = useState<AnalysisQuery[]>(() => loaded?.queries ?? initial.queries);
  const [options, setOptions] = useState(() => loaded?.options ?? initial.options);
  const series = useTimeSeries(loaded?.queries);
  const [reversedIds, setReversedIds] = useState<readonly number[]>([]);
  const { formRef, requestFocus } = useFocusFirstInvalid();
  const stale = isStale(loaded?.queries, drafts);
  const errorText = series.error ? (validationTextOf(series.error) ?? t('analysis.failed')) : undefined;

  const load = () => {
    // The app checks the range itself (the form is noValidate), in the page's language (issue 20).
    const reversed = drafts.filter((query) => query.from > query.to).map((query) => query.id);
    setReversedIds(reversed);
    if (reversed.length > 0) {
      requestFocus();
      return;
    }
    // Renumbered as the URL will number them, so the loaded and the edited queries keep matching ids.
    const queries = drafts.map((query, index) => ({ ...query, id: index + 1 }));
    setDrafts(queries);
    onLoad({ queries, options });
  };
  const update = (next: AnalysisQuery) => setDrafts((all) => all.map((q) => (q.id === next.id ? next : q)));
  const remove = (id: number) => setDrafts((all) => all.filter((q) => q.id !== id));
  const add = () =>
    setDrafts((all) => [...all, newQuery(all, today, t('analysis.query', { number: all.length + 1 }))]);

  return (
    <div className="grid gap-6 l:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <form
        ref={formRef}
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          load();
        }}
      >
        <h2 className="text-lg font-bold text-ink-900">{t('analysis.queries')}</h2>
        {drafts.map((query, index) => (
          <QueryEditor
            key={query.id}
            query={query}
            number={index + 1}
            topics={topics}
            types={types}
            canRemove={drafts.length > 1}
            isRangeReversed={reversedIds.includes(query.id) && query.from > query.to}
            onChange={update}
            onRemove={() => remove(query.id)}
          />
        ))}
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            onClick={add}
            disabled={drafts.length >= QUERIES_MAX}
            className="rounded-full border border-ink-300 px-4 py-2 font-semibold text-ink-800 hover:bg-ink-50 disabled:opacity-50"
          >
            {t('analysis.addQuery')}
          </button>
          {drafts.length >= QUERIES_MAX && (
            <span className="text-sm text-ink-600">{t('analysis.queriesMax', { max: QUERIES_MAX })}</span>
          )}
          <button type="submit" className={primaryButtonClass}>
            {t('analysis.load')}
          </button>
        </div>
        <ChartOptionsForm
          options={options}
          onChange={(next) => {
            setOptions(next);
            // Options change only the drawing: the link follows at once, the loaded queries stay.
            if (loaded !== undefined) onLoad({ queries: loaded.queries, options: next });
          }}
        />
      </form>
      <div className="min-w-0 space-y-4" aria-live="polite">
        {stale && (
          <p
            role="status"
            data-stale="true"
            className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-900"
          >
            {loaded === undefined ? t('analysis.notLoaded') : t('analysis.stale')}
          </p>
        )}
        {series.isFetching && <p className="text-sm text-ink-600">{t('analysis.loading')}</p>}
        {errorText !== undefined && (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-red-800">
            {errorText}
          </p>
        )}
        {loaded !== undefined && series.data !== undefined && !series.isPlaceholderData && (
          <div className={stale ? 'opacity-60' : undefined}>
            <AnalysisResults
              queries={drafts}
              loaded={loaded.queries}
              data={series.data}
              options={options}
              locale={locale}
            />
          </div>
        )}
      </div>
    </div>
  );
}
