// Registers /sw.js (SPEC §1) and reports its states on the console exactly as SPEC §4 "Service worker"
// names them; drives the update prompt (update-flow.ts) through a small store the UI reads.
import { useSyncExternalStore } from 'react';
import { SERVICE_WORKER_CONSOLE, type ServiceWorkerState, SKIP_WAITING_MESSAGE } from './messages';
import { hasUnsavedInput } from './unsaved-input';
import { nextUpdateState, type UpdateEvent, type UpdatePrompt } from './update-flow';

export function logServiceWorkerState(state: ServiceWorkerState, error?: unknown): void {
  if (state === 'error') console.error(SERVICE_WORKER_CONSOLE.error, error);
  else console.info(SERVICE_WORKER_CONSOLE[state]);
}

let prompt: UpdatePrompt = 'none';
let registration: ServiceWorkerRegistration | undefined;
const listeners = new Set<() => void>();

/** Applies an event to the update prompt and carries out what it asks for. */
export function dispatchUpdate(event: UpdateEvent): void {
  const { state, effect } = nextUpdateState(prompt, event);
  if (state !== prompt) {
    prompt = state;
    for (const listener of listeners) listener();
  }
  if (effect === 'activateWaiting') registration?.waiting?.postMessage({ type: SKIP_WAITING_MESSAGE });
  if (effect === 'reloadPage') window.location.reload();
}

export function useUpdatePrompt(): UpdatePrompt {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => prompt,
    () => prompt,
  );
}

function watchConnection(): void {
  if (!navigator.onLine) logServiceWorkerState('offline');
  window.addEventListener('offline', () => logServiceWorkerState('offline'));
}

function announceWaiting(): void {
  logServiceWorkerState('updated');
  dispatchUpdate({ type: 'waiting' });
}

/** Follows a version from installing to installed: the first one is the app cached, a later one waits. */
function followInstalling(worker: ServiceWorker): void {
  worker.addEventListener('statechange', () => {
    if (worker.state !== 'installed') return;
    if (navigator.serviceWorker.controller) announceWaiting();
    else logServiceWorkerState('cached');
  });
}

function followUpdates(found: ServiceWorkerRegistration): void {
  if (found.waiting && navigator.serviceWorker.controller) announceWaiting();
  if (found.installing) followInstalling(found.installing);
  found.addEventListener('updatefound', () => {
    const worker = found.installing;
    if (!worker) return;
    // The first install is 'cached for offline use' once done; only a new version is 'new content'.
    if (navigator.serviceWorker.controller) logServiceWorkerState('updateFound');
    followInstalling(worker);
  });
  // A page that was controlled meets a new version: accepted here or in another tab (update-flow.ts).
  let hadController = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (hadController) dispatchUpdate({ type: 'controlling', hasUnsavedInput: hasUnsavedInput() });
    hadController = true;
  });
}

/**
 * Registers the service worker when the browser has them (not in tests, not in the Vite dev server).
 * Resolves when registered or failed; a failure is logged and the app runs on without offline use.
 */
export async function registerServiceWorker(url = '/sw.js'): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  watchConnection();
  let found: ServiceWorkerRegistration | undefined;
  try {
    found = await navigator.serviceWorker.register(url, { scope: '/' });
  } catch (error) {
    logServiceWorkerState('error', error);
    return;
  }
  // A browser that blocks service workers for this page (the journeys' default) registers nothing.
  if (!found) return;
  registration = found;
  logServiceWorkerState('registered');
  followUpdates(found);
  void navigator.serviceWorker.ready.then(() => logServiceWorkerState('active'));
}
