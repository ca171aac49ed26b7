// Spec §2 screen "Alert results": the events found for one alert, unseen ones marked; opening an event
// marks it seen (spec §4), in every alert that found it (the event page does the same wherever it is opened from).
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { TextPageLayout } from '../components/page-layouts';
import { markEventSeenInAlerts } from '../features/alerts/alert-actions';
import { useStoredAlerts } from '../features/alerts/alert-store';
import { useEvents } from '../features/events/api';
import { EventListItem } from '../features/events/event-list-item';
import { useSession } from '../features/session';
import { useLanguage } from '../i18n/use-language';
import { paths } from '../paths';
import { slugFor } from '../slug';

export default function AlertResultsScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { isLoggedIn } = useSession();
  const name = useParams().alertName ?? '';
  const alert = useStoredAlerts()[name];
  const ids = alert ? [...alert.unseenEventIds, ...alert.seenEventIds] : [];
  const events = useEvents(ids);
  const unseen = new Set(alert?.unseenEventIds ?? []);
  const byId = new Map((events.data ?? []).map((event) => [event.id, event]));
  // Soonest first, whether seen or not.
  const found = ids
    .flatMap((id) => byId.get(id) ?? [])
    .sort((a, b) => a.start_time.localeCompare(b.start_time) || a.id - b.id);

  return (
    <TextPageLayout>
      <h1 className="text-3xl font-bold text-ink-900 s:text-4xl">
        {t('screens.alertResults')}: {name}
      </h1>
      {alert === undefined ? (
        <p className="mt-6 text-ink-700">{t('alerts.notFound')}</p>
      ) : ids.length === 0 ? (
        <p className="mt-6 text-ink-700">{t('alerts.noResults')}</p>
      ) : (
        <ul className="mt-6 grid gap-3">
          {found.map((event) => (
            // Capture: the mark is stored before the link navigates away.
            <li key={event.id} onClickCapture={() => markEventSeenInAlerts(event.id, isLoggedIn)}>
              {unseen.has(event.id) && (
                <span className="mb-1 inline-block rounded-full bg-signal px-2 py-0.5 text-xs font-bold text-ink-900">
                  {t('alerts.unseen')}
                </span>
              )}
              <EventListItem
                event={event}
                href={paths.eventDetail(language, slugFor(event.id, event.name))}
              />
            </li>
          ))}
        </ul>
      )}
    </TextPageLayout>
  );
}
