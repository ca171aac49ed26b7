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

// The first install takes over the open page at once, so it works offline without a reload. Later
// versions wait (above) until the page asks.
clientsClaim();
