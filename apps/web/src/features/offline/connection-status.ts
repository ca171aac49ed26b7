// Whether the device says it has a network (navigator.onLine and its online/offline events).
import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine;
}

export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
