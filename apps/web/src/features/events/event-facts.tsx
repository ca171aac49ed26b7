// Every field of an event (spec §3) as a description list: type, topics as tags, time in Berlin
// time, locations in order, and the raw texts the source published.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language';
import { formatEventTimeRange, formatLocation, safeHttpUrl } from './format';
import type { Event } from './types';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="border-t border-ink-100 py-3 s:grid s:grid-cols-[12rem_minmax(0,1fr)] s:gap-4">
      <dt className="text-sm font-semibold text-ink-500">{term}</dt>
      <dd className="mt-1 text-ink-900 s:mt-0">{children}</dd>
    </div>
  );
}

export function EventFacts({
  event,
  typeName,
  topicNames,
}: {
  event: Event;
  typeName: string | undefined;
  topicNames: readonly string[];
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const isRoute = event.locations.length > 1;
  const url = safeHttpUrl(event.url);
  return (
    <dl className="mt-6">
      <Fact term={t('eventDetail.when')}>
        <time dateTime={event.start_time}>
          {formatEventTimeRange(event.start_time, event.end_time, language)}
        </time>
        <span className="mt-0.5 block text-xs text-ink-500">{t('events.berlinTime')}</span>
      </Fact>
      {typeName !== undefined && <Fact term={t('eventDetail.type')}>{typeName}</Fact>}
      {topicNames.length > 0 && (
        <Fact term={t('eventDetail.topics')}>
          <ul className="flex flex-wrap gap-1.5">
            {topicNames.map((name) => (
              <li
                key={name}
                className="rounded-full bg-ink-50 px-2.5 py-0.5 text-sm font-medium text-ink-700"
              >
                {name}
              </li>
            ))}
          </ul>
        </Fact>
      )}
      {event.locations.length > 0 && (
        <Fact term={isRoute ? t('eventDetail.route') : t('eventDetail.locations')}>
          <ol className={isRoute ? 'list-decimal pl-5' : ''}>
            {event.locations.map((location, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a route's stops have no id; their order is the identity.
              <li key={index}>
                {formatLocation(location) || t('events.untitledLocation', { number: index + 1 })}
              </li>
            ))}
          </ol>
        </Fact>
      )}
      {event.raw_location && <Fact term={t('eventDetail.rawLocation')}>{event.raw_location}</Fact>}
      {event.raw_participants && <Fact term={t('eventDetail.participants')}>{event.raw_participants}</Fact>}
      {event.raw_organiser && <Fact term={t('eventDetail.rawOrganiser')}>{event.raw_organiser}</Fact>}
      {url !== undefined && (
        <Fact term={t('eventDetail.website')}>
          <a
            href={url}
            rel="noopener noreferrer nofollow"
            target="_blank"
            className="break-all text-brand-700 underline underline-offset-2"
          >
            {url}
          </a>
        </Fact>
      )}
    </dl>
  );
}
