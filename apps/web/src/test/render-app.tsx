// Renders the real route table in memory with providers, for screen and layout tests.
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { type MapProps, MapStandIn } from '../components/map';
import type { Session } from '../features/session/session-context';
import { i18n } from '../i18n';
import { MapViewStub } from './map-stub';

export interface RenderAppOptions {
  session?: Session;
  /** Answers for queries, keyed by their query key, so no request leaves the test. */
  queryData?: [readonly unknown[], unknown][];
  /** What draws the maps (jsdom has no WebGL); by default the stand-in that lists the markers. */
  map?: ComponentType<MapProps>;
}

export const TEST_ASSOCIATION = {
  name: 'Example Association e.V.',
  address: 'Example Street 1, 10115 Berlin',
  represented_by: 'A. Example',
  tax_id: '00/000/00000',
  email: 'info@example.org',
  donate_url: 'https://example.org/donate',
  code_url: 'https://example.org/code',
  translate_url: 'https://example.org/translate',
  data_licence: 'CC BY-SA 4.0',
  api_docs_url: '/api/docs',
  api_client_version: '3.2.0',
  example_fields: [],
};

export function renderApp(path: string, options: RenderAppOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(['association', 'settings'], TEST_ASSOCIATION);
  for (const [key, data] of options.queryData ?? []) queryClient.setQueryData(key, data);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders queryClient={queryClient} session={options.session}>
      <MapStandIn value={options.map ?? MapViewStub}>
        <RouterProvider router={router} />
      </MapStandIn>
    </AppProviders>,
  );
  return { ...result, router, queryClient, i18n };
}
