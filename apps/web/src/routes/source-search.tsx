// Spec §2 screen 'Find Sources': source type and topic filters (§5: empty lists = all), an optional
// city, and result entries that open the source. Filters live in the URL so a search can be shared.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TwoColumnLayout } from '../components/page-layouts';
import { type SourceFilters, useSourceCount, useSourceSearch } from '../features/sources/api';
import { SourceCard } from '../features/sources/source-card';
import { TaxonomyFilter } from '../features/taxonomy/taxonomy-filter';
import { useSourceTypeOptions, useTopicOptions } from '../features/taxonomy/use-options';
import { useLanguage } from '../i18n/use-language';
import { paths } from '../paths';
import { slugFor } from '../slug';

function idsOf(value: string | null): number[] {
  return (value ?? '')
    .split(',')
    .filter((part) => /^\d+$/.test(part))
    .map(Number);
}

function filtersOf(query: URLSearchParams): SourceFilters {
  return {
    typeIds: idsOf(query.get('types')),
    topicIds: idsOf(query.get('topics')),
    city: query.get('city') ?? '',
  };
}

function queryOf(filters: SourceFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.typeIds.length > 0) query.set('types', filters.typeIds.join(','));
  if (filters.topicIds.length > 0) query.set('topics', filters.topicIds.join(','));
  if (filters.city.trim() !== '') query.set('city', filters.city.trim());
  return query;
}

export default function SourceSearchScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [query, setQuery] = useSearchParams();
  const filters = filtersOf(query);
  const [city, setCity] = useState(filters.city);
  const types = useSourceTypeOptions();
  const topics = useTopicOptions();
  const search = useSourceSearch(filters, language);
  const count = useSourceCount(filters, language);

  const apply = (next: Partial<SourceFilters>) =>
    setQuery(queryOf({ ...filters, ...next }), { replace: true });
  const submitCity = (event: FormEvent) => {
    event.preventDefault();
    apply({ city });
  };

  const pages = search.data?.pages ?? [];
  const invalid = pages.find((page) => 'invalid' in page);
  const sources = pages.flatMap((page) => ('sources' in page ? page.sources : []));
  const cityError = invalid && 'invalid' in invalid ? invalid.invalid : undefined;

  const filtersPanel = (
    <form noValidate onSubmit={submitCity} aria-label={t('sourceSearch.filters')} className="grid gap-3">
      <TaxonomyFilter
        legend={t('sourceSearch.sourceTypes')}
        options={types.options}
        selected={filters.typeIds}
        summary={types.summarize(filters.typeIds)}
        onChange={(typeIds) => apply({ typeIds })}
      />
      <TaxonomyFilter
        legend={t('sourceSearch.topics')}
        options={topics.options}
        selected={filters.topicIds}
        summary={topics.summarize(filters.topicIds)}
        onChange={(topicIds) => apply({ topicIds })}
      />
      <div className="rounded-2xl border border-ink-100 bg-white p-4">
        <label htmlFor="source-city" className="block text-sm font-medium text-ink-700">
          {t('sourceSearch.city')}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id="source-city"
            type="search"
            value={city}
            onChange={(event) => setCity(event.target.value)}
            aria-invalid={cityError !== undefined}
            aria-describedby={cityError ? 'source-city-error' : undefined}
            className="min-w-0 flex-1 rounded-xl border border-ink-200 px-3 py-2 focus:border-brand-600 focus:outline-2 focus:outline-brand-200"
          />
          <button
            type="submit"
            className="rounded-xl bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
          >
            {t('forms.search')}
          </button>
        </div>
        {cityError && (
          <p id="source-city-error" role="alert" className="mt-2 text-sm text-brand-700">
            {cityError}
          </p>
        )}
      </div>
    </form>
  );

  return (
    <TwoColumnLayout aside={filtersPanel}>
      <h1 className="text-3xl font-bold text-ink-900">{t('screens.sourceSearch')}</h1>
      <section aria-labelledby="source-results-title" className="mt-4">
        <h2 id="source-results-title" className="sr-only">
          {t('sourceSearch.results')}
        </h2>
        <p aria-live="polite" className="text-sm text-ink-500">
          {typeof count.data === 'number' && !cityError
            ? t('sourceSearch.foundCount', { count: count.data })
            : ''}
        </p>
        {search.isPending && <p className="mt-4 text-ink-500">{t('status.loading')}</p>}
        {search.isSuccess && !cityError && sources.length === 0 && (
          <p className="mt-4 text-ink-700">{t('sourceSearch.noResults')}</p>
        )}
        <ul className="mt-3 grid gap-3 l:grid-cols-2" aria-busy={search.isFetching}>
          {sources.map((source) => (
            <li key={source.id}>
              <SourceCard
                source={source}
                topicNames={topics.namesOf(source.topic_ids)}
                href={paths.sourceDetail(language, slugFor(source.id, source.name))}
              />
            </li>
          ))}
        </ul>
        {search.hasNextPage && (
          <button
            type="button"
            onClick={() => void search.fetchNextPage()}
            disabled={search.isFetchingNextPage}
            className="mt-4 min-h-11 w-full rounded-full border border-ink-200 bg-white px-4 font-semibold text-ink-800 hover:bg-ink-50"
          >
            {search.isFetchingNextPage ? t('status.loading') : t('sourceSearch.loadMore')}
          </button>
        )}
      </section>
    </TwoColumnLayout>
  );
}
