import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testEvent } from '../features/events/test-events';
import { fakeApiForEachTest } from '../test/fake-api';
import { renderApp } from '../test/render-app';

const TOTAL = 60;
const api = fakeApiForEachTest((fake) =>
  fake
    .on('post', '/v1/event/all', ({ body }) => {
      const offset = body.offset ?? 0;
      const limit = body.limit ?? 25;
      const ids = Array.from(
        { length: Math.max(0, Math.min(limit, TOTAL - offset)) },
        (_, i) => offset + i + 1,
      );
      return {
        events: ids.map((id) =>
          testEvent({ id, name: `Demo ${id}`, status: id === 26 ? 'cancelled' : 'scheduled' }),
        ),
        total: TOTAL,
        offset,
        limit,
      };
    })
    .on('get', '/v1/event_type/', () => [{ id: 1, name_en: 'Rally', name_de: 'Kundgebung' }]),
);

describe('All Events', () => {
  it('shows page 2 as a table of 25 events with links, type, city and a cancelled mark', async () => {
    renderApp('/en/event-list/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'All Events' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Demo 26' })).toHaveAttribute(
      'href',
      '/en/events/26--demo-26',
    );
    const rows = document.querySelectorAll('tr');
    expect(rows).toHaveLength(26); // the header and 25 events
    expect(within(rows[1] as HTMLElement).getByText('Cancelled')).toBeInTheDocument();
    expect(await within(rows[1] as HTMLElement).findByText('Rally')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Berlin')).toBeInTheDocument();
    expect(api.callsTo('/v1/event/all').map((call) => call.body)).toContainEqual(
      expect.objectContaining({ offset: 25, limit: 25 }),
    );
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('links every page and marks the current one', async () => {
    renderApp('/en/event-list/2');
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/en/event-list/3');
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/en/event-list/1');
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/en/event-list/3');
  });

  it.each(['0', 'abc', '-3', '1.5'])('sends an invalid page number %j to page 1', async (page) => {
    const { router } = renderApp(`/en/event-list/${page}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/event-list/1'));
  });

  it('sends a page past the end to the last page', async () => {
    const { router } = renderApp('/en/event-list/9');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/event-list/3'));
  });

  it('speaks German', async () => {
    renderApp('/de/event-list/1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Alle Veranstaltungen' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'Datum' })).toBeInTheDocument();
    expect(await screen.findByText('Seite 1 von 3')).toBeInTheDocument();
  });
});
