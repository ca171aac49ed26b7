import { describe, expect, it, vi } from 'vitest';
import { InfiniteLoader, isNextBatchDue, type Page, scrollFractionOf } from './infinite-loading';

/** A batch fetcher whose answers the test releases one by one. */
function controlledFetcher() {
  const calls: {
    page: Page;
    signal: AbortSignal;
    resolve: (items: number[]) => void;
    reject: (e: Error) => void;
  }[] = [];
  const fetchBatch = vi.fn(
    (page: Page, signal: AbortSignal) =>
      new Promise<number[]>((resolve, reject) => calls.push({ page, signal, resolve, reject })),
  );
  return { fetchBatch, calls };
}

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

async function loaderWithItems(count: number) {
  const loader = new InfiniteLoader<number>();
  const { fetchBatch, calls } = controlledFetcher();
  const first = loader.search(fetchBatch);
  calls[0]?.resolve(range(0, count));
  await first;
  return { loader, fetchBatch, calls };
}

describe('isNextBatchDue (spec §4: scroll fraction × count > count − 25)', () => {
  it('is due when fewer than 25 loaded items remain below the scroll position', () => {
    // 100 items, bottom of the view at 80 %: 20 items below → due.
    expect(isNextBatchDue(0.8, 100)).toBe(true);
    // At 70 %: 30 items below → not yet.
    expect(isNextBatchDue(0.7, 100)).toBe(false);
  });

  it('is not due exactly at the boundary, because the rule is a strict "greater than"', () => {
    expect(isNextBatchDue(0.75, 100)).toBe(false);
  });

  it('is always due for a first batch that does not fill a page', () => {
    expect(isNextBatchDue(1, 25)).toBe(true);
    expect(isNextBatchDue(0.1, 10)).toBe(true);
  });
});

describe('scrollFractionOf', () => {
  it('measures the bottom of the visible area against the whole height', () => {
    expect(scrollFractionOf({ scrollTop: 300, clientHeight: 100, scrollHeight: 1000 })).toBe(0.4);
  });

  it('is 1 when the list does not scroll', () => {
    expect(scrollFractionOf({ scrollTop: 0, clientHeight: 500, scrollHeight: 500 })).toBe(1);
    expect(scrollFractionOf({ scrollTop: 0, clientHeight: 0, scrollHeight: 0 })).toBe(1);
  });
});

describe('InfiniteLoader (spec §4 "Event search infinite loading")', () => {
  it('a search requests offset 0, limit 25 and shows that batch', async () => {
    const { loader, fetchBatch } = await loaderWithItems(25);
    expect(fetchBatch).toHaveBeenCalledWith({ offset: 0, limit: 25 }, expect.any(AbortSignal));
    expect(loader.getState()).toMatchObject({ isLoading: false, isBlocked: false, hasSearched: true });
    expect(loader.getState().items).toEqual(range(0, 25));
  });

  it('when the rule holds, requests offset = current count, limit 25, and appends the batch', async () => {
    const { loader, fetchBatch, calls } = await loaderWithItems(25);
    const more = loader.loadMore(0.5);
    expect(fetchBatch).toHaveBeenLastCalledWith({ offset: 25, limit: 25 }, expect.any(AbortSignal));
    calls[1]?.resolve(range(25, 25));
    await more;
    expect(loader.getState().items).toEqual(range(0, 50));
  });

  it('asks for no page past the server’s last offset', async () => {
    const loader = new InfiniteLoader<number>(25, 50);
    const { fetchBatch, calls } = controlledFetcher();
    const first = loader.search(fetchBatch);
    calls[0]?.resolve(range(0, 25));
    await first;
    for (const offset of [25, 50]) {
      const more = loader.loadMore(1);
      calls.at(-1)?.resolve(range(offset, 25));
      await more;
    }
    expect(fetchBatch.mock.calls.map(([page]) => page.offset)).toEqual([0, 25, 50]);
    await loader.loadMore(1);
    expect(fetchBatch).toHaveBeenCalledTimes(3);
  });

  it('does not load while more than 25 loaded items remain below the scroll position', async () => {
    const { loader, fetchBatch, calls } = await loaderWithItems(25);
    const more = loader.loadMore(1);
    calls[1]?.resolve(range(25, 25));
    await more;
    await loader.loadMore(0.4); // 50 × 0.4 = 20, not > 25
    expect(fetchBatch).toHaveBeenCalledTimes(2);
    void loader.loadMore(0.6); // 30 > 25
    expect(fetchBatch).toHaveBeenCalledTimes(3);
  });

  it('runs one load at a time: loading more is skipped while a load runs', async () => {
    const { loader, fetchBatch, calls } = await loaderWithItems(25);
    const more = loader.loadMore(1);
    await loader.loadMore(1);
    await loader.loadMore(1);
    expect(fetchBatch).toHaveBeenCalledTimes(2);
    expect(loader.getState().isLoading).toBe(true);
    calls[1]?.resolve(range(25, 25));
    await more;
    expect(loader.getState().isLoading).toBe(false);
  });

  it('is also skipped while the first batch of a search is loading', async () => {
    const loader = new InfiniteLoader<number>();
    const { fetchBatch } = controlledFetcher();
    void loader.search(fetchBatch);
    await loader.loadMore(1);
    expect(fetchBatch).toHaveBeenCalledTimes(1);
  });

  it('an empty batch blocks further loading', async () => {
    const { loader, fetchBatch, calls } = await loaderWithItems(25);
    const more = loader.loadMore(1);
    calls[1]?.resolve([]);
    await more;
    expect(loader.getState()).toMatchObject({ isBlocked: true });
    expect(loader.getState().items).toHaveLength(25);
    await loader.loadMore(1);
    await loader.loadMore(1);
    expect(fetchBatch).toHaveBeenCalledTimes(2);
  });

  it('an empty first batch blocks too and shows no results', async () => {
    const { loader, fetchBatch } = await loaderWithItems(0);
    expect(loader.getState()).toMatchObject({ isBlocked: true, hasSearched: true, items: [] });
    await loader.loadMore(1);
    expect(fetchBatch).toHaveBeenCalledTimes(1);
  });

  it('a new search replaces the results and unblocks loading', async () => {
    const { loader, calls } = await loaderWithItems(25);
    const more = loader.loadMore(1);
    calls[1]?.resolve([]);
    await more;
    expect(loader.getState().isBlocked).toBe(true);

    const next = controlledFetcher();
    const search = loader.search(next.fetchBatch);
    expect(loader.getState()).toMatchObject({ items: [], isBlocked: false, isLoading: true });
    next.calls[0]?.resolve([100, 101]);
    await search;
    expect(loader.getState().items).toEqual([100, 101]);

    const again = loader.loadMore(1);
    expect(next.fetchBatch).toHaveBeenLastCalledWith({ offset: 2, limit: 25 }, expect.any(AbortSignal));
    next.calls[1]?.resolve([102]);
    await again;
    expect(loader.getState().items).toEqual([100, 101, 102]);
  });

  it('a new search aborts the running load and ignores its late answer', async () => {
    const { loader, calls } = await loaderWithItems(25);
    void loader.loadMore(1);
    const stale = calls[1];
    const next = controlledFetcher();
    const search = loader.search(next.fetchBatch);
    expect(stale?.signal.aborted).toBe(true);
    stale?.resolve(range(25, 25));
    next.calls[0]?.resolve([7]);
    await search;
    expect(loader.getState().items).toEqual([7]);
  });

  it('a failed batch stops loading (no retry loop on scroll) until the next search', async () => {
    const { loader, fetchBatch, calls } = await loaderWithItems(25);
    const more = loader.loadMore(1);
    calls[1]?.reject(new Error('503'));
    await more;
    expect(loader.getState()).toMatchObject({ isBlocked: true, isLoading: false, hasFailed: true });
    expect(loader.getState().items).toHaveLength(25);
    await loader.loadMore(1);
    expect(fetchBatch).toHaveBeenCalledTimes(2);
  });

  it('tells subscribers about every change', async () => {
    const loader = new InfiniteLoader<number>();
    const listener = vi.fn();
    loader.subscribe(listener);
    const { fetchBatch, calls } = controlledFetcher();
    const search = loader.search(fetchBatch);
    calls[0]?.resolve([1]);
    await search;
    expect(listener.mock.calls.length).toBeGreaterThanOrEqual(2);
  });
});

describe('InfiniteLoader.restore (issue 20: back to the results)', () => {
  it('shows the kept results without loading, then loads the next batch at their count', async () => {
    const loader = new InfiniteLoader<number>();
    const { fetchBatch, calls } = controlledFetcher();
    loader.restore(
      { items: range(0, 50), isBlocked: false, isLoading: true, hasSearched: true, hasFailed: false },
      fetchBatch,
    );
    expect(loader.getState()).toMatchObject({ items: range(0, 50), isLoading: false, hasSearched: true });
    expect(fetchBatch).not.toHaveBeenCalled();

    const more = loader.loadMore(1);
    expect(calls.map((call) => call.page)).toEqual([{ offset: 50, limit: 25 }]);
    calls[0]?.resolve(range(50, 25));
    await more;
    expect(loader.getState().items).toEqual(range(0, 75));
  });

  it('keeps a finished list finished: nothing more loads', async () => {
    const loader = new InfiniteLoader<number>();
    const { fetchBatch } = controlledFetcher();
    loader.restore(
      { items: range(0, 41), isBlocked: true, isLoading: false, hasSearched: true, hasFailed: false },
      fetchBatch,
    );
    await loader.loadMore(1);
    expect(fetchBatch).not.toHaveBeenCalled();
  });
});
