// What the app runs beside every screen but no first render needs (issue 18 'Fast pages'): alert polling, the
// service worker, and the installable app's banner and update prompt. (The account's alerts and saved items merge
// at load in the root layout itself: an event opened first would otherwise send its seen state twice.) The
// root layout loads this chunk once the first screen is shown and the browser is idle, so its code and start are
// not part of the entry's evaluation nor of the first render.
import { AlertPollingRunner } from '../features/alerts/alert-polling-runner';
import { OfflineSupport } from '../features/offline/offline-support';
import { registerServiceWorker } from '../features/offline/service-worker';
import { platform } from '../platform';

// Once per page, when this chunk first loads. Only the website's build has a service worker: the dev server would
// cache what it is meant to reload, and the native shell's pages come from the app bundle already.
if (import.meta.env.PROD && platform.kind === 'browser') void registerServiceWorker();

export function BackgroundServices() {
  return <AlertPollingRunner />;
}

export { OfflineSupport };
