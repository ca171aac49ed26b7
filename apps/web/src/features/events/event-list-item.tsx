// One event in a list (home, similar events, same location, saved): name, Berlin time, city and a
// clear 'Cancelled' mark. The whole card is one link; the screen gives the URL (paths live in app/).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../i18n/use-language';
import { eventCity, formatEventDateTime } from './format';
import type { Event } from './types';

export function EventListItem({ event, href }: { event: Event; href: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const city = eventCity(event);
  const isCancelled = event.status === 'cancelled';
  return (
    <Link
      to={href}
      className="block rounded-2xl border border-ink-100 bg-white px-4 py-3 transition hover:border-ink-200 hover:shadow-sm"
    >
      <span className="flex items-start justify-between gap-3">
        <span
          className={`font-semibold text-ink-900 ${isCancelled ? 'line-through decoration-ink-300' : ''}`}
        >
          {event.name}
        </span>
        {isCancelled && (
          <span className="shrink-0 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold text-brand-700 uppercase">
            {t('events.cancelled')}
          </span>
        )}
      </span>
      <span className="mt-1 block text-sm text-ink-500">
        <time dateTime={event.start_time}>{formatEventDateTime(event.start_time, language)}</time>
        {city !== '' && ` · ${city}`}
      </span>
    </Link>
  );
}

/** A titled list of events; `emptyText` when there are none, nothing at all while loading. */
export function EventListSection({
  title,
  events,
  hrefOf,
  emptyText,
  headingId,
}: {
  title: string;
  events: readonly Event[] | undefined;
  hrefOf: (event: Event) => string;
  emptyText: string;
  headingId: string;
}) {
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-lg font-bold text-ink-900">
        {title}
      </h2>
      {events !== undefined && events.length === 0 && (
        <p className="mt-2 text-sm text-ink-500">{emptyText}</p>
      )}
      {events !== undefined && events.length > 0 && (
        <ul className="mt-3 flex flex-col gap-2">
          {events.map((event) => (
            <li key={event.id}>
              <EventListItem event={event} href={hrefOf(event)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
