// Entry point: i18n, router, data client and the global failure handler, then render once the texts are in.
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { api } from './api/client';
import { handleFailedResponse } from './api/failed-response-handler';
import { prefetchFirstScreenData } from './app/first-screen-data';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { reportRecoverableError } from './app/recoverable-error';
import { createAppRouter } from './app/router';
import { offlineCopyMiddleware } from './features/offline';
import { i18n, i18nReady } from './i18n';
import { platform } from './platform';

// Offline copies served by the service worker are noted, so screens never show them as fresh (issue 14).
api.use(offlineCopyMiddleware);

const router = createAppRouter();
// A local notification tapped while the app was closed or in the background opens its path (spec §2:
// the mobile alert notification opens alertResults).
platform.onNotificationOpened((path) => void router.navigate(path));
const queryClient = createQueryClient(
  (error) => void handleFailedResponse(error, { i18n, navigate: router.navigate }),
);
prefetchFirstScreenData(router, queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first page's texts are a chunk of their own (i18n/index.ts): the app renders once they are in. A promise, not a
// top-level await: one here made the bundler keep every shared module out of the entry chunk (issue 18).
void i18nReady.then(() =>
  createRoot(container, { onRecoverableError: reportRecoverableError }).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
