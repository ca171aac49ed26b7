// What the page and the service worker say to each other, and what the page logs (SPEC §4 "Service worker").

/** Sent by the page when the user accepted the new version; the waiting worker then takes over. */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';

/**
 * The console states of SPEC §4 "Service worker (website)", one line each, logged exactly so: active;
 * registered; cached for offline use; new content downloading; new content available (please refresh);
 * offline mode; registration error.
 */
export const SERVICE_WORKER_CONSOLE = {
  active: 'Service worker active: the app is being served from cache by a service worker.',
  registered: 'Service worker registered.',
  cached: 'Content has been cached for offline use.',
  updateFound: 'New content downloading.',
  updated: 'New content available (please refresh).',
  offline: 'No internet connection found. App is running in offline mode.',
  error: 'Service worker registration error:',
} as const;

export type ServiceWorkerState = keyof typeof SERVICE_WORKER_CONSOLE;
