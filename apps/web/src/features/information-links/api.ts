// Info screen data (spec §2 "Info", DESIGN §4.1): countries with links, their cities, and the links.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { requireBody } from '../../api/require-body';
import type { paths } from '../../api/schema.gen';

type JsonOf<P extends keyof paths> = paths[P] extends {
  get: { responses: { 200: { content: { 'application/json': infer Body } } } };
}
  ? Body
  : never;

export type InformationCountry = JsonOf<'/v1/info/countries'>[number];
export type InformationLinks = JsonOf<'/v1/info/links'>;
export type InformationLink = InformationLinks['country_links'][number];

export const informationLinkKeys = {
  /** Every Info query: an admin's write refetches them all (admin-api.ts). */
  all: ['info'] as const,
  admin: (filters: object) => ['info', 'admin', filters] as const,
  countries: ['info', 'countries'] as const,
  cities: (country: string) => ['info', 'cities', country] as const,
  links: (country: string, city: string | undefined) => ['info', 'links', country, city ?? null] as const,
};

// The links are curated by hand and change seldom; an admin's change reaches other tabs within a minute.
const STALE_TIME_MS = 60 * 1000;

export function useInformationCountries() {
  return useQuery({
    queryKey: informationLinkKeys.countries,
    queryFn: async () => (await api.GET('/v1/info/countries')).data ?? [],
    staleTime: STALE_TIME_MS,
  });
}

/** A country from an edited link may have no data (404): the screen then shows "no links". */
export function useInformationCities(country: string | undefined) {
  return useQuery({
    queryKey: informationLinkKeys.cities(country ?? ''),
    queryFn: async () =>
      (await api.GET('/v1/info/cities', { params: { query: { country: country ?? '' } } })).data ?? [],
    enabled: country !== undefined,
    staleTime: STALE_TIME_MS,
    meta: { handlesErrors: true },
  });
}

export function useInformationLinks(country: string | undefined, city: string | undefined) {
  return useQuery({
    queryKey: informationLinkKeys.links(country ?? '', city),
    queryFn: async () => {
      const query = city ? { country: country ?? '', city } : { country: country ?? '' };
      const { data } = await api.GET('/v1/info/links', { params: { query } });
      return requireBody(data, 'GET /v1/info/links');
    },
    enabled: country !== undefined,
    staleTime: STALE_TIME_MS,
    // Keep the old links on screen while the next city's load, instead of flashing empty.
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
}
