import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Source, sourceKeys } from '../features/sources/api';
import { TEST_SOURCE_TYPE, testSource } from '../features/sources/test-sources';
import { taxonomyKeys } from '../features/taxonomy/api';
import { TEST_TOPICS } from '../features/taxonomy/test-taxonomy';
import { renderApp } from '../test/render-app';

const UNION = TEST_SOURCE_TYPE;
const INITIATIVE = { ...UNION, id: 2, name_en: 'Initiative', name_de: 'Initiative' };

function source(id: number, name: string, type: typeof UNION, city: string, topicIds: number[]): Source {
  return testSource({
    id,
    name,
    source_type: type,
    city,
    topic_ids: topicIds,
    description: `${name} description`,
  });
}

const SOURCES = [
  source(1, 'Verdi Berlin', UNION, 'Berlin', [1]),
  source(2, 'Fridays for Future Köln', INITIATIVE, 'Köln', [2]),
  source(3, 'IG Metall Köln', UNION, 'Köln', [1, 2]),
];

interface SearchBody {
  type_ids?: number[];
  topic_ids?: number[];
  city?: string;
  offset?: number;
  limit?: number;
}

function matching(body: SearchBody): Source[] {
  return SOURCES.filter(
    (entry) =>
      (!body.type_ids?.length || body.type_ids.includes(entry.source_type_id)) &&
      (!body.topic_ids?.length || body.topic_ids.some((id) => entry.topic_ids.includes(id))) &&
      (!body.city || entry.city === body.city),
  );
}

const requests: { path: string; body: SearchBody }[] = [];
const fetchMock = vi.fn(async (request: Request) => {
  const url = new URL(request.url);
  const body = request.method === 'POST' ? await request.json() : {};
  requests.push({ path: url.pathname, body });
  if (body.city === 'Atlantis')
    return Response.json(
      { detail: [{ loc: ['body', 'city'], msg: 'Unknown city: Atlantis', type: 'value_error' }] },
      { status: 422 },
    );
  if (url.pathname === '/v1/source/address-search/count') return Response.json(matching(body).length);
  if (url.pathname === '/v1/source/address-search')
    return Response.json(matching(body).map((entry) => entry.id));
  if (url.pathname === '/v1/source/multi')
    return Response.json(SOURCES.filter((entry) => body.source_ids.includes(entry.id)));
  return Response.json({ detail: 'Not Found' }, { status: 404 });
});

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  requests.length = 0;
});

const taxonomy: [readonly unknown[], unknown][] = [
  [taxonomyKeys.sourceTypes, [UNION, INITIATIVE]],
  [taxonomyKeys.topics, TEST_TOPICS],
];

describe("Source search 'Find Sources'", { timeout: 30_000 }, () => {
  it('lists every source with empty type and topic filters by default', async () => {
    renderApp('/en/sources', { queryData: taxonomy });
    expect(await screen.findByRole('heading', { level: 1, name: 'Find Sources' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Verdi Berlin' })).toHaveAttribute(
      'href',
      '/en/sources/1--verdi-berlin',
    );
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(await screen.findByText('3 sources found')).toBeInTheDocument();
    const search = requests.find((entry) => entry.path === '/v1/source/address-search');
    expect(search?.body).toMatchObject({ type_ids: [], topic_ids: [], limit: 25, offset: 0 });
    expect(screen.getByRole('button', { name: /Source types\s*All Types/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Topics\s*All Topics/ })).toBeInTheDocument();
  });

  it('shows type, city and topics on each entry', async () => {
    renderApp('/en/sources', { queryData: taxonomy });
    const card = (await screen.findByRole('link', { name: 'IG Metall Köln' })).closest('article');
    expect(card).not.toBeNull();
    const entry = within(card as HTMLElement);
    expect(entry.getByText('Union · Köln')).toBeInTheDocument();
    expect(entry.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Work', 'Climate']);
  });

  it('filters by source type and topic, keeping the filters in the URL', async () => {
    const { router } = renderApp('/en/sources', { queryData: taxonomy });
    await screen.findByRole('link', { name: 'Verdi Berlin' });
    await userEvent.click(screen.getByRole('button', { name: /Source types/ }));
    const types = screen.getByRole('group', { name: 'Source types' });
    await userEvent.click(within(types).getByRole('checkbox', { name: 'Union' }));
    expect(screen.getByRole('button', { name: /Source types\s*Union/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await screen.findByText('2 sources found')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Fridays for Future Köln' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Topics/ }));
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Topics' })).getByRole('checkbox', { name: 'Climate' }),
    );
    expect(await screen.findByText('1 source found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'IG Metall Köln' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?types=1&topics=2');
  });

  it('narrows to a city and shows an unknown city’s message beside the field', async () => {
    const { queryClient } = renderApp('/en/sources', { queryData: taxonomy });
    const city = await screen.findByRole('searchbox', { name: 'City (optional)' });
    await userEvent.type(city, 'Köln');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('2 sources found')).toBeInTheDocument();

    await userEvent.clear(city);
    await userEvent.type(city, 'Atlantis{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This place is not known. Please check the spelling.',
    );
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('We have internal issues...')).not.toBeInTheDocument();
    // The count's answer to the unknown city is an answer, not a failed query.
    await waitFor(() =>
      expect(
        queryClient.getQueryState(sourceKeys.count({ city: 'Atlantis', topicIds: [], typeIds: [] }, 'en')),
      ).toMatchObject({ status: 'success', data: null }),
    );
  });

  it('is German on /de, with German type names sorted by label', async () => {
    renderApp('/de/sources', { queryData: taxonomy });
    expect(await screen.findByRole('heading', { level: 1, name: 'Quellen finden' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Quellentypen\s*Alle Typen/ }));
    const types = screen.getByRole('group', { name: 'Quellentypen' });
    expect(
      within(types)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Gewerkschaft', 'Initiative']);
    expect(await screen.findByText('3 Quellen gefunden')).toBeInTheDocument();
  });
});
