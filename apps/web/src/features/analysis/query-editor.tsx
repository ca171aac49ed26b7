// One analysis query's fields (spec §3 "Analysis query"): name, topic, type, colour, time range, interval, basis.
import { useTranslation } from 'react-i18next';
import { IdSelectField, type PickerOption } from '../../components/choice-fields';
import { Field, fieldControlClass } from '../../components/form-field';
import { type AnalysisQuery, INTERVALS, TIME_BASES } from './analysis-state';
import { ChoiceSelect } from './choice-select';

interface QueryEditorProps {
  query: AnalysisQuery;
  number: number;
  topics: readonly PickerOption[];
  types: readonly PickerOption[];
  canRemove: boolean;
  /** The range ends before it starts: said beside 'to' when 'load' is tried. */
  isRangeReversed?: boolean;
  onChange: (query: AnalysisQuery) => void;
  onRemove: () => void;
}

export function QueryEditor({
  query,
  number,
  topics,
  types,
  canRemove,
  isRangeReversed = false,
  onChange,
  onRemove,
}: QueryEditorProps) {
  const { t } = useTranslation();
  const set = (change: Partial<AnalysisQuery>) => onChange({ ...query, ...change });
  const title = query.name.trim() || t('analysis.query', { number });
  return (
    <fieldset
      className="rounded-2xl border border-ink-200 bg-white p-4"
      style={{ borderLeft: `6px solid ${query.color}` }}
    >
      <legend className="px-1 text-sm font-bold text-ink-900">{title}</legend>
      <div className="grid gap-3 s:grid-cols-2">
        <Field label={t('analysis.name')}>
          {(control) => (
            <input
              {...control}
              value={query.name}
              maxLength={100}
              onChange={(change) => set({ name: change.target.value })}
              className={fieldControlClass}
            />
          )}
        </Field>
        <Field label={t('analysis.color')}>
          {(control) => (
            <input
              {...control}
              type="color"
              value={query.color}
              onChange={(change) => set({ color: change.target.value })}
              className={`${fieldControlClass} h-11 p-1`}
            />
          )}
        </Field>
        <IdSelectField
          label={t('analysis.topic')}
          placeholder={t('analysis.allTopics')}
          options={topics}
          value={query.topicId}
          onChange={(topicId) => set({ topicId })}
        />
        <IdSelectField
          label={t('analysis.type')}
          placeholder={t('analysis.allTypes')}
          options={types}
          value={query.typeId}
          onChange={(typeId) => set({ typeId })}
        />
        <Field label={t('analysis.from')}>
          {(control) => (
            <input
              {...control}
              type="date"
              required
              value={query.from}
              max={query.to}
              onChange={(change) => change.target.value && set({ from: change.target.value })}
              className={fieldControlClass}
            />
          )}
        </Field>
        <Field
          label={t('analysis.to')}
          error={isRangeReversed ? t('formProblems.endBeforeStart') : undefined}
        >
          {(control) => (
            <input
              {...control}
              type="date"
              required
              value={query.to}
              min={query.from}
              onChange={(change) => change.target.value && set({ to: change.target.value })}
              className={fieldControlClass}
            />
          )}
        </Field>
        <ChoiceSelect
          label={t('analysis.interval')}
          value={query.interval}
          choices={INTERVALS}
          labelOf={(interval) => t(`analysis.intervals.${interval}`)}
          onChange={(interval) => set({ interval })}
        />
        <ChoiceSelect
          label={t('analysis.timeBasis')}
          value={query.basis}
          choices={TIME_BASES}
          labelOf={(basis) => t(`analysis.timeBases.${basis}`)}
          onChange={(basis) => set({ basis })}
        />
      </div>
      {canRemove && (
        <button
          type="button"
          onClick={onRemove}
          className="mt-3 rounded-full border border-ink-200 px-4 py-2 text-sm font-semibold text-ink-700 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t('analysis.removeQuery', { name: title })}
        </button>
      )}
    </fieldset>
  );
}
