// Admin section "Excel Upload" (spec §2, §3 "Event import mapping", §8 'The following rows failed:'; issue 15,
// decision 039): upload an .xlsx or .csv, choose for each field a column or a fixed value plus the time format,
// source, input language, event type and topics, preview the first rows as they will be imported, import with a
// progress bar, and read the rows that failed with their number and reason.
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SourcePickerProps } from '../../components/choice-fields';
import { fieldControlClass, primaryButtonClass } from '../../components/form-field';
import { useLanguage } from '../../i18n/use-language';
import {
  type EventImport,
  type ImportMapping,
  type ImportPreview,
  MAPPED_FIELDS,
  type MappedField,
  REQUIRED_FIELDS,
  useImportProgress,
  usePreviewImport,
  useRunImport,
  useUploadImport,
} from './event-import-api';
import { importErrorTexts, mappedFieldLabel, rowProblemText } from './import-problems';

const secondaryButtonClass =
  'min-h-11 rounded-full border border-ink-200 px-4 font-semibold text-ink-800 hover:bg-ink-50 disabled:opacity-50';

type FieldChoice = { kind: 'none' } | { kind: 'column'; column: number } | { kind: 'value'; value: string };

const DEFAULT_TIME_FORMAT = 'dd.MM.yyyy HH:mm';

/** 0 → A, 26 → AA, as spreadsheets name columns. */
function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/** A topic or event type to choose, named in the page's language. */
export interface ImportOption {
  label: string;
  value: number;
}

export interface ExcelUploadSectionProps {
  /** Composed by the screen from the taxonomy and sources features (STYLE §3). */
  topics: readonly ImportOption[];
  eventTypes: readonly ImportOption[];
  renderSourcePicker: (props: SourcePickerProps) => ReactNode;
}

export function ExcelUploadSection({ topics, eventTypes, renderSourcePicker }: ExcelUploadSectionProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const upload = useUploadImport();
  const preview = usePreviewImport();
  const run = useRunImport();
  const [file, setFile] = useState<File | undefined>(undefined);
  const [uploaded, setUploaded] = useState<EventImport | undefined>(undefined);
  const [choices, setChoices] = useState<Partial<Record<MappedField, FieldChoice>>>({});
  const [timeFormat, setTimeFormat] = useState(DEFAULT_TIME_FORMAT);
  const [sourceId, setSourceId] = useState<number | undefined>(undefined);
  const [sourceMissing, setSourceMissing] = useState(false);
  const [inputLanguage, setInputLanguage] = useState<'en' | 'de'>(language);
  const [eventTypeId, setEventTypeId] = useState('');
  const [topicIds, setTopicIds] = useState<number[]>([]);
  const [previewRows, setPreviewRows] = useState<ImportPreview['rows'] | undefined>(undefined);
  const [problems, setProblems] = useState<string[]>([]);
  const [started, setStarted] = useState(false);
  const progress = useImportProgress(uploaded?.id, started);
  const state = started ? progress.data : undefined;

  const fieldLabel = (field: MappedField) => mappedFieldLabel(t, field);
  const fail = (error: unknown) => setProblems(importErrorTexts(t, error));

  const onUpload = (event: FormEvent) => {
    event.preventDefault();
    if (file === undefined) {
      setProblems([t('errors.fileMissing')]);
      return;
    }
    setProblems([]);
    upload.mutate(file, {
      onSuccess: (result) => {
        setUploaded(result);
        setChoices({});
        setPreviewRows(undefined);
        setStarted(false);
      },
      onError: fail,
    });
  };

  /** The mapping to send, or undefined when no source is chosen yet (said at the picker). */
  const checkedMapping = (): ImportMapping | undefined => {
    setSourceMissing(sourceId === undefined);
    if (sourceId === undefined) return undefined;
    const fields: Record<string, { column: number } | { value: string }> = {};
    for (const field of MAPPED_FIELDS) {
      const choice = choices[field];
      if (choice?.kind === 'column') fields[field] = { column: choice.column };
      if (choice?.kind === 'value' && choice.value.trim() !== '') fields[field] = { value: choice.value };
    }
    return {
      fields: fields as ImportMapping['fields'],
      time_format: timeFormat,
      source_id: sourceId,
      input_language: inputLanguage,
      event_type_id: Number(eventTypeId),
      topic_ids: topicIds,
    };
  };

  const onPreview = () => {
    const chosen = checkedMapping();
    if (uploaded === undefined || chosen === undefined) return;
    setProblems([]);
    preview.mutate(
      { id: uploaded.id, mapping: chosen },
      { onSuccess: (result) => setPreviewRows(result.rows), onError: fail },
    );
  };

  const onImport = () => {
    const chosen = checkedMapping();
    if (uploaded === undefined || chosen === undefined) return;
    setProblems([]);
    run.mutate({ id: uploaded.id, mapping: chosen }, { onSuccess: () => setStarted(true), onError: fail });
  };

  const setChoice = (field: MappedField, value: string) => {
    const choice: FieldChoice =
      value === ''
        ? { kind: 'none' }
        : value === 'value'
          ? { kind: 'value', value: '' }
          : { kind: 'column', column: Number(value) };
    setChoices((current) => ({ ...current, [field]: choice }));
  };

  return (
    <div className="grid gap-6">
      <form onSubmit={onUpload} className="grid gap-3 rounded-2xl border border-ink-100 bg-white px-4 py-4">
        <label className="grid gap-1 font-medium text-ink-800">
          {t('eventImport.file')}
          <input
            type="file"
            accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            onChange={(event) => setFile(event.target.files?.[0])}
            className={fieldControlClass}
          />
        </label>
        <p className="text-sm text-ink-500">{t('eventImport.fileHint')}</p>
        <div>
          <button type="submit" disabled={upload.isPending} className={primaryButtonClass}>
            {t('eventImport.upload')}
          </button>
        </div>
      </form>

      {problems.length > 0 && (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-red-800">
          <ul className="grid gap-1">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}

      {uploaded !== undefined && (
        <section aria-labelledby="import-mapping" className="grid gap-4">
          <h3 id="import-mapping" className="text-xl font-semibold text-ink-900">
            {t('eventImport.mapping')}
          </h3>
          <p className="text-ink-600">
            {t('eventImport.uploaded', { name: uploaded.file_name, count: uploaded.row_count })}
          </p>
          <div className="grid gap-3 m:grid-cols-2">
            {MAPPED_FIELDS.map((field) => {
              const choice = choices[field] ?? { kind: 'none' };
              const label = `${fieldLabel(field)}${REQUIRED_FIELDS.includes(field) ? ' *' : ''}`;
              return (
                <div key={field} className="grid gap-1">
                  <label className="grid gap-1 font-medium text-ink-800">
                    {label}
                    <select
                      value={
                        choice.kind === 'column'
                          ? String(choice.column)
                          : choice.kind === 'value'
                            ? 'value'
                            : ''
                      }
                      onChange={(event) => setChoice(field, event.target.value)}
                      className={fieldControlClass}
                    >
                      <option value="">{t('eventImport.notUsed')}</option>
                      <option value="value">{t('eventImport.fixedValue')}</option>
                      {uploaded.columns.map((name, index) => {
                        const letter = columnLetter(index);
                        return (
                          <option key={letter} value={String(index)}>
                            {`${letter}${name ? ` · ${name}` : ''}`}
                          </option>
                        );
                      })}
                    </select>
                  </label>
                  {choice.kind === 'value' && (
                    <input
                      aria-label={t('eventImport.fixedValueOf', { field: fieldLabel(field) })}
                      value={choice.value}
                      onChange={(event) =>
                        setChoices((current) => ({
                          ...current,
                          [field]: { kind: 'value', value: event.target.value },
                        }))
                      }
                      className={fieldControlClass}
                    />
                  )}
                </div>
              );
            })}
          </div>
          <div className="grid gap-3 m:grid-cols-2">
            <label className="grid gap-1 font-medium text-ink-800">
              {t('eventImport.timeFormat')}
              <input
                value={timeFormat}
                onChange={(event) => setTimeFormat(event.target.value)}
                className={fieldControlClass}
              />
            </label>
            {renderSourcePicker({
              label: t('eventImport.source'),
              selected: sourceId,
              onChange: (id) => {
                setSourceId(id);
                if (id !== undefined) setSourceMissing(false);
              },
              isRequired: true,
              error: sourceMissing ? t('eventImport.chooseSource') : undefined,
            })}
            <label className="grid gap-1 font-medium text-ink-800">
              {t('eventImport.inputLanguage')}
              <select
                value={inputLanguage}
                onChange={(event) => setInputLanguage(event.target.value === 'de' ? 'de' : 'en')}
                className={fieldControlClass}
              >
                <option value="en">English</option>
                <option value="de">Deutsch</option>
              </select>
            </label>
            <label className="grid gap-1 font-medium text-ink-800">
              {t('eventImport.eventType')}
              <select
                value={eventTypeId}
                onChange={(event) => setEventTypeId(event.target.value)}
                className={fieldControlClass}
              >
                <option value="">{t('eventImport.choose')}</option>
                {eventTypes.map((type) => (
                  <option key={type.value} value={String(type.value)}>
                    {type.label}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <fieldset className="grid gap-2">
            <legend className="font-medium text-ink-800">{t('eventImport.topics')}</legend>
            <div className="flex flex-wrap gap-3">
              {topics.map((topic) => (
                <label key={topic.value} className="inline-flex min-h-11 items-center gap-2">
                  <input
                    type="checkbox"
                    checked={topicIds.includes(topic.value)}
                    onChange={(event) =>
                      setTopicIds((current) =>
                        event.target.checked
                          ? [...current, topic.value]
                          : current.filter((id) => id !== topic.value),
                      )
                    }
                  />
                  {topic.label}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              onClick={onPreview}
              disabled={preview.isPending}
              className={secondaryButtonClass}
            >
              {t('eventImport.preview')}
            </button>
            <button
              type="button"
              onClick={onImport}
              disabled={run.isPending || state?.status === 'running'}
              className={primaryButtonClass}
            >
              {t('eventImport.import')}
            </button>
          </div>
        </section>
      )}

      {previewRows !== undefined && !started && (
        <section aria-labelledby="import-preview" className="grid gap-2 overflow-x-auto">
          <h3 id="import-preview" className="text-xl font-semibold text-ink-900">
            {t('eventImport.previewTitle')}
          </h3>
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-ink-100">
                <th className="py-2 pr-3">{t('eventImport.row')}</th>
                <th className="py-2 pr-3">{fieldLabel('name')}</th>
                <th className="py-2 pr-3">{fieldLabel('start_time')}</th>
                <th className="py-2 pr-3">{t('eventImport.place')}</th>
                <th className="py-2">{t('eventImport.problem')}</th>
              </tr>
            </thead>
            <tbody>
              {previewRows.map((row) => {
                const place = row.event?.locations[0];
                return (
                  <tr key={row.row} className="border-b border-ink-50 align-top">
                    <td className="py-2 pr-3">{row.row}</td>
                    <td className="py-2 pr-3">{row.event?.name ?? ''}</td>
                    <td className="py-2 pr-3">{row.event?.start_time ?? ''}</td>
                    <td className="py-2 pr-3">
                      {place
                        ? [place.zip_code, place.city].filter(Boolean).join(' ')
                        : row.event
                          ? t('eventImport.notOnMap')
                          : ''}
                    </td>
                    <td className="py-2 text-red-700">
                      {row.problem === null ? '' : rowProblemText(t, row.problem)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      )}

      {state !== undefined && <ImportState state={state} />}
    </div>
  );
}

function ImportState({ state }: { state: EventImport }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="import-state" className="grid gap-3">
      <h3 id="import-state" className="text-xl font-semibold text-ink-900">
        {state.status === 'running' ? t('eventImport.running') : t('eventImport.finished')}
      </h3>
      <progress
        aria-label={t('eventImport.progress')}
        value={state.processed_rows}
        max={Math.max(state.row_count, 1)}
        className="h-3 w-full"
      />
      <p className="text-ink-700">
        {t('eventImport.processed', { done: state.processed_rows, total: state.row_count })}
      </p>
      {state.status !== 'running' && (
        <p role="status" className="text-ink-800">
          {t('eventImport.summary', {
            imported: state.imported,
            unchanged: state.unchanged,
            failed: state.failed,
            unplaced: state.unplaced,
          })}
        </p>
      )}
      {state.error_code !== null && (
        <p className="text-red-700">
          {state.error_code === 'stopped' ? t('eventImport.stopped') : t('eventImport.runFailed')}
        </p>
      )}
      {state.failures.length > 0 && (
        <div className="grid gap-2">
          <h4 className="font-semibold text-ink-900">{t('errors.rowsFailed')}</h4>
          <ul aria-label={t('errors.rowsFailed')} className="grid gap-1">
            {state.failures.map((failure) => (
              <li key={failure.row}>
                {t('eventImport.failedRow', {
                  row: failure.row,
                  // Imports run before rows had codes have only the English reason.
                  reason: failure.problem ? rowProblemText(t, failure.problem) : failure.reason,
                })}
              </li>
            ))}
          </ul>
          {state.failed > state.failures.length && (
            <p className="text-ink-600">
              {t('eventImport.moreFailed', { count: state.failed - state.failures.length })}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
