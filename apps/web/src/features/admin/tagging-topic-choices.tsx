// The topics of Event Tagging (event-tagging-section.tsx): a group of topic check boxes, and a topic's name in the
// page's language.
import type { Language } from '../../constants';
import { useLanguage } from '../../i18n/use-language';

export interface TaggingTopic {
  id: number;
  name_en: string;
  name_de: string;
}

export const topicName = (topic: TaggingTopic, language: Language) =>
  language === 'de' ? topic.name_de : topic.name_en;

export function TopicChoices({
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
            {topicName(topic, language)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
