// Event Tagging's search (event-tagging-section.tsx): topics to have and not to have, a keyword, a source and the
// days the events start on, sent as the search's criteria.
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SourcePickerProps } from '../../components/choice-fields';
import { fieldControlClass, primaryButtonClass } from '../../components/form-field';
import type { TaggingCriteria } from './tagging-api';
import { type TaggingTopic, TopicChoices } from './tagging-topic-choices';

/** Midnight at the start of a yyyy-mm-dd day in the browser's zone, as an instant; end of day for `until`. */
const dayInstant = (day: string, end: boolean) =>
  day === '' ? undefined : new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`).toISOString();

export interface TaggingSearchFormProps {
  topics: readonly TaggingTopic[];
  renderSourcePicker: (props: SourcePickerProps) => ReactNode;
  onSearch: (criteria: TaggingCriteria) => void;
}

export function TaggingSearchForm({ topics, renderSourcePicker, onSearch }: TaggingSearchFormProps) {
  const { t } = useTranslation();
  const [withTopics, setWithTopics] = useState<number[]>([]);
  const [withoutTopics, setWithoutTopics] = useState<number[]>([]);
  const [keyword, setKeyword] = useState('');
  const [sourceId, setSourceId] = useState<number | undefined>(undefined);
  const [from, setFrom] = useState(() => new Date().toLocaleDateString('en-CA'));
  const [until, setUntil] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({
      ...(withTopics.length > 0 && { topic_ids: withTopics }),
      ...(withoutTopics.length > 0 && { exclude_topic_ids: withoutTopics }),
      ...(keyword.trim() !== '' && { keyword: keyword.trim() }),
      ...(sourceId !== undefined && { source_id: sourceId }),
      ...(from !== '' && { start_from: dayInstant(from, false) }),
      ...(until !== '' && { start_until: dayInstant(until, true) }),
    });
  };

  return (
    <form
      aria-label={t('tagging.find')}
      onSubmit={onSubmit}
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
          <input className={fieldControlClass} value={keyword} onChange={(e) => setKeyword(e.target.value)} />
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
  );
}
