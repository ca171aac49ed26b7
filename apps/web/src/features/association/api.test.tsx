import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AssociationSettings, useAssociation } from './api';

const SETTINGS: AssociationSettings = {
  name: 'Zivilgesellschaft sichtbar e.V.',
  address: 'Beispielweg 7, 04109 Leipzig',
  represented_by: 'Alex Beispiel',
  tax_id: 'DE123456789',
  email: 'hallo@zivil.example',
  donate_url: 'https://pay.example/zivil',
  code_url: 'https://code.example/zivil',
  translate_url: 'https://translate.example/zivil',
  data_licence: 'CC BY-SA 4.0',
  api_docs_url: '/api/docs',
  api_client_version: '3.2.0',
  example_fields: [],
};

function AssociationName() {
  const { data } = useAssociation();
  return <p>{data?.name ?? 'loading'}</p>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useAssociation', () => {
  it('fetches the settings once for every user of them, and not again on a later mount', async () => {
    // The network boundary: the typed client hands fetch a Request and gets a real Response.
    const fetchMock = vi.fn(async (_request: Request) => Response.json(SETTINGS));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = new QueryClient();

    const { rerender } = render(
      <QueryClientProvider client={queryClient}>
        <AssociationName />
        <AssociationName />
      </QueryClientProvider>,
    );
    expect(await screen.findAllByText('Zivilgesellschaft sichtbar e.V.')).toHaveLength(2);

    rerender(
      <QueryClientProvider client={queryClient}>
        <AssociationName />
        <AssociationName />
        <AssociationName />
      </QueryClientProvider>,
    );
    expect(screen.getAllByText('Zivilgesellschaft sichtbar e.V.')).toHaveLength(3);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const request = fetchMock.mock.calls[0]?.[0];
    expect(request?.method).toBe('GET');
    expect(new URL(request?.url ?? '').pathname).toBe('/v1/settings/association');
  });
});
