// The result list of 'Find Events': the scroll container the spec §4 loader watches, with the
// batch status below the items (loading more, all shown, failed) for sighted and screen-reader users.
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { InfiniteLoadState } from './infinite-loading';

export interface ResultsListProps<T> {
  listRef: RefObject<HTMLDivElement | null>;
  state: InfiniteLoadState<T>;
  keyOf: (item: T) => number;
  renderItem: (item: T) => ReactNode;
  /** Shown instead of the list when there is nothing to search yet, or the address is invalid. */
  notice?: string;
}

export function ResultsList<T>({ listRef, state, keyOf, renderItem, notice }: ResultsListProps<T>) {
  const { t } = useTranslation();
  const { items, isLoading, isBlocked, hasSearched, hasFailed } = state;
  return (
    <div
      ref={listRef}
      className="m:max-h-[calc(100dvh-12rem)] m:overflow-y-auto m:pr-1"
      aria-busy={isLoading}
      // The region scrolls on its own from `m` up; it must be reachable by keyboard to scroll.
      tabIndex={-1}
    >
      {notice !== undefined ? (
        <p className="rounded-2xl border border-dashed border-ink-200 p-6 text-center text-ink-700">
          {notice}
        </p>
      ) : (
        <>
          {hasSearched && items.length === 0 && !hasFailed && (
            <p className="rounded-2xl border border-dashed border-ink-200 p-6 text-center text-ink-700">
              {t('eventSearch.noResults')}
            </p>
          )}
          <ul className="flex flex-col gap-2">
            {items.map((item) => (
              <li key={keyOf(item)}>{renderItem(item)}</li>
            ))}
          </ul>
          <p className="py-4 text-center text-sm text-ink-500">
            {isLoading && (hasSearched ? t('eventSearch.loadingMore') : t('eventSearch.searching'))}
            {!isLoading && hasFailed && t('eventSearch.loadFailed')}
            {!isLoading && !hasFailed && isBlocked && items.length > 0 && t('eventSearch.allLoaded')}
          </p>
        </>
      )}
    </div>
  );
}
