// Spec §2 screen 'Find Events': criteria (kept in the URL, so searches are shareable and survive
// reload and back), a count, the result list with spec §4 infinite loading, and the result map.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { boundsOf, type MapPerimeter, MapView } from '../components/map';
import { TwoColumnLayout } from '../components/page-layouts';
import { type EventSearchCriteria, hasSearchArea } from '../features/event-search/criteria';
import { criteriaFromQuery, queryFromCriteria } from '../features/event-search/criteria-url';
import type { Page } from '../features/event-search/infinite-loading';
import { invalidSearchMessage } from '../features/event-search/invalid-search';
import { ResultsList } from '../features/event-search/results-list';
import { SearchForm } from '../features/event-search/search-form';
import { type SearchRequest, searchRequestOf } from '../features/event-search/search-request';
import { useInfiniteSearch } from '../features/event-search/use-infinite-search';
import { countEventSearch, runEventSearch } from '../features/events/api';
import { EventListItem } from '../features/events/event-list-item';
import type { Event } from '../features/events/types';
import { useEventMarkers } from '../features/events/use-event-markers';
import { TaxonomyFilter } from '../features/taxonomy/taxonomy-filter';
import { useEventTypeOptions, useTopicOptions } from '../features/taxonomy/use-options';
import { useLanguage } from '../i18n/use-language';
import { paths } from '../paths';
import { slugFor } from '../slug';

type CountResult = { count: number } | { invalid: string };

function withPage(request: SearchRequest, page: Page): SearchRequest {
  return { ...request, body: { ...request.body, ...page } } as SearchRequest;
}

export default function EventSearchScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [query, setQuery] = useSearchParams();
  const topics = useTopicOptions();
  const types = useEventTypeOptions();

  const queryText = query.toString();
  const criteria = useMemo(() => criteriaFromQuery(new URLSearchParams(queryText)), [queryText]);
  const searchKey = hasSearchArea(criteria) ? `${language}?${queryText}` : undefined;
  // "Now" is fixed when a search starts, so its batches and count ask about the same moment.
  // biome-ignore lint/correctness/useExhaustiveDependencies: searchKey stands for criteria and language.
  const request = useMemo(() => searchRequestOf(criteria, language, new Date()), [searchKey]);

  const count = useQuery({
    queryKey: ['event', 'search-count', searchKey],
    enabled: request !== undefined,
    queryFn: async (): Promise<CountResult> => {
      try {
        return { count: await countEventSearch(request as SearchRequest) };
      } catch (error) {
        const invalid = invalidSearchMessage(error);
        if (invalid !== undefined) return { invalid };
        throw error;
      }
    },
  });

  // Each batch goes through the query client: results seed the event cache (spec §4) and failures
  // reach the global handler (spec §8). An unknown address is shown by the count instead.
  const fetchBatch = request
    ? (page: Page) =>
        queryClient.fetchQuery({
          queryKey: ['event', 'search-batch', searchKey, page.offset],
          staleTime: 0,
          queryFn: async (): Promise<Event[]> => {
            try {
              return await runEventSearch(queryClient, withPage(request, page));
            } catch (error) {
              if (invalidSearchMessage(error) !== undefined) return [];
              throw error;
            }
          },
        })
    : undefined;
  const listRef = useRef<HTMLDivElement>(null);
  const results = useInfiniteSearch<Event>(searchKey, fetchBatch, listRef);

  const now = useMemo(() => new Date(), []);
  const markers = useEventMarkers(results.items, now);
  const perimeter: MapPerimeter | undefined =
    criteria.area.mode === 'perimeter' && criteria.area.center
      ? { center: criteria.area.center, radiusKm: criteria.area.radiusKm }
      : undefined;
  const perimeterKey = perimeter ? JSON.stringify(perimeter) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: perimeterKey stands for the circle's value.
  const fitBounds = useMemo(() => boundsOf(markers, perimeter ? [perimeter] : []), [markers, perimeterKey]);

  const search = (next: EventSearchCriteria) => setQuery(queryFromCriteria(next));
  const hrefOf = (event: Event) => paths.eventDetail(language, slugFor(event.id, event.name));
  const openMarker = (id: number) => {
    const event = results.items.find((item) => item.id === id);
    if (event) navigate(hrefOf(event));
  };
  const invalid = count.data && 'invalid' in count.data ? count.data.invalid : undefined;
  const notice = request === undefined ? t('eventSearch.needPlace') : invalid;

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
          <SearchForm criteria={criteria} onSearch={search} filters={filters} addressError={invalid} />
        </>
      }
    >
      <div className="grid gap-4 l:grid-cols-2">
        <section aria-labelledby="event-search-results" className="min-w-0">
          <h2 id="event-search-results" className="sr-only">
            {t('eventSearch.results')}
          </h2>
          <p aria-live="polite" aria-atomic="true" className="mb-2 min-h-6 text-sm font-medium text-ink-700">
            {request !== undefined && count.data && 'count' in count.data
              ? t('eventSearch.resultCount', { count: count.data.count })
              : ''}
          </p>
          <ResultsList
            listRef={listRef}
            state={results}
            keyOf={(event) => event.id}
            renderItem={(event) => <EventListItem event={event} href={hrefOf(event)} />}
            notice={notice}
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
