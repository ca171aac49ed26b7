// Spec §2 "Event-gone page": shown for a deleted event's link (the API answers 410), on its own
// route and in place of the event page: 'The event is gone.', why, suggestions and 'Back Home'.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EventListSection } from './event-list-item';
import type { Event } from './types';

export function EventGone({
  suggestions,
  hrefOf,
  homeHref,
}: {
  suggestions: readonly Event[] | undefined;
  hrefOf: (event: Event) => string;
  homeHref: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 s:px-6 s:py-12">
      <h1 className="text-3xl font-bold text-ink-900">{t('status.eventGone')}</h1>
      <p className="mt-3 text-ink-700">{t('status.eventGoneText')}</p>
      <Link
        to={homeHref}
        className="mt-6 inline-flex min-h-11 items-center rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
      >
        {t('status.backHome')}
      </Link>
      {suggestions !== undefined && suggestions.length > 0 && (
        <EventListSection
          headingId="event-gone-suggestions"
          title={t('status.similarEvents')}
          events={suggestions}
          hrefOf={hrefOf}
          emptyText=""
        />
      )}
    </div>
  );
}
