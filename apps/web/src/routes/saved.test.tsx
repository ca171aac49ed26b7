import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testEvent } from '../features/events/test-events';
import { testSource } from '../features/sources/test-sources';
import { fakeApiForEachTest } from '../test/fake-api';
import { renderApp } from '../test/render-app';

const SOURCE = testSource({ id: 3, name: 'IG Metall Köln', description: 'The metalworkers’ union.' });

fakeApiForEachTest((fake) =>
  fake
    .on('post', '/v1/source/multi', ({ body }) => (body.source_ids.includes(3) ? [SOURCE] : []))
    .on('post', '/v1/event/multi', ({ body }) =>
      body.event_ids.map((id) => testEvent({ id, name: id === 5 ? 'Klimastreik' : `Demo ${id}` })),
    )
    .on('get', '/v1/topic/', () => []),
);

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
