// The device's alerts (spec §3 "Alert", reading 2) in localStorage under 'alerts', the same in every tab.
// Every write also sets the notificationsAvailable flag that drives the badge (spec §4).
import { useSyncExternalStore } from 'react';
import { hasUnseenEvents } from './alert-polling';
import { setNotificationsAvailable } from './notifications-available';
import { ALERTS_STORAGE_KEY, parseStoredAlerts, type StoredAlert, type StoredAlerts } from './stored-alert';

const listeners = new Set<() => void>();
let cache: { raw: string | null; alerts: StoredAlerts } | undefined;

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage disabled (privacy mode): no alerts, nothing breaks
  }
}

export function readAlerts(): StoredAlerts {
  const raw = storage()?.getItem(ALERTS_STORAGE_KEY) ?? null;
  if (cache?.raw !== raw) cache = { raw, alerts: parseStoredAlerts(raw) };
  return cache.alerts;
}

export function writeAlerts(alerts: StoredAlerts): void {
  try {
    storage()?.setItem(ALERTS_STORAGE_KEY, JSON.stringify(alerts));
  } catch (error) {
    console.error('Alerts could not be stored', error);
  }
  setNotificationsAvailable(hasUnseenEvents(alerts));
  for (const listener of listeners) listener();
}

/** Changes one alert; nothing happens when no alert has the name (it was removed). */
export function updateStoredAlert(name: string, change: (stored: StoredAlert) => StoredAlert): void {
  const alerts = readAlerts();
  const stored = alerts[name];
  if (stored !== undefined) writeAlerts({ ...alerts, [name]: change(stored) });
}

export function putStoredAlert(alert: StoredAlert, replacing: string = alert.name): void {
  const { [replacing]: _replaced, ...others } = readAlerts();
  writeAlerts({ ...others, [alert.name]: alert });
}

export function removeStoredAlert(name: string): void {
  const { [name]: _removed, ...others } = readAlerts();
  writeAlerts(others);
}

// Another tab changed the alerts (the storage event fires only in the other tabs), or cleared storage.
function onStorage(event: StorageEvent): void {
  if (event.key !== null && event.key !== ALERTS_STORAGE_KEY) return;
  for (const listener of listeners) listener();
}

export function subscribeToAlerts(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined')
      window.removeEventListener('storage', onStorage);
  };
}

export function useStoredAlerts(): StoredAlerts {
  return useSyncExternalStore(subscribeToAlerts, readAlerts, readAlerts);
}
