// Saved events and sources on the device (spec §3 "Saved items"; DESIGN §4.3): JSON lists of ids
// under 'savedEvents' and 'savedSources', never with duplicates, and the same in every open tab.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { deviceStorage, storedKeysChanges } from '../../device-storage';

export const SAVED_STORAGE_KEYS = { events: 'savedEvents', sources: 'savedSources' } as const;
export type SavedKind = keyof typeof SAVED_STORAGE_KEYS;

const EMPTY: readonly number[] = Object.freeze([]);
const changes = storedKeysChanges(Object.values(SAVED_STORAGE_KEYS));
// Snapshots per kind, rebuilt only when the stored text changes, so useSyncExternalStore sees a
// stable array between changes.
const cache = new Map<SavedKind, { raw: string | null; ids: readonly number[] }>();

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/** Stored text → ids; anything unreadable counts as an empty list rather than breaking the app. */
export function parseSavedIds(raw: string | null): readonly number[] {
  if (raw === null) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return EMPTY;
    return Object.freeze([
      ...new Set(value.map((item) => (typeof item === 'string' ? Number(item) : item)).filter(isId)),
    ]);
  } catch {
    return EMPTY;
  }
}

export function getSavedIds(kind: SavedKind): readonly number[] {
  const raw = deviceStorage()?.getItem(SAVED_STORAGE_KEYS[kind]) ?? null;
  const cached = cache.get(kind);
  if (cached !== undefined && cached.raw === raw) return cached.ids;
  const ids = parseSavedIds(raw);
  cache.set(kind, { raw, ids });
  return ids;
}

/** Replaces a list (the account's lists after a login merge). */
export function setSavedIds(kind: SavedKind, ids: readonly number[]): void {
  try {
    deviceStorage()?.setItem(SAVED_STORAGE_KEYS[kind], JSON.stringify(ids));
  } catch (error) {
    console.error('Saved items could not be stored', error);
  }
  changes.notify();
}

/** Adds the id at the end unless it is already saved (spec: no duplicates). */
export function addSaved(kind: SavedKind, id: number): void {
  const ids = getSavedIds(kind);
  if (!isId(id) || ids.includes(id)) return;
  setSavedIds(kind, [...ids, id]);
}

export function removeSaved(kind: SavedKind, id: number): void {
  const ids = getSavedIds(kind);
  if (ids.includes(id))
    setSavedIds(
      kind,
      ids.filter((saved) => saved !== id),
    );
}

/** Saves or unsaves; returns whether the id is saved afterwards. */
export function toggleSaved(kind: SavedKind, id: number): boolean {
  if (getSavedIds(kind).includes(id)) {
    removeSaved(kind, id);
    return false;
  }
  addSaved(kind, id);
  return getSavedIds(kind).includes(id);
}

export const subscribeToSaved = changes.subscribe;

export interface SavedList {
  ids: readonly number[];
  isSaved(id: number): boolean;
  toggle(id: number): boolean;
  add(id: number): void;
  remove(id: number): void;
}

function useSaved(kind: SavedKind): SavedList {
  const ids = useSyncExternalStore(
    subscribeToSaved,
    () => getSavedIds(kind),
    () => EMPTY,
  );
  const isSaved = useCallback((id: number) => ids.includes(id), [ids]);
  return useMemo(
    () => ({
      ids,
      isSaved,
      toggle: (id: number) => toggleSaved(kind, id),
      add: (id: number) => addSaved(kind, id),
      remove: (id: number) => removeSaved(kind, id),
    }),
    [ids, isSaved, kind],
  );
}

export const useSavedEvents = (): SavedList => useSaved('events');
export const useSavedSources = (): SavedList => useSaved('sources');
