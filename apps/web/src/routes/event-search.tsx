// Spec §2 screen 'Find Events': criteria (kept in the URL, so searches are shareable and survive
// reload and back), a count, the result list with spec §4 infinite loading, and the result map.
// It opens with results (issue 18): around the place last searched on this device, else everywhere.
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { boundsOf, type MapPerimeter, MapView } from '../components/map';
import { TwoColumnLayout } from '../components/page-layouts';
import { useEventSearchCount, useEventSearchResults } from '../features/event-search/api';
import { type EventSearchCriteria, hasSearchArea } from '../features/event-search/criteria';
import { criteriaFromQuery, queryFromCriteria } from '../features/event-search/criteria-url';
import { rememberedPlaceQuery, rememberPlaceOf } from '../features/event-search/remembered-place';
import { ResultsList } from '../features/event-search/results-list';
import { SearchForm } from '../features/event-search/search-form';
import { searchRequestOf } from '../features/event-search/search-request';
import { useResultsInView } from '../features/event-search/use-results-in-view';
import { EventListItem } from '../features/events/event-list-item';
import type { Event } from '../features/events/types';
import { useEventMarkers } from '../features/events/use-event-markers';
import { TaxonomyFilter } from '../features/taxonomy/taxonomy-filter';
import { useEventTypeOptions, useTopicOptions } from '../features/taxonomy/use-options';
import { useLanguage } from '../i18n/use-language';
import { paths } from '../paths';
import { slugFor } from '../slug';

export default function EventSearchScreen() {
  const [query] = useSearchParams();
  const place = query.toString() === '' ? rememberedPlaceQuery() : undefined;
  if (place !== undefined) return <Navigate to={{ search: `?${place}` }} replace />;
  return <EventSearch />;
}

function EventSearch() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const topics = useTopicOptions();
  const types = useEventTypeOptions();

  const queryText = query.toString();
  const criteria = useMemo(() => criteriaFromQuery(new URLSearchParams(queryText)), [queryText]);
  const searchKey = `${language}?${queryText}`;
  // "Now" is fixed when a search starts, so its batches and count ask about the same moment.
  // biome-ignore lint/correctness/useExhaustiveDependencies: searchKey stands for criteria and language.
  const request = useMemo(() => searchRequestOf(criteria, language, new Date()), [searchKey]);

  const count = useEventSearchCount(searchKey, request);
  const listRef = useRef<HTMLDivElement>(null);
  const results = useEventSearchResults(searchKey, request, listRef);

  const now = useMemo(() => new Date(), []);
  const markers = useEventMarkers(results.items, now);
  const perimeter: MapPerimeter | undefined =
    criteria.area.mode === 'perimeter' && criteria.area.center
      ? { center: criteria.area.center, radiusKm: criteria.area.radiusKm }
      : undefined;
  const perimeterKey = perimeter ? JSON.stringify(perimeter) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: perimeterKey stands for the circle's value.
  const fitBounds = useMemo(() => boundsOf(markers, perimeter ? [perimeter] : []), [markers, perimeterKey]);

  const search = (next: EventSearchCriteria) => {
    rememberPlaceOf(next);
    setQuery(queryFromCriteria(next));
  };
  const resultsInView = useResultsInView();
  const hrefOf = (event: Event) => paths.eventDetail(language, slugFor(event.id, event.name));
  const openMarker = (id: number) => {
    const event = results.items.find((item) => item.id === id);
    if (event) navigate(hrefOf(event));
  };
  const invalid = count.data && 'invalid' in count.data ? count.data.invalid : undefined;

  const filters = (
    <>
      <TaxonomyFilter
        legend={t('eventSearch.types')}
        options={types.options}
        selected={criteria.typeIds}
        summary={types.summarize(criteria.typeIds)}
        onChange={(typeIds) => search({ ...criteria, typeIds })}
      />
      <TaxonomyFilter
        legend={t('eventSearch.topics')}
        options={topics.options}
        selected={criteria.topicIds}
        summary={topics.summarize(criteria.topicIds)}
        onChange={(topicIds) => search({ ...criteria, topicIds })}
      />
    </>
  );

  return (
    <TwoColumnLayout
      aside={
        <>
          <h1 className="mb-4 text-3xl font-bold text-ink-900">{t('screens.eventSearch')}</h1>
          <SearchForm
            criteria={criteria}
            onSearch={search}
            filters={filters}
            addressError={invalid}
            onSubmitted={resultsInView.request}
          />
        </>
      }
    >
      <div className="grid gap-4 l:grid-cols-2">
        <section
          ref={resultsInView.ref}
          aria-labelledby="event-search-results"
          className="min-w-0 scroll-mt-4"
        >
          <h2 id="event-search-results" className="sr-only">
            {t('eventSearch.results')}
          </h2>
          <p aria-live="polite" aria-atomic="true" className="mb-2 min-h-6 text-sm font-medium text-ink-700">
            {count.data && 'count' in count.data
              ? t('eventSearch.resultCount', { count: count.data.count })
              : ''}
          </p>
          {!hasSearchArea(criteria) && (
            <p className="mb-2 text-sm text-ink-600">{t('eventSearch.everywhere')}</p>
          )}
          <ResultsList
            listRef={listRef}
            state={results}
            keyOf={(event) => event.id}
            renderItem={(event) => <EventListItem event={event} href={hrefOf(event)} />}
            notice={invalid}
          />
        </section>
        <MapView
          ariaLabel={t('eventSearch.mapLabel')}
          markers={markers}
          onMarkerClick={openMarker}
          perimeter={perimeter}
          onPick={
            criteria.area.mode === 'perimeter'
              ? (center) =>
                  search({
                    ...criteria,
                    area: { mode: 'perimeter', center, radiusKm: criteria.area.radiusKm },
                  })
              : undefined
          }
          fitBounds={fitBounds}
          className="h-72 rounded-2xl max-l:order-first l:sticky l:top-4 l:h-[calc(100dvh-10rem)]"
        />
      </div>
    </TwoColumnLayout>
  );
}
