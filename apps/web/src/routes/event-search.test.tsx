import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MapProps } from '../components/map';
import { eventKeys } from '../features/events/event-cache';
import { testEvent } from '../features/events/test-events';
import { taxonomyKeys } from '../features/taxonomy/api';
import { renderApp } from '../test/render-app';

// The shared map is WebGL (tested on its own, and in the browser journeys); here it is a stand-in
// that shows its markers and lets a test pick a point, the two things this screen relies on.
function PickDresdenMap(props: MapProps) {
  return (
    <section aria-label={props.ariaLabel}>
      <p>{props.markers.length} markers</p>
      {props.perimeter && <p>circle {props.perimeter.radiusKm} km</p>}
      {props.onPick && (
        <button type="button" onClick={() => props.onPick?.({ lat: 51.05, lng: 13.74 })}>
          pick Dresden
        </button>
      )}
    </section>
  );
}

const TOTAL = 60;
const EVENTS = Array.from({ length: TOTAL }, (_, index) =>
  testEvent({ id: index + 1, name: `Demo ${index + 1}`, organising_source_id: null }),
);

// Fewer events everywhere than around a place, so that the search every screen opens with stays cheap in jsdom.
const EVERYWHERE = EVENTS.slice(0, 3);

interface Body {
  offset?: number;
  limit?: number;
  city?: string;
  [key: string]: unknown;
}
const calls: { path: string; query: string; body: Body }[] = [];
const fetchMock = vi.fn(async (request: Request) => {
  const url = new URL(request.url);
  const body: Body = request.method === 'POST' ? await request.json() : {};
  calls.push({ path: url.pathname, query: url.search, body });
  if (body.city === 'Atlantis')
    return Response.json(
      { detail: [{ loc: ['body', 'city'], msg: 'Unknown address: Atlantis, DE', type: 'value_error' }] },
      { status: 422 },
    );
  if (url.pathname.endsWith('/count')) return Response.json({ count: TOTAL });
  if (url.pathname === '/v1/event/perimeter-search' || url.pathname === '/v1/event/address-search') {
    const offset = body.offset ?? 0;
    return Response.json(EVENTS.slice(offset, offset + (body.limit ?? 25)));
  }
  if (url.pathname === '/v1/event/all') {
    const offset = body.offset ?? 0;
    const limit = body.limit ?? 25;
    const events = EVERYWHERE.slice(offset, offset + limit);
    return Response.json({ events, total: EVERYWHERE.length, offset, limit });
  }
  if (url.pathname === '/v1/source/multi') return Response.json([]);
  return Response.json({ detail: 'Not Found' }, { status: 404 });
});

const TOPICS = [
  { id: 1, name_en: 'Work', name_de: 'Arbeit' },
  { id: 2, name_en: 'Climate', name_de: 'Klima' },
];
const TYPES = [
  { id: 1, name_en: 'Strike', name_de: 'Streik' },
  { id: 2, name_en: 'Demonstration', name_de: 'Demonstration' },
];
const taxonomy: [readonly unknown[], unknown][] = [
  [taxonomyKeys.topics, TOPICS],
  [taxonomyKeys.eventTypes, TYPES],
];

/** The screen is a lazy route: the first render waits for its module. */
async function findScreen(name: string) {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });
}

const searches = () => calls.filter((call) => /-search$/.test(call.path));

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'geolocation');
  fetchMock.mockClear();
  calls.length = 0;
});

// Screens render through the lazy route table; on a busy machine one journey takes seconds.
describe("Event search 'Find Events'", { timeout: 30_000 }, () => {
  it('opens with every upcoming event, soonest first, with All Types / All Topics by default', async () => {
    renderApp('/en/events', { queryData: taxonomy, map: PickDresdenMap });
    expect(await findScreen('Find Events')).toBeInTheDocument();
    expect(screen.getByText(/Showing events everywhere/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Types\s*All Types/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Topics\s*All Topics/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Upcoming' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('DE');
    expect(await screen.findByText('3 events found')).toBeInTheDocument();
    expect(await screen.findByText('All results shown.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Demo \d+/ })).toHaveLength(EVERYWHERE.length);
    const batches = calls.filter((call) => call.path === '/v1/event/all');
    expect(batches.map((call) => [call.body.offset, call.body.limit])).toEqual([
      [0, 25],
      [3, 25],
    ]);
    expect(batches[0]?.body).toMatchObject({ sorting_key: 'start_time', sorting_direction: 'asc' });
    expect(typeof batches[0]?.body.start_time_start).toBe('string');
  });

  it('searches a keyword alone everywhere, and opens next time around the place last searched', async () => {
    const { router, unmount } = renderApp('/en/events', { queryData: taxonomy, map: PickDresdenMap });
    await findScreen('Find Events');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Keyword' }), 'Klima');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=Klima'));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/v1/event/all').at(-1)?.body).toMatchObject({
        keyword: 'Klima',
      }),
    );
    expect(searches()).toEqual([]);

    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Leipzig');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches()[0]?.body).toMatchObject({ keyword: 'Klima', city: 'Leipzig' }));
    unmount();

    const next = renderApp('/en/events', { queryData: taxonomy, map: PickDresdenMap });
    await findScreen('Find Events');
    await waitFor(() => expect(next.router.state.location.search).toBe('?city=Leipzig'));
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Leipzig');
    expect(screen.getByRole('searchbox', { name: 'Keyword' })).toHaveValue('');
  });

  it('searches an address in the current language, counts, loads batches of 25 until an empty one, and caches the events', async () => {
    const { router, queryClient } = renderApp('/en/events', { queryData: taxonomy, map: PickDresdenMap });
    await findScreen('Find Events');
    await userEvent.type(await screen.findByRole('textbox', { name: 'City' }), 'Berlin');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Keyword' }), 'Klima');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('60 events found')).toBeInTheDocument();
    // jsdom has no layout, so the list never fills the view: the spec §4 rule keeps loading
    // (offset = current count, limit 25) until an empty batch blocks it.
    expect(await screen.findByText('All results shown.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Demo \d+/ })).toHaveLength(TOTAL);
    expect(searches().map((call) => [call.body.offset, call.body.limit])).toEqual([
      [0, 25],
      [25, 25],
      [50, 25],
      [60, 25],
    ]);
    const first = searches()[0];
    expect(first?.path).toBe('/v1/event/address-search');
    expect(first?.query).toBe('?address_language=en');
    expect(first?.body).toMatchObject({ keyword: 'Klima', city: 'Berlin', country: 'DE', radius_km: 10 });
    expect(typeof first?.body.start_time_start).toBe('string');
    expect(router.state.location.search).toBe('?q=Klima&city=Berlin');
    expect(queryClient.getQueryData(eventKeys.detail(42))).toMatchObject({ name: 'Demo 42' });
    expect(screen.getByRole('link', { name: /^Demo 7(?!\d)/ })).toHaveAttribute(
      'href',
      '/en/events/7--demo-7',
    );
  });

  it('runs the search of a shared link on load and replaces the results on a new search', async () => {
    renderApp('/en/events?city=Berlin&types=2', { queryData: taxonomy, map: PickDresdenMap });
    await findScreen('Find Events');
    expect(await screen.findByText('All results shown.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Types\s*Demonstration/ })).toBeInTheDocument();
    expect(searches()[0]?.body).toMatchObject({ type_ids: [2], city: 'Berlin' });
    calls.length = 0;

    await userEvent.click(screen.getByRole('button', { name: /Topics/ }));
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Topics' })).getByRole('checkbox', { name: 'Climate' }),
    );
    await screen.findByText('All results shown.');
    await waitFor(() => expect(searches().at(-1)?.body.offset).toBe(60));
    expect(searches()[0]?.body).toMatchObject({ offset: 0, topic_ids: [2], type_ids: [2] });
    expect(screen.getAllByRole('link', { name: /^Demo \d+/ })).toHaveLength(TOTAL);
  });

  it('shows the server’s message for an unknown address by the fields, not the error page', async () => {
    renderApp('/en/events?city=Atlantis', { queryData: taxonomy, map: PickDresdenMap });
    await findScreen('Find Events');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This place is not known. Please check the spelling.');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('We have internal issues...')).not.toBeInTheDocument();
    expect(screen.queryByText(/events found/)).not.toBeInTheDocument();
  });

  it('searches a perimeter picked on the map, with the radius drawn', async () => {
    const { router } = renderApp('/en/events', { queryData: taxonomy, map: PickDresdenMap });
    await findScreen('Find Events');
    await userEvent.click(await screen.findByRole('radio', { name: 'Perimeter' }));
    expect(screen.getByText('No centre chosen yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'pick Dresden' }));
    expect(await screen.findByText('60 events found')).toBeInTheDocument();
    expect(screen.getByText('Centre: 51.0500, 13.7400')).toBeInTheDocument();
    expect(screen.getByText('circle 10 km')).toBeInTheDocument();
    await waitFor(() => expect(searches()[0]?.path).toBe('/v1/event/perimeter-search'));
    expect(searches()[0]?.body).toMatchObject({
      latitude: 51.05,
      longitude: 13.74,
      radius_km: 10,
      offset: 0,
      limit: 25,
    });
    expect(router.state.location.search).toBe('?area=perimeter&lat=51.05000&lng=13.74000');
  });

  it('takes the centre from the device location', async () => {
    const getCurrentPosition = vi.fn((success: PositionCallback) =>
      success({ coords: { latitude: 48.137, longitude: 11.575 } } as GeolocationPosition),
    );
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    renderApp('/en/events?area=perimeter&radius=5', { queryData: taxonomy, map: PickDresdenMap });
    await findScreen('Find Events');
    await userEvent.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText('Centre: 48.1370, 11.5750')).toBeInTheDocument();
    await waitFor(() =>
      expect(searches()[0]?.body).toMatchObject({ latitude: 48.137, longitude: 11.575, radius_km: 5 }),
    );
  });

  it('opens the calendar with a drawn icon, not an emoji glyph that needs an emoji font', async () => {
    renderApp('/en/events', { queryData: taxonomy, map: PickDresdenMap });
    const [open] = await screen.findAllByRole('button', { name: /Starting from/ });
    if (open === undefined) throw new Error('no calendar button');
    expect(open.textContent).toBe('');
    expect(open.querySelector('svg')).not.toBeNull();
  });

  it('is German on /de: texts, Monday-first calendar and German address language', async () => {
    renderApp('/de/events?city=K%C3%B6ln&time=range&from=2030-06-01&to=2030-06-30', {
      queryData: taxonomy,
      map: PickDresdenMap,
    });
    expect(await findScreen('Veranstaltungen finden')).toBeInTheDocument();
    expect(await screen.findByText('60 Veranstaltungen gefunden')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Zeitraum' })).toBeChecked();
    expect(screen.getByRole('button', { name: /Typen\s*Alle Typen/ })).toBeInTheDocument();
    expect(searches()[0]?.query).toBe('?address_language=de');
    expect(searches()[0]?.body).toMatchObject({
      city: 'Köln',
      // German days: midnight to midnight in Europe/Berlin (summer time, UTC+2).
      start_time_start: '2030-05-31T22:00:00.000Z',
      start_time_end: '2030-06-30T21:59:59.999Z',
    });
    await userEvent.click(screen.getByRole('button', { name: /^Daten/ }));
    const grid = await screen.findByRole('grid');
    // The grid's header row names the weekdays; German weeks start on Monday (spec §9).
    const weekdays = [...grid.querySelectorAll('th')].map((cell) => cell.textContent);
    expect(weekdays).toEqual(['M', 'D', 'M', 'D', 'F', 'S', 'S']);
  });
});
