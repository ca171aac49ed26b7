// The names of this device's alerts that are pushed while the app is closed (issue 14, decision 027), in
// localStorage under 'pushAlerts'. The server holds the subscriptions; this list only drives the toggles.
import { useSyncExternalStore } from 'react';
import { deviceStorage, storedKeysChanges } from '../../device-storage';

export const PUSH_ALERTS_STORAGE_KEY = 'pushAlerts';
const changes = storedKeysChanges([PUSH_ALERTS_STORAGE_KEY]);
let cache: { raw: string | null; names: readonly string[] } | undefined;

function parse(raw: string | null): readonly string[] {
  try {
    const value: unknown = raw === null ? [] : JSON.parse(raw);
    return Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

export function readPushAlerts(): readonly string[] {
  const raw = deviceStorage()?.getItem(PUSH_ALERTS_STORAGE_KEY) ?? null;
  if (cache?.raw !== raw) cache = { raw, names: parse(raw) };
  return cache.names;
}

export function setPushAlert(name: string, pushed: boolean): void {
  const others = readPushAlerts().filter((other) => other !== name);
  try {
    deviceStorage()?.setItem(PUSH_ALERTS_STORAGE_KEY, JSON.stringify(pushed ? [...others, name] : others));
  } catch (error) {
    console.error('Push alerts could not be stored', error);
  }
  changes.notify();
}

export function usePushAlerts(): readonly string[] {
  return useSyncExternalStore(changes.subscribe, readPushAlerts, readPushAlerts);
}
