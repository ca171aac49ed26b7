// The device's alerts (spec §3 "Alert", reading 2) in localStorage under 'alerts', the same in every tab.
// Every write also sets the notificationsAvailable flag that drives the badge (spec §4).
import { useSyncExternalStore } from 'react';
import { deviceStorage, storedKeysChanges } from '../../device-storage';
import { hasUnseenEvents } from './alert-polling';
import { setNotificationsAvailable } from './notifications-available';
import { ALERTS_STORAGE_KEY, parseStoredAlerts, type StoredAlert, type StoredAlerts } from './stored-alert';

const changes = storedKeysChanges([ALERTS_STORAGE_KEY]);
let cache: { raw: string | null; alerts: StoredAlerts } | undefined;

export function readAlerts(): StoredAlerts {
  const raw = deviceStorage()?.getItem(ALERTS_STORAGE_KEY) ?? null;
  if (cache?.raw !== raw) cache = { raw, alerts: parseStoredAlerts(raw) };
  return cache.alerts;
}

export function writeAlerts(alerts: StoredAlerts): void {
  try {
    deviceStorage()?.setItem(ALERTS_STORAGE_KEY, JSON.stringify(alerts));
  } catch (error) {
    console.error('Alerts could not be stored', error);
  }
  setNotificationsAvailable(hasUnseenEvents(alerts));
  changes.notify();
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

export const subscribeToAlerts = changes.subscribe;

export function useStoredAlerts(): StoredAlerts {
  return useSyncExternalStore(subscribeToAlerts, readAlerts, readAlerts);
}
