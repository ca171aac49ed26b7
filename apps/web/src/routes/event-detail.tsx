// Spec §2 "Event detail" at /:language/events/{id}--{slug}: every field, the organiser with a link to
// the source, a map of all locations (a march's route in order), the actions, 'Other events in the
// same location' and similar events (spec §4). A deleted event (410) shows the event-gone content;
// an unknown one (404) goes to not-found (spec §8): through the global handler when it is asked for, and from here
// when the answer was already in the cache (the app's start asked for it: features/events/event-query.ts).

import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { ApiError } from '../api/api-error';
import { useDocumentTitle } from '../components/document-title';
import { boundsOf, MapView } from '../components/map';
import { useBriefWait } from '../components/use-brief-wait';
import { useIdleAfterFirstRender } from '../components/when-idle';
import { markEventSeenInAlerts } from '../features/alerts/alert-actions';
import { mayEditEvent } from '../features/event-admin/may-edit-event';
import { AlsoPublishedBy } from '../features/events/also-published-by';
import { useEvent, useOrganizer, useOtherPublishers, useSameLocationEvents } from '../features/events/api';
import { EventActions } from '../features/events/event-actions';
import { cachedEvent } from '../features/events/event-cache';
import { EventChanges } from '../features/events/event-changes';
import { EventFacts } from '../features/events/event-facts';
import { EventGone } from '../features/events/event-gone';
import { EventListSection } from '../features/events/event-list-item';
import { FALLBACK_MARKER_COLORS, routeMarkers } from '../features/events/event-markers';
import { canonicalSlugToReplace } from '../features/events/event-slug';
import { useGoneSuggestions, useSimilarEvents } from '../features/events/similar-events';
import type { Event, Organizer } from '../features/events/types';
import { useSavedEvents } from '../features/saved/saved-store';
import { useSession } from '../features/session/session-context';
import { useEventTypes, useTopics } from '../features/taxonomy/api';
import { useEventTypeOptions, useTopicOptions } from '../features/taxonomy/use-options';
import { useLanguage } from '../i18n/use-language';
import { paths } from '../paths';
import { idFromSlug, slugFor } from '../slug';

export default function EventDetailScreen() {
  const { eventSlug = '' } = useParams();
  const language = useLanguage();
  const id = idFromSlug(eventSlug);
  const query = useEvent(id);
  // Asked with the event, not after it, and awaited a moment with it: the type above the title and the topic names
  // would otherwise arrive later and push the page down (issue 18: layout shift 0.12-0.16 on the event page).
  const types = useEventTypes();
  const topics = useTopics();
  const isWaitingForNames = useBriefWait(types.isLoading || topics.isLoading);
  const navigate = useNavigate();
  const event = query.data;
  const { t } = useTranslation();
  const isGone = query.error instanceof ApiError && query.error.status === 410;
  const isUnknown = query.error instanceof ApiError && query.error.status === 404;
  useDocumentTitle(isGone ? t('status.eventGone') : event?.name);

  useEffect(() => {
    if (event === undefined) return;
    const canonical = canonicalSlugToReplace(eventSlug, event);
    if (canonical !== undefined) void navigate(paths.eventDetail(language, canonical), { replace: true });
  }, [event, eventSlug, language, navigate]);

  // The page's render is the first screen's largest piece of script (decision 053 has the figures): as a
  // deferred value React renders it in the background in slices of a few milliseconds, so no long task holds up a tap.
  const shownEvent = useDeferredValue(isWaitingForNames ? undefined : event, undefined);

  // Spec §2: no number before '--' means no id, so there is no such event.
  if (id === undefined || isUnknown) return <Navigate to={paths.notFound(language)} replace />;
  if (isGone) return <GoneEvent id={id} />;
  if (shownEvent === undefined) return null;
  return <EventPage event={shownEvent} />;
}

function GoneEvent({ id }: { id: number }) {
  const language = useLanguage();
  const known = cachedEvent(useQueryClient(), id);
  const suggestions = useGoneSuggestions(known);
  return (
    <EventGone
      suggestions={suggestions.data}
      hrefOf={(event) => paths.eventDetail(language, slugFor(event.id, event.name))}
      homeHref={paths.home(language)}
    />
  );
}

function EventPage({ event }: { event: Event }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const saved = useSavedEvents();
  const types = useEventTypeOptions();
  const topics = useTopicOptions();
  // Issue 18: what lies below the first screen is asked for from the first idle moment, so its requests (and starting
  // them) stay out of the render that paints the title, the page's largest paint. The sections show as loading until
  // then, as they did while their answers were on the way; a cached answer shows at once.
  const isBelowTheFoldAsked = useIdleAfterFirstRender();
  const organizer = useOrganizer(event, isBelowTheFoldAsked);
  const otherPublishers = useOtherPublishers(event, isBelowTheFoldAsked);
  const sameLocation = useSameLocationEvents(event.id, isBelowTheFoldAsked);
  const similar = useSimilarEvents(event, isBelowTheFoldAsked);
  const hrefOf = (other: Event) => paths.eventDetail(language, slugFor(other.id, other.name));

  const markers = useMemo(() => routeMarkers(event, FALLBACK_MARKER_COLORS.default), [event]);
  const bounds = useMemo(() => boundsOf(markers), [markers]);
  const isCancelled = event.status === 'cancelled';
  const session = useSession();
  // Spec §4: opening an event marks it seen in every alert that found it, wherever it was opened from.
  useEffect(() => markEventSeenInAlerts(event.id, session.isLoggedIn), [event.id, session.isLoggedIn]);
  // Spec §6 "Event editor" and the server's rule: the organising source's administrators and platform admins.
  const canEdit = mayEditEvent(session, event.organising_source_id);

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 py-6 s:px-6 s:py-8 m:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <article aria-labelledby="event-title" className="min-w-0">
        {types.namesOf([event.event_type_id])[0] && (
          <p className="text-xs font-semibold tracking-widest text-brand-600 uppercase">
            {types.namesOf([event.event_type_id])[0]}
          </p>
        )}
        <h1
          id="event-title"
          className={`mt-1 text-3xl font-bold break-words text-ink-900 s:text-4xl ${isCancelled ? 'line-through decoration-brand-500' : ''}`}
        >
          {event.name}
        </h1>
        {isCancelled && (
          <p role="status" className="mt-3 rounded-xl bg-brand-50 px-4 py-3 font-semibold text-brand-800">
            {t('eventDetail.cancelledNotice')}
          </p>
        )}
        {event.short_description && <p className="mt-3 text-lg text-ink-700">{event.short_description}</p>}
        <div className="mt-5">
          <EventActions
            event={event}
            isSaved={saved.isSaved(event.id)}
            onToggleSave={() => saved.toggle(event.id)}
          />
          {canEdit && (
            <Link
              to={paths.eventEdit(language, slugFor(event.id, event.name))}
              className="mt-3 inline-block font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {t('eventDetail.editEvent')}
            </Link>
          )}
        </div>
        <EventFacts
          event={event}
          typeName={types.namesOf([event.event_type_id])[0]}
          topicNames={topics.namesOf(event.topic_ids)}
        />
        <section aria-labelledby="event-description" className="mt-6">
          <h2 id="event-description" className="text-lg font-bold text-ink-900">
            {t('eventDetail.description')}
          </h2>
          <p className="mt-2 whitespace-pre-line break-words text-ink-800">{event.description}</p>
        </section>
        <EventChanges eventId={event.id} isAsked={isBelowTheFoldAsked} />
      </article>
      <div className="min-w-0">
        {event.locations.length > 0 && (
          <MapView
            ariaLabel={t('eventDetail.mapLabel')}
            markers={markers}
            markerMode={markers.length > 1 ? 'route' : 'clusters'}
            fitBounds={bounds}
            className="h-72 rounded-3xl s:h-80"
          />
        )}
        <OrganizerSection organizer={organizer.data} hasSource={event.organising_source_id !== null} />
        <AlsoPublishedBy
          others={event.also_published_as.map((other, i) => ({
            eventId: other.event_id,
            organizer: otherPublishers[i]?.data,
            // The page puts the event's own slug in place of the bare id.
            href: paths.eventDetail(language, String(other.event_id)),
          }))}
        />
        <EventListSection
          headingId="same-location"
          title={t('forms.otherEventsSameLocation')}
          events={sameLocation.data}
          hrefOf={hrefOf}
          emptyText={t('eventDetail.noOtherEvents')}
        />
        <EventListSection
          headingId="similar-events"
          title={t('status.similarEvents')}
          events={similar.data}
          hrefOf={hrefOf}
          emptyText={t('eventDetail.noSimilarEvents')}
        />
      </div>
    </div>
  );
}

function OrganizerSection({
  organizer,
  hasSource,
}: {
  organizer: Organizer | undefined;
  hasSource: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section
      aria-labelledby="event-organiser"
      className="mt-6 rounded-3xl border border-ink-100 bg-white p-5"
    >
      <h2 id="event-organiser" className="text-sm font-semibold tracking-wide text-ink-500 uppercase">
        {t('forms.organiser')}
      </h2>
      {!hasSource && <p className="mt-2 text-ink-700">{t('eventDetail.noOrganiser')}</p>}
      {organizer !== undefined && (
        <>
          <p className="mt-2 text-lg font-bold text-ink-900">{organizer.name}</p>
          <p className="text-sm text-ink-500">{organizer.city}</p>
          <Link
            to={paths.sourceDetail(language, slugFor(organizer.id, organizer.name))}
            className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
          >
            {t('eventDetail.viewSource')}
          </Link>
        </>
      )}
    </section>
  );
}
