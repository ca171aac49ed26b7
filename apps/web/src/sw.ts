/// <reference lib="webworker" />
// The service worker, served at /sw.js (SPEC §1): precaches the app shell and every screen's code
// (including the map worker) so each route opens offline, answers navigations with index.html, and
// keeps copies of public API reads (features/offline/api-cache.ts). It updates only when the page asks
// (the user accepted 'new content available'), never by itself under an open form.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { answerApiRead, apiReadOf } from './features/offline/api-cache';
import { SKIP_WAITING_MESSAGE } from './features/offline/messages';
import {
  notificationOptionsOf,
  pathOfNotificationData,
  pushMessageOf,
} from './features/offline/push-message';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Paths the server owns (DESIGN §1) are never the app's pages.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/(v1|api|health)(\/|$)/, /^\/sw\.js$/, /\.webmanifest$/],
  }),
);

let quotaWarned = false;
const apiDeps = {
  caches: self.caches,
  fetch: (request: Request) => fetch(request),
  now: () => new Date(),
  onStoreFailed(error: unknown) {
    // A full storage quota only costs the offline copy; the answer itself still reaches the app.
    if (quotaWarned) return;
    quotaWarned = true;
    console.warn('Service worker: an offline copy could not be kept', error);
  },
};

for (const method of ['GET', 'POST'] as const) {
  registerRoute(
    ({ request, url }) => apiReadOf(request.method, url, self.location.origin) !== undefined,
    ({ request, url }) => {
      const read = apiReadOf(request.method, url, self.location.origin);
      return read ? answerApiRead(request, read, apiDeps) : fetch(request);
    },
    method,
  );
}

self.addEventListener('message', (event) => {
  if (event.data?.type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
});

// Web Push (issue 14): an alert's push shows its notification; opening it shows the alert's results in an
// open window of the app, or a new one.
self.addEventListener('push', (event) => {
  const message = pushMessageOf(event.data?.text());
  event.waitUntil(self.registration.showNotification(message.title, notificationOptionsOf(message)));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(pathOfNotificationData(event.notification.data), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        // navigate() is refused for a window this worker does not control; a new window then.
        if (await open.navigate(url).catch(() => null)) return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});

// The first install takes over the open page at once, so it works offline without a reload. Later
// versions wait (above) until the page asks.
clientsClaim();
