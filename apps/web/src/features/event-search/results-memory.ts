// Issue 20: back from an event to 'Find Events' lands where the user left the results (result 30 of 41
// stays result 30), with every batch loaded so far, not a fresh first batch at the top. What a results
// screen showed is kept per history entry when it unmounts, and only a return to that entry (back or
// forward, 'POP') with the same search uses it; any other visit searches anew.
import type { InfiniteLoadState } from './infinite-loading';

export interface RememberedResults<T> {
  searchKey: string;
  state: InfiniteLoadState<T>;
  /** The page's scroll (phones) and the list's own scroll (from `m` up) when the screen was left. */
  windowY: number;
  listTop: number;
}

/** A few history entries back are enough; older ones search again. */
const KEPT_ENTRIES = 10;
const memory = new Map<string, RememberedResults<unknown>>();

export function rememberResults<T>(entryKey: string, remembered: RememberedResults<T>): void {
  memory.delete(entryKey);
  memory.set(entryKey, remembered as RememberedResults<unknown>);
  while (memory.size > KEPT_ENTRIES) {
    const oldest = memory.keys().next().value;
    if (oldest === undefined) break;
    memory.delete(oldest);
  }
}

/** What the entry showed for this search, when the user comes back to it. */
export function recallResults<T>(
  entryKey: string,
  searchKey: string,
  isReturn: boolean,
): RememberedResults<T> | undefined {
  const remembered = memory.get(entryKey);
  if (!isReturn || remembered === undefined || remembered.searchKey !== searchKey) return undefined;
  return remembered as RememberedResults<T>;
}

export function forgetAllResults(): void {
  memory.clear();
}
