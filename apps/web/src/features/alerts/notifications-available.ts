// The device's notificationsAvailable flag (spec §3), which drives the Alerts badge. Alert
// polling (a later issue) writes it; this hook follows changes from this and other tabs.
import { useSyncExternalStore } from 'react';
import { STORAGE_KEY_NOTIFICATIONS_AVAILABLE } from '../../constants';

const NOTIFICATIONS_CHANGED = 'notifications-available-changed';

function read(): boolean {
  return localStorage.getItem(STORAGE_KEY_NOTIFICATIONS_AVAILABLE) === 'true';
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('storage', listener);
  window.addEventListener(NOTIFICATIONS_CHANGED, listener);
  return () => {
    window.removeEventListener('storage', listener);
    window.removeEventListener(NOTIFICATIONS_CHANGED, listener);
  };
}

export function setNotificationsAvailable(isAvailable: boolean): void {
  localStorage.setItem(STORAGE_KEY_NOTIFICATIONS_AVAILABLE, String(isAvailable));
  window.dispatchEvent(new Event(NOTIFICATIONS_CHANGED));
}

export function useNotificationsAvailable(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
