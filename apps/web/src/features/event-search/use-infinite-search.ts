// React binding of the spec §4 loader: one InfiniteLoader per screen, read with
// useSyncExternalStore, and a scroll check for the list (its own scroll, or the page's on phones).
// Back from an event, the results and both scroll positions come back as they were (issue 20).
import { type RefObject, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { type FetchBatch, InfiniteLoader, scrollFractionOf } from './infinite-loading';
import { type RememberedResults, recallResults, rememberResults } from './results-memory';

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
  const { key: entryKey } = useLocation();
  const isReturn = useNavigationType() === 'POP';
  // Read when the screen is left: the entry and search it showed, and where it was scrolled to.
  const shown = useRef({ entryKey, searchKey, windowY: 0, listTop: 0 });
  shown.current.entryKey = entryKey;
  shown.current.searchKey = searchKey;
  const pendingScroll = useRef<RememberedResults<T> | undefined>(undefined);
  /** Where the restored results were put back, until the user scrolls away from there. */
  const restoredAt = useRef<{ windowY: number; listTop: number } | undefined>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search is exactly a new searchKey.
  useEffect(() => {
    if (searchKey === undefined || fetchBatch === undefined) return;
    const remembered = recallResults<T>(entryKey, searchKey, isReturn);
    restoredAt.current = undefined;
    pendingScroll.current = undefined;
    if (remembered === undefined) {
      void loader.search(fetchBatch);
      return;
    }
    // An empty result has no place to go back to.
    if (remembered.state.items.length > 0) pendingScroll.current = remembered;
    loader.restore(remembered.state, fetchBatch);
  }, [searchKey, loader]);

  useEffect(
    () => () => {
      const { entryKey: leftEntry, searchKey: leftSearch, windowY, listTop } = shown.current;
      if (leftSearch !== undefined && loader.getState().hasSearched) {
        rememberResults(leftEntry, { searchKey: leftSearch, state: loader.getState(), windowY, listTop });
      }
      loader.dispose();
    },
    [loader],
  );

  // Restored results are drawn first; then the list and the page go back to where they were, on the
  // next frame, after the layout's scroll to the top that every navigation does (spec §2).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the restored items are drawn.
  useEffect(() => {
    const remembered = pendingScroll.current;
    if (remembered === undefined || state.items.length === 0) return;
    const frame = requestAnimationFrame(() => {
      pendingScroll.current = undefined;
      const element = list.current;
      if (element) element.scrollTop = remembered.listTop;
      window.scrollTo(0, remembered.windowY);
      restoredAt.current = { windowY: window.scrollY, listTop: element?.scrollTop ?? 0 };
      shown.current.windowY = restoredAt.current.windowY;
      shown.current.listTop = restoredAt.current.listTop;
    });
    return () => cancelAnimationFrame(frame);
  }, [state.items.length]);

  const check = useCallback(() => {
    const element = list.current;
    if (element === null) return;
    // Until the restored results are back where they were, the list's scroll is not the user's: a
    // check on the top of the list (or on a layout still settling) must neither record nor load.
    if (pendingScroll.current !== undefined) return;
    // Where the user left the results nothing was due (the batches had settled there): the scroll
    // events of putting the results back load nothing; the user's next own scroll does as usual.
    const restored = restoredAt.current;
    if (restored !== undefined) {
      if (window.scrollY === restored.windowY && element.scrollTop === restored.listTop) return;
      restoredAt.current = undefined;
    }
    shown.current.windowY = window.scrollY;
    shown.current.listTop = element.scrollTop;
    void loader.loadMore(visibleFractionOf(element));
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
