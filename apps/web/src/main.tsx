// Entry point: i18n, router, data client and the global failure handler, then render once the texts are in.
import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { api } from './api/client';
import { handleFailedResponse } from './api/failed-response-handler';
import { prefetchFirstScreenData } from './app/first-screen-data';
import { createQueryClient } from './app/query-client';
import { reportRecoverableError } from './app/recoverable-error';
import { createAppRouter } from './app/router';
import { nextTask } from './components/when-idle';
import { offlineCopyMiddleware } from './features/offline';
import { i18n, i18nReady } from './i18n';
import { platform } from './platform';

// Offline copies served by the service worker are noted, so screens never show them as fresh (issue 14).
api.use(offlineCopyMiddleware);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The start in steps of their own tasks (decision 053), so none of them holds the browser long: this chunk's modules;
// the router (matching the first path against every route); the providers' chunk (React Aria's locale module asks
// ICU for its locales as it loads); the first render, as a transition that React renders in slices of a few
// milliseconds. The texts (a chunk of their own, i18n/index.ts) and the providers load meanwhile.
// A promise chain, not a top-level await: one here made the bundler keep every shared module out of this chunk.
const providersLoaded = import('./app/providers');
void nextTask().then(() => {
  const router = createAppRouter();
  // A local notification tapped while the app was closed or in the background opens its path (spec §2:
  // the mobile alert notification opens alertResults).
  platform.onNotificationOpened((path) => void router.navigate(path));
  const queryClient = createQueryClient(
    (error) => void handleFailedResponse(error, { i18n, navigate: router.navigate }),
  );
  prefetchFirstScreenData(router, queryClient);
  return Promise.all([providersLoaded, i18nReady]).then(([{ AppProviders }]) => {
    const root = createRoot(container, { onRecoverableError: reportRecoverableError });
    startTransition(() =>
      root.render(
        <StrictMode>
          <AppProviders queryClient={queryClient}>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
      ),
    );
  });
});
