// The device's localStorage, shared by the stores that keep state on the device (saved items, alerts).

/** localStorage, or undefined where storage is disabled (privacy mode): the stores then keep nothing, and nothing breaks. */
export function deviceStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export interface StoredKeysChanges {
  /** For useSyncExternalStore: called on every change of the keys, in this tab or another. */
  subscribe(listener: () => void): () => void;
  /** Tells this tab's listeners that this tab wrote the keys. */
  notify(): void;
}

/**
 * Listeners of some stored keys. The storage event fires only in the other tabs, so a tab's own writes
 * call notify; a cleared storage (key null) counts as a change of every key.
 */
export function storedKeysChanges(keys: readonly string[]): StoredKeysChanges {
  const listeners = new Set<() => void>();
  const notify = (): void => {
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent): void => {
    if (event.key === null || keys.includes(event.key)) notify();
  };
  return {
    notify,
    subscribe(listener) {
      if (listeners.size === 0 && typeof window !== 'undefined')
        window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined')
          window.removeEventListener('storage', onStorage);
      };
    },
  };
}
