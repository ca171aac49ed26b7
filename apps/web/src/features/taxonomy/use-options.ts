// Option lists and summaries of the taxonomy in the current language, for pickers and cards.
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language';
import { useEventTypes, useSourceTypes, useTopics } from './api';
import { type NamedEntry, namesOf, type Option, optionsOf, selectionSummary } from './display';

export interface TaxonomyOptions {
  options: Option[];
  isLoading: boolean;
  /** 'All Topics'/'All Types' or the chosen names (spec §3 "Display strings"). */
  summarize: (selectedIds: readonly number[]) => string;
  /** Display names of ids, for tags. */
  namesOf: (ids: readonly number[]) => string[];
}

function useOptionsOf(entries: readonly NamedEntry[] | undefined, isLoading: boolean, allText: string) {
  const language = useLanguage();
  const list = entries ?? [];
  return {
    options: optionsOf(list, language),
    isLoading,
    summarize: (selectedIds: readonly number[]) => selectionSummary(list, selectedIds, language, allText),
    namesOf: (ids: readonly number[]) => namesOf(list, ids, language),
  } satisfies TaxonomyOptions;
}

export function useTopicOptions(): TaxonomyOptions {
  const { t } = useTranslation();
  const query = useTopics();
  return useOptionsOf(query.data, query.isLoading, t('taxonomy.allTopics'));
}

export function useEventTypeOptions(): TaxonomyOptions {
  const { t } = useTranslation();
  const query = useEventTypes();
  return useOptionsOf(query.data, query.isLoading, t('taxonomy.allTypes'));
}

export function useSourceTypeOptions(): TaxonomyOptions {
  const { t } = useTranslation();
  const query = useSourceTypes();
  return useOptionsOf(query.data, query.isLoading, t('taxonomy.allTypes'));
}
