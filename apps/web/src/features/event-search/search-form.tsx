// The criteria panel of 'Find Events' (spec §2). Keyword, city and ZIP are searched on Search (or
// Enter); the pickers — time, topics, types, mode, country, radius — search as soon as they change.
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaFilter } from './area-filter';
import type { EventSearchCriteria } from './criteria';
import { TimeFilter } from './time-filter';

export interface SearchFormProps {
  criteria: EventSearchCriteria;
  onSearch: (criteria: EventSearchCriteria) => void;
  /** The topic and type filters (the taxonomy feature's pickers, composed by the screen). */
  filters: ReactNode;
  addressError?: string;
  /** Called after Search (or Enter) sent the criteria, e.g. to bring the results into view. */
  onSubmitted?: () => void;
}

function draftOf(criteria: EventSearchCriteria) {
  const { area } = criteria;
  return {
    keyword: criteria.keyword,
    address: area.mode === 'address' ? { city: area.city, zip: area.zip } : { city: '', zip: '' },
  };
}

export function SearchForm({ criteria, onSearch, filters, addressError, onSubmitted }: SearchFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(criteria));
  // Back/forward or a shared link changes the criteria: show what is searched.
  const criteriaKey = JSON.stringify(draftOf(criteria));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialized criteria are the trigger.
  useEffect(() => setDraft(draftOf(criteria)), [criteriaKey]);

  const withDraft = (next: EventSearchCriteria): EventSearchCriteria => ({
    ...next,
    keyword: draft.keyword,
    area: next.area.mode === 'address' ? { ...next.area, ...draft.address } : next.area,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(withDraft(criteria));
    onSubmitted?.();
  };

  return (
    <search aria-label={t('eventSearch.criteria')}>
      <form noValidate onSubmit={submit} className="grid gap-3">
        <div className="flex gap-2">
          <label htmlFor="event-search-keyword" className="sr-only">
            {t('forms.keyword')}
          </label>
          <input
            id="event-search-keyword"
            type="search"
            value={draft.keyword}
            placeholder={t('eventSearch.keywordPlaceholder')}
            maxLength={200}
            onChange={(event) => setDraft({ ...draft, keyword: event.target.value })}
            className="min-h-11 min-w-0 flex-1 rounded-xl border border-ink-200 bg-white px-3 focus:border-brand-600 focus:outline-2 focus:outline-brand-200"
          />
          <button
            type="submit"
            className="min-h-11 rounded-xl bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {t('forms.search')}
          </button>
        </div>
        <TimeFilter value={criteria.time} onChange={(time) => onSearch(withDraft({ ...criteria, time }))} />
        {filters}
        <AreaFilter
          area={criteria.area}
          draft={draft.address}
          onDraftChange={(address) => setDraft({ ...draft, address })}
          onChange={(area) => onSearch({ ...criteria, keyword: draft.keyword, area })}
          addressError={addressError}
        />
      </form>
    </search>
  );
}
