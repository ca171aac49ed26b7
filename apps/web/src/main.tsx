// Entry point: i18n, router, data client and the global failure handler, then render.
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { handleFailedResponse } from './api/failed-response-handler';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { i18n } from './i18n';

const router = createAppRouter();
const queryClient = createQueryClient((error) =>
  handleFailedResponse(error, { i18n, navigate: router.navigate }),
);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
