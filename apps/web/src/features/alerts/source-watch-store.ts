// The saved sources' polling state on the device (source-watches.ts), kept in step with the saved sources list.
import { getSavedIds } from '../saved';
import {
  parseSourceWatches,
  reconcileWatches,
  SOURCE_WATCHES_STORAGE_KEY,
  type SourceWatch,
  type SourceWatches,
  settleWatch,
} from './source-watches';

function write(watches: SourceWatches): void {
  try {
    localStorage.setItem(SOURCE_WATCHES_STORAGE_KEY, JSON.stringify(watches));
  } catch (error) {
    console.error('Saved sources could not be stored for polling', error);
  }
}

/** The watches of the sources saved now; a source saved or unsaved since the last look is added or dropped. */
export function loadSourceWatches(): SourceWatches {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(SOURCE_WATCHES_STORAGE_KEY);
  } catch {
    return {}; // storage disabled: nothing is polled
  }
  const stored = parseSourceWatches(raw);
  const watches = reconcileWatches(stored, getSavedIds('sources'), Date.now());
  if (JSON.stringify(watches) !== JSON.stringify(stored)) write(watches);
  return watches;
}

export function updateSourceWatch(name: string, change: (stored: SourceWatch) => SourceWatch): void {
  const watches = loadSourceWatches();
  const stored = watches[name];
  if (stored !== undefined) write({ ...watches, [name]: settleWatch(change(stored)) });
}
