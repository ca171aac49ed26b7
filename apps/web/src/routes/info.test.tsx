import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  InformationCountry,
  InformationLink,
  InformationLinks,
} from '../features/information-links/api';
import { renderApp } from '../test/render-app';

const COUNTRIES: InformationCountry[] = [
  { code: 'DE', name_en: 'Germany', name_de: 'Deutschland' },
  { code: 'AT', name_en: 'Austria', name_de: 'Österreich' },
];
const BUNDESTAG: InformationLink = {
  id: 1,
  native_name: 'Deutscher Bundestag',
  english_name: 'German Bundestag',
  native_url: 'https://www.bundestag.de/',
  english_url: 'https://www.bundestag.de/en',
  country: 'DE',
  city: null,
  zip_code: null,
  region: null,
};
const SAXONY: InformationLink = {
  id: 3,
  native_name: 'Sächsischer Landtag',
  english_name: 'Saxon State Parliament',
  native_url: 'https://www.landtag.sachsen.de',
  english_url: null,
  country: 'DE',
  city: null,
  zip_code: null,
  region: 'DE-SN',
};
const LEIPZIG: InformationLink = {
  id: 4,
  native_name: 'Ratsversammlung Leipzig',
  english_name: 'Leipzig City Council',
  native_url: 'https://www.leipzig.de',
  english_url: null,
  country: 'DE',
  city: 'Leipzig',
  zip_code: '04109',
  region: 'DE-SN',
};
const BERLIN: InformationLink = {
  id: 2,
  native_name: 'Abgeordnetenhaus von Berlin',
  english_name: 'House of Representatives of Berlin',
  native_url: 'https://www.parlament-berlin.de/',
  english_url: null,
  country: 'DE',
  city: 'Berlin',
  zip_code: '10117',
  region: null,
};

function linksOf(city: string | null): InformationLinks {
  if (city === 'Leipzig') {
    return {
      country: COUNTRIES[0] as InformationCountry,
      city,
      region: { code: 'DE-SN', name_en: 'Saxony', name_de: 'Sachsen' },
      country_links: [BUNDESTAG],
      region_links: [SAXONY],
      city_links: [LEIPZIG],
    };
  }
  return {
    country: COUNTRIES[0] as InformationCountry,
    city,
    region: null,
    country_links: city === null ? [BUNDESTAG, SAXONY] : [BUNDESTAG],
    region_links: [],
    city_links: city === 'Berlin' ? [BERLIN] : [],
  };
}

// The network boundary: the typed client hands fetch a Request; answers are real Responses.
const fetchMock = vi.fn(async (request: Request) => {
  const url = new URL(request.url);
  const country = url.searchParams.get('country');
  if (url.pathname === '/v1/info/countries') return Response.json(COUNTRIES);
  if (country !== 'DE')
    return Response.json({ detail: 'No information links for this country' }, { status: 404 });
  if (url.pathname === '/v1/info/cities') return Response.json(['Berlin', 'Köln', 'Leipzig']);
  if (url.pathname === '/v1/info/links') return Response.json(linksOf(url.searchParams.get('city')));
  return Response.json({ detail: 'Not Found' }, { status: 404 });
});

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

describe('Info screen', { timeout: 30_000 }, () => {
  it('asks for the required country (Germany first) and shows its links in English', async () => {
    renderApp('/en/info');
    const country = await screen.findByRole('combobox', { name: 'Country*' });
    expect(country).toBeRequired();
    expect(await screen.findByRole('option', { name: 'Germany' })).toBeInTheDocument();
    expect(country).toHaveValue('DE');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('');
    const link = await screen.findByRole('link', { name: 'German Bundestag' });
    expect(link).toHaveAttribute('href', 'https://www.bundestag.de/en');
    expect(screen.getByText('Deutscher Bundestag')).toBeInTheDocument();
  });

  it('adds the city’s links when a city is chosen and keeps the choice in the URL', async () => {
    const { router } = renderApp('/en/info');
    const city = await screen.findByRole('combobox', { name: 'City' });
    await screen.findByRole('option', { name: 'Berlin' });
    await userEvent.selectOptions(city, 'Berlin');
    const berlin = await screen.findByRole('region', { name: 'Berlin' });
    expect(within(berlin).getByRole('link', { name: 'House of Representatives of Berlin' })).toHaveAttribute(
      'href',
      'https://www.parlament-berlin.de/',
    );
    expect(screen.getByRole('region', { name: 'Germany' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?country=DE&city=Berlin');

    await userEvent.selectOptions(city, 'Whole country');
    expect(await screen.findByRole('link', { name: 'German Bundestag' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Berlin' })).not.toBeInTheDocument();
  });

  it('shows German names, native links and countries sorted by their German name', async () => {
    renderApp('/de/info?country=DE&city=Berlin');
    const link = await screen.findByRole('link', { name: 'Deutscher Bundestag' });
    expect(link).toHaveAttribute('href', 'https://www.bundestag.de/');
    expect(screen.getByRole('link', { name: 'Deutscher Bundestag: Englische Version' })).toHaveAttribute(
      'href',
      'https://www.bundestag.de/en',
    );
    const country = screen.getByRole('combobox', { name: 'Land*' });
    expect(
      within(country)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Deutschland', 'Österreich']);
    expect(screen.getByRole('combobox', { name: 'Stadt' })).toHaveValue('Berlin');
  });

  it('says inline that a country has no links, instead of the error page', async () => {
    renderApp('/en/info?country=AT');
    expect(
      await screen.findByText('There are no information links for this selection yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Nothing here...')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country*' })).toHaveValue('AT');
  });

  it.each([
    ['en', 'Leipzig City Council', 'Saxony', 'Saxon State Parliament', 'Germany', 'German Bundestag'],
    ['de', 'Ratsversammlung Leipzig', 'Sachsen', 'Sächsischer Landtag', 'Deutschland', 'Deutscher Bundestag'],
  ])(
    'a city shows its own state’s parliament under the state, before the federal level (%s)',
    async (language, council, state, parliament, country, bundestag) => {
      renderApp(`/${language}/info?country=DE&city=Leipzig`);
      const regions = await screen.findAllByRole('region');
      await screen.findByRole('link', { name: council });
      const headings = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
      expect(regions.length).toBeGreaterThan(0);
      expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
        'Leipzig',
        state,
        country,
      ]);
      expect(headings).toHaveLength(3);
      expect(
        within(screen.getByRole('region', { name: state })).getByRole('link', { name: parliament }),
      ).toBeInTheDocument();
      expect(
        within(screen.getByRole('region', { name: country })).getAllByRole('link')[0],
      ).toHaveAccessibleName(bundestag);
    },
  );
});
