// Issue 5: a small 'Changes' list on the event page ("Time changed on Nov 21, 2026"), shown only when the
// event has changed since it was first listed.
import { useTranslation } from 'react-i18next';
import type { Language } from '../../constants';
import { useLanguage } from '../../i18n/use-language';
import { useEventChanges } from './api';
import { formatEventDate } from './format';
import type { EventChange } from './types';

/** What a reader is told changed: start and end are both 'the time', the two statuses one 'status'. */
const TOPIC_OF_FIELD = {
  start_time: 'time',
  end_time: 'time',
  location: 'location',
  name: 'name',
  status: 'status',
  authority_status: 'status',
  description: 'description',
} as const satisfies Record<EventChange['field'], string>;

export interface ChangeLine {
  topic: (typeof TOPIC_OF_FIELD)[EventChange['field']];
  date: string;
}

/** One line per topic and day, newest first (the answer's order); the same edit is not repeated. */
export function changeLines(changes: readonly EventChange[], language: Language): ChangeLine[] {
  const seen = new Set<string>();
  return changes.flatMap((change) => {
    const line = { topic: TOPIC_OF_FIELD[change.field], date: formatEventDate(change.changed_at, language) };
    const key = `${line.topic}|${line.date}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [line];
  });
}

/** `isAsked`: whether the page asks for the changes yet (api.ts). */
export function EventChanges({ eventId, isAsked }: { eventId: number; isAsked: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const changes = useEventChanges(eventId, isAsked);
  const lines = changeLines(changes.data ?? [], language);
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="event-changes" className="mt-6">
      <h2 id="event-changes" className="text-lg font-bold text-ink-900">
        {t('eventChanges.title')}
      </h2>
      <ul className="mt-2 space-y-1 text-ink-700">
        {lines.map((line) => (
          <li key={`${line.topic}|${line.date}`}>{t(`eventChanges.${line.topic}`, { date: line.date })}</li>
        ))}
      </ul>
    </section>
  );
}
