// Spec §2 "Home": a map with the markers of upcoming events (first location only, clustered,
// coloured by source type); a marker opens its event. Beside it the next few events as a list,
// the keyboard- and screen-reader-friendly way to the same events.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { MapView } from '../components/map';
import { EventListItem } from '../features/events/event-list-item';
import { toMapMarkers, useHomeMapMarkers, useUpcomingEvents } from '../features/events/home-events';
import { useLanguage } from '../i18n/use-language';
import { paths } from '../paths';
import { slugFor } from '../slug';

const UPCOMING_LIST_LENGTH = 5;

export default function HomeScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const map = useHomeMapMarkers();
  const events = useUpcomingEvents();
  // One "now" per load: markers turn past-coloured on the next load, not while the user looks.
  const markers = useMemo(
    () => (map.data === undefined ? [] : toMapMarkers(map.data, new Date(map.dataUpdatedAt || Date.now()))),
    [map.data, map.dataUpdatedAt],
  );
  const byId = useMemo(() => new Map(markers.map((marker) => [marker.id, marker])), [markers]);
  const hrefOf = (id: number, name: string) => paths.eventDetail(language, slugFor(id, name));

  function openEvent(id: number) {
    const marker = byId.get(id);
    if (marker !== undefined) void navigate(hrefOf(marker.id, marker.title ?? ''));
  }

  return (
    <div className="relative m:h-[calc(100dvh-4.5rem)]">
      <h1 className="sr-only">{t('home.upcoming')}</h1>
      <MapView
        ariaLabel={t('home.mapLabel')}
        markers={markers}
        onMarkerClick={openEvent}
        previewOnNarrowScreens
        className="h-[60dvh] min-h-80 m:h-full"
      />
      <section
        aria-labelledby="home-upcoming"
        className="bg-paper px-4 py-5 m:absolute m:top-4 m:left-4 m:max-h-[calc(100%-2rem)] m:w-96 m:overflow-y-auto m:rounded-3xl m:bg-white/95 m:shadow-xl"
      >
        <h2 id="home-upcoming" className="text-lg font-bold text-ink-900">
          {t('home.upcoming')}
        </h2>
        {map.data !== undefined && (
          <p className="mt-1 text-sm text-ink-500">{t('home.onTheMap', { count: markers.length })}</p>
        )}
        {events.data?.length === 0 && <p className="mt-3 text-ink-700">{t('events.noEvents')}</p>}
        <ul className="mt-3 flex flex-col gap-2">
          {events.data?.slice(0, UPCOMING_LIST_LENGTH).map((event) => (
            <li key={event.id}>
              <EventListItem event={event} href={hrefOf(event.id, event.name)} />
            </li>
          ))}
        </ul>
        <div className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm font-semibold">
          <Link to={paths.eventSearch(language)} className="text-brand-700 underline underline-offset-2">
            {t('home.findEvents')}
          </Link>
          <Link to={paths.eventList(language, 1)} className="text-brand-700 underline underline-offset-2">
            {t('home.allEvents')}
          </Link>
        </div>
      </section>
    </div>
  );
}
