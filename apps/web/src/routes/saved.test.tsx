import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testEvent } from '../features/events/test-events';
import type { Source } from '../features/sources/api';
import { renderApp } from '../test/render-app';

const SOURCE: Source = {
  id: 3,
  name: 'IG Metall Köln',
  country: 'DE',
  city: 'Köln',
  zip_code: null,
  street: null,
  house_number: null,
  source_type_id: 1,
  source_type: {
    id: 1,
    name_en: 'Union',
    name_de: 'Gewerkschaft',
    map_marker_color_default: '#aa0000',
    map_marker_color_selected: '#ff0000',
    map_marker_color_past: '#999999',
  },
  topic_ids: [],
  description: 'The metalworkers’ union.',
  url: null,
  public_contact: null,
  approval_status: 'approved',
  has_title_image: false,
  title_image_url: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

const fetchMock = vi.fn(async (request: Request) => {
  const url = new URL(request.url);
  const body = request.method === 'POST' ? await request.json() : {};
  if (url.pathname === '/v1/source/multi') return Response.json(body.source_ids.includes(3) ? [SOURCE] : []);
  if (url.pathname === '/v1/event/multi')
    return Response.json(
      (body.event_ids as number[]).map((id) =>
        testEvent({ id, name: id === 5 ? 'Klimastreik' : `Demo ${id}` }),
      ),
    );
  if (url.pathname === '/v1/topic/') return Response.json([]);
  return Response.json({ detail: 'Not Found' }, { status: 404 });
});

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

const findScreen = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });

describe('Saved', { timeout: 30_000 }, () => {
  it('shows empty states that lead to the searches', async () => {
    renderApp('/en/saved');
    await findScreen('Saved');
    const sources = screen.getByRole('region', { name: 'Saved Sources' });
    expect(within(sources).getByText(/You have not saved any sources yet\./)).toBeInTheDocument();
    expect(within(sources).getByRole('link', { name: 'Find Sources' })).toHaveAttribute(
      'href',
      '/en/sources',
    );
    const events = screen.getByRole('region', { name: 'Saved Events' });
    expect(within(events).getByRole('link', { name: 'Find Events' })).toHaveAttribute('href', '/en/events');
  });

  it('lists the saved sources and events from the device, each once', async () => {
    localStorage.setItem('savedSources', JSON.stringify([3]));
    localStorage.setItem('savedEvents', JSON.stringify([5, 7, 5]));
    renderApp('/en/saved');
    await findScreen('Saved');
    const sources = screen.getByRole('region', { name: 'Saved Sources' });
    expect(await within(sources).findByRole('link', { name: 'IG Metall Köln' })).toHaveAttribute(
      'href',
      '/en/sources/3--ig-metall-koln',
    );
    const events = screen.getByRole('region', { name: 'Saved Events' });
    expect(await within(events).findByRole('link', { name: /^Klimastreik/ })).toBeInTheDocument();
    expect(within(events).getAllByRole('listitem')).toHaveLength(2);
  });

  it('removes an item from the list and from the device', async () => {
    localStorage.setItem('savedEvents', JSON.stringify([5, 7]));
    renderApp('/en/saved');
    const events = await screen.findByRole('region', { name: 'Saved Events' }, { timeout: 15_000 });
    await within(events).findByRole('link', { name: /^Klimastreik/ });
    await userEvent.click(within(events).getByRole('button', { name: 'Remove Klimastreik' }));
    await waitFor(() =>
      expect(within(events).queryByRole('link', { name: /^Klimastreik/ })).not.toBeInTheDocument(),
    );
    expect(JSON.parse(localStorage.getItem('savedEvents') ?? '')).toEqual([7]);
    await userEvent.click(within(events).getByRole('button', { name: 'Remove Demo 7' }));
    expect(await within(events).findByText(/You have not saved any events yet\./)).toBeInTheDocument();
  });

  it('keeps a saved source that is no longer public removable, in German', async () => {
    localStorage.setItem('savedSources', JSON.stringify([99]));
    renderApp('/de/saved');
    await findScreen('Gespeichert');
    const sources = screen.getByRole('region', { name: 'Gespeicherte Quellen' });
    expect(await within(sources).findByText('Nicht mehr verfügbar (#99)')).toBeInTheDocument();
    await userEvent.click(
      within(sources).getByRole('button', { name: 'Nicht mehr verfügbar (#99) entfernen' }),
    );
    expect(await within(sources).findByText(/Du hast noch keine Quellen gespeichert\./)).toBeInTheDocument();
    expect(localStorage.getItem('savedSources')).toBe('[]');
  });
});
