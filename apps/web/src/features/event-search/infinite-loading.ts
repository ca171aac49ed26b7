// Spec §4 "Event search infinite loading", as a pure rule and a small state machine that knows
// nothing of React or the network: the screen feeds it scroll positions and a batch fetcher.
import { EVENT_SEARCH_BATCH_SIZE, EVENT_SEARCH_OFFSET_MAX } from '../../constants';

/**
 * Spec §4: load the next batch when (scroll fraction × current count) > (current count − 25),
 * i.e. when fewer than one batch of loaded items remains below the scroll position (spec §9).
 * `scrollFraction` is how far down the list the bottom of the visible area is, from 0 to 1.
 */
export function isNextBatchDue(
  scrollFraction: number,
  currentCount: number,
  batchSize: number = EVENT_SEARCH_BATCH_SIZE,
): boolean {
  return scrollFraction * currentCount > currentCount - batchSize;
}

/** The bottom of the visible area as a fraction of the scrollable height (1 when nothing scrolls). */
export function scrollFractionOf(element: { scrollTop: number; clientHeight: number; scrollHeight: number }) {
  if (element.scrollHeight <= 0) return 1;
  return Math.min(1, Math.max(0, (element.scrollTop + element.clientHeight) / element.scrollHeight));
}

export interface Page {
  offset: number;
  limit: number;
}

export type FetchBatch<T> = (page: Page, signal: AbortSignal) => Promise<T[]>;

export interface InfiniteLoadState<T> {
  items: readonly T[];
  /** An empty batch (or a failed one) stops further loading until the next search. */
  isBlocked: boolean;
  isLoading: boolean;
  /** True once the first batch of the current search has arrived. */
  hasSearched: boolean;
  /** The last batch failed; shown by the screen, loading stays blocked until the next search. */
  hasFailed: boolean;
}

const INITIAL: InfiniteLoadState<never> = {
  items: [],
  isBlocked: true,
  isLoading: false,
  hasSearched: false,
  hasFailed: false,
};

/**
 * One search's results and the rules of spec §4: a new search replaces the results and unblocks;
 * loading more is skipped while blocked or while a load runs; an empty batch blocks.
 * Subscribe-able so React can read it with useSyncExternalStore.
 */
export class InfiniteLoader<T> {
  private state: InfiniteLoadState<T> = INITIAL;
  private fetchBatch: FetchBatch<T> | undefined;
  private running: AbortController | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly batchSize: number = EVENT_SEARCH_BATCH_SIZE,
    private readonly maxOffset: number = EVENT_SEARCH_OFFSET_MAX,
  ) {}

  getState = (): InfiniteLoadState<T> => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A new search: drops the old results (and any load still running for them), loads offset 0. */
  search(fetchBatch: FetchBatch<T>): Promise<void> {
    this.running?.abort();
    this.running = undefined;
    this.fetchBatch = fetchBatch;
    this.update({ ...INITIAL, isBlocked: false });
    return this.load({ offset: 0, limit: this.batchSize }, true);
  }

  /**
   * Shows results kept from an earlier visit (results-memory.ts) without loading them again; later
   * batches load through `fetchBatch` as usual.
   */
  restore(state: InfiniteLoadState<T>, fetchBatch: FetchBatch<T>): void {
    this.running?.abort();
    this.running = undefined;
    this.fetchBatch = fetchBatch;
    this.update({ ...state, isLoading: false });
  }

  /** Called on scroll (and after a batch arrives): loads the next batch when the rule says so. */
  loadMore(scrollFraction: number): Promise<void> {
    const { items, isBlocked, isLoading } = this.state;
    if (isBlocked || isLoading || this.fetchBatch === undefined) return Promise.resolve();
    if (!isNextBatchDue(scrollFraction, items.length, this.batchSize)) return Promise.resolve();
    // The server answers no page past its last offset: the list ends there.
    if (items.length > this.maxOffset) return Promise.resolve();
    return this.load({ offset: items.length, limit: this.batchSize }, false);
  }

  /** Stops any running load, e.g. when the screen unmounts. */
  dispose(): void {
    this.running?.abort();
    this.running = undefined;
    this.listeners.clear();
  }

  private async load(page: Page, isFirst: boolean): Promise<void> {
    const fetchBatch = this.fetchBatch;
    if (fetchBatch === undefined) return;
    const controller = new AbortController();
    this.running = controller;
    this.update({ ...this.state, isLoading: true });
    let batch: T[];
    try {
      batch = await fetchBatch(page, controller.signal);
    } catch {
      // A replaced search's failure is not this search's business.
      if (this.running !== controller) return;
      this.running = undefined;
      this.update({ ...this.state, isLoading: false, isBlocked: true, hasFailed: true, hasSearched: true });
      return;
    }
    if (this.running !== controller) return;
    this.running = undefined;
    this.update({
      items: isFirst ? batch : [...this.state.items, ...batch],
      isLoading: false,
      isBlocked: batch.length === 0,
      hasSearched: true,
      hasFailed: false,
    });
  }

  private update(next: InfiniteLoadState<T>): void {
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}
