// Registers /sw.js (SPEC §1) and reports its states on the console exactly as SPEC §4 "Service worker"
// names them; drives the update prompt (update-flow.ts) through a small store the UI reads.
import { useSyncExternalStore } from 'react';
import type { Workbox } from 'workbox-window';
import { SERVICE_WORKER_CONSOLE, type ServiceWorkerState } from './messages';
import { hasUnsavedInput } from './unsaved-input';
import { nextUpdateState, type UpdateEvent, type UpdatePrompt } from './update-flow';

export function logServiceWorkerState(state: ServiceWorkerState, error?: unknown): void {
  if (state === 'error') console.error(SERVICE_WORKER_CONSOLE.error, error);
  else console.info(SERVICE_WORKER_CONSOLE[state]);
}

let prompt: UpdatePrompt = 'none';
let workbox: Workbox | undefined;
const listeners = new Set<() => void>();

/** Applies an event to the update prompt and carries out what it asks for. */
export function dispatchUpdate(event: UpdateEvent): void {
  const { state, effect } = nextUpdateState(prompt, event);
  if (state !== prompt) {
    prompt = state;
    for (const listener of listeners) listener();
  }
  if (effect === 'activateWaiting') workbox?.messageSkipWaiting();
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

/**
 * Registers the service worker when the browser has them (not in tests, not in the Vite dev server).
 * Resolves when registered or failed; a failure is logged and the app runs on without offline use.
 */
export async function registerServiceWorker(url = '/sw.js'): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox(url, { scope: '/' });
  workbox = wb;
  wb.addEventListener('installed', () => {
    // The first version: the app is now cached. A later one waits for the user ('waiting' below).
    if (!navigator.serviceWorker.controller) logServiceWorkerState('cached');
  });
  wb.addEventListener('waiting', () => {
    logServiceWorkerState('updated');
    dispatchUpdate({ type: 'waiting' });
  });
  // Workbox's own 'controlling' counts as an update only on pages that were controlled when they
  // registered; a page that installed the first version and then met the next one must reload too.
  let hadController = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (hadController) dispatchUpdate({ type: 'controlling', hasUnsavedInput: hasUnsavedInput() });
    hadController = true;
  });
  watchConnection();
  try {
    const registration = await wb.register();
    if (!registration) return;
    logServiceWorkerState('registered');
    registration.addEventListener('updatefound', () => {
      // The first install is 'cached for offline use' once done; only a new version is 'new content'.
      if (navigator.serviceWorker.controller) logServiceWorkerState('updateFound');
    });
    void navigator.serviceWorker.ready.then(() => logServiceWorkerState('active'));
  } catch (error) {
    logServiceWorkerState('error', error);
  }
}

/** Asks the server whether a new version exists (also done by the browser on navigations). */
export async function checkForUpdate(): Promise<void> {
  await workbox?.update();
}
