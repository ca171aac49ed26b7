// Issue 18 "Cross-source duplicates": the same assembly as other sources publish it, linked from the event page
// (decision 048). Each link names the other source once it is known, and goes to that source's event.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Organizer } from './types';

export interface OtherPublication {
  eventId: number;
  organizer: Organizer | undefined;
  href: string;
}

export function AlsoPublishedBy({ others }: { others: readonly OtherPublication[] }) {
  const { t } = useTranslation();
  if (others.length === 0) return null;
  return (
    <section
      aria-labelledby="also-published-by"
      className="mt-6 rounded-3xl border border-ink-100 bg-white p-5"
    >
      <h2 id="also-published-by" className="text-sm font-semibold tracking-wide text-ink-500 uppercase">
        {t('eventDetail.sameAssembly')}
      </h2>
      <ul className="mt-2 space-y-1">
        {others.map((other) => (
          <li key={other.eventId}>
            <Link
              to={other.href}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
            >
              {other.organizer
                ? t('eventDetail.alsoPublishedBy', { source: other.organizer.name })
                : t('eventDetail.alsoPublishedElsewhere')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
