import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testEvent } from '../features/events/test-events';
import { fakeApiForEachTest } from '../test/fake-api';
import { renderApp } from '../test/render-app';

const TOTAL = 130;
const IN_A_DAY_S = Math.floor(Date.now() / 1000) + 24 * 3600;
const api = fakeApiForEachTest((fake) =>
  fake
    .on('get', '/v1/event/markers', () => ({
      source_types: [
        { id: 2, map_marker_color_default: '#00aa00', map_marker_color_past: '#999999' },
        { id: 3, map_marker_color_default: '#0000aa', map_marker_color_past: '#999999' },
      ],
      markers: Array.from({ length: TOTAL }, (_, index): [number, number, number, number, number, string] => {
        const id = index + 1;
        return [id, 13.4 + id / 1000, 52.5, id % 2 === 0 ? 2 : 3, IN_A_DAY_S + id, `Demo ${id}`];
      }),
    }))
    .on('post', '/v1/event/all', ({ body }) => {
      const offset = body.offset ?? 0;
      const limit = body.limit ?? 25;
      const events = Array.from({ length: Math.max(0, Math.min(limit, TOTAL - offset)) }, (_, index) => {
        const id = offset + index + 1;
        return testEvent({ id, name: `Demo ${id}`, organising_source_id: id % 2 === 0 ? 2 : 3 });
      });
      return { events, total: TOTAL, offset, limit };
    })
    // An opened event's page asks for similar events once idle, and logs a failure to.
    .on('post', '/v1/event/perimeter-search', () => []),
);
const calls = (path: string) => api.callsTo(path);
const listBodies = () => api.callsTo('/v1/event/all').map((call) => call.body);

describe('home', () => {
  it('maps every upcoming event from one markers call', async () => {
    renderApp('/en');
    const map = await screen.findByRole('region', { name: 'Map of upcoming events' });
    // Counted with a selector: role queries over hundreds of nodes are slow in jsdom.
    await waitFor(() => expect(map.querySelectorAll('button')).toHaveLength(TOTAL));
    expect(calls('/v1/event/markers')).toHaveLength(1);
    expect(screen.getByText('130 upcoming events on the map')).toBeInTheDocument();
  });

  it('colours markers by the source types the markers call includes', async () => {
    renderApp('/en');
    const map = await screen.findByRole('region', { name: 'Map of upcoming events' });
    const marker = (name: string) =>
      [...map.querySelectorAll('button')].find((button) => button.textContent === name);
    await waitFor(() => expect(marker('Demo 2')).toHaveAttribute('data-color', '#00aa00'));
    expect(marker('Demo 3')).toHaveAttribute('data-color', '#0000aa');
    expect(calls('/v1/source/multi')).toHaveLength(0);
  });

  it('opens the event page when a marker is clicked', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/en');
    const map = await screen.findByRole('region', { name: 'Map of upcoming events' });
    await user.click(await within(map).findByRole('button', { name: 'Demo 7' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/events/7--demo-7'));
  });

  it('lists the next events as links, the keyboard way to the same events', async () => {
    renderApp('/en');
    const upcoming = await screen.findByRole('region', { name: 'Upcoming events' });
    const links = await within(upcoming).findAllByRole('link', { name: /Demo \d+/ });
    expect(links).toHaveLength(5);
    expect(links[0]).toHaveAttribute('href', '/en/events/1--demo-1');
    expect(listBodies()).toEqual([expect.objectContaining({ mode: 'closest_future', offset: 0, limit: 25 })]);
    expect(within(upcoming).getByRole('link', { name: 'All events as a list' })).toHaveAttribute(
      'href',
      '/en/event-list/1',
    );
  });

  it('speaks German', async () => {
    renderApp('/de');
    expect(
      await screen.findByRole('region', { name: 'Karte der kommenden Veranstaltungen' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('130 kommende Veranstaltungen auf der Karte')).toBeInTheDocument();
  });
});
