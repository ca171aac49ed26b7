// React binding of the spec §4 loader: one InfiniteLoader per screen, read with
// useSyncExternalStore, and a scroll check for the list (its own scroll, or the page's on phones).
import { type RefObject, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { type FetchBatch, InfiniteLoader, scrollFractionOf } from './infinite-loading';

/** How far down `list` the bottom of the visible area is: the list's own scroll when it scrolls, else the page's. */
export function visibleFractionOf(list: HTMLElement): number {
  if (list.scrollHeight > list.clientHeight + 1) return scrollFractionOf(list);
  const rect = list.getBoundingClientRect();
  if (rect.height <= 0) return 1;
  return Math.min(1, Math.max(0, (window.innerHeight - rect.top) / rect.height));
}

/**
 * Runs `fetchBatch` as a new search whenever `searchKey` changes (undefined: no search yet), and
 * loads more as the list scrolls. Returns the loader's state and a `check` to call after layout.
 */
export function useInfiniteSearch<T>(
  searchKey: string | undefined,
  fetchBatch: FetchBatch<T> | undefined,
  list: RefObject<HTMLElement | null>,
) {
  const [loader] = useState(() => new InfiniteLoader<T>());
  const state = useSyncExternalStore(loader.subscribe, loader.getState, loader.getState);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search is exactly a new searchKey.
  useEffect(() => {
    if (searchKey !== undefined && fetchBatch !== undefined) void loader.search(fetchBatch);
  }, [searchKey, loader]);

  useEffect(() => () => loader.dispose(), [loader]);

  const check = useCallback(() => {
    const element = list.current;
    if (element) void loader.loadMore(visibleFractionOf(element));
  }, [loader, list]);

  useEffect(() => {
    const element = list.current;
    element?.addEventListener('scroll', check, { passive: true });
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      element?.removeEventListener('scroll', check);
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [check, list]);

  // A batch that does not fill the visible list leaves nothing to scroll: check again once drawn.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each batch is rendered.
  useEffect(() => {
    if (!state.isLoading) check();
  }, [state.items.length, state.isLoading]);

  return state;
}
