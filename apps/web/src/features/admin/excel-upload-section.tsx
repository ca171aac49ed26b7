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
  useImportProgress,
  usePreviewImport,
  useRunImport,
  useUploadImport,
} from './event-import-api';
import { type FieldChoices, FieldMapping, mappedFields } from './import-field-mapping';
import { ImportPreviewTable } from './import-preview-table';
import { importErrorTexts } from './import-problems';
import { ImportState } from './import-state';

const secondaryButtonClass =
  'min-h-11 rounded-full border border-ink-200 px-4 font-semibold text-ink-800 hover:bg-ink-50 disabled:opacity-50';

const DEFAULT_TIME_FORMAT = 'dd.MM.yyyy HH:mm';

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
  const [choices, setChoices] = useState<FieldChoices>({});
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
    return {
      fields: mappedFields(choices),
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
          <FieldMapping columns={uploaded.columns} choices={choices} onChange={setChoices} />
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

      {previewRows !== undefined && !started && <ImportPreviewTable rows={previewRows} />}

      {state !== undefined && <ImportState state={state} />}
    </div>
  );
}
