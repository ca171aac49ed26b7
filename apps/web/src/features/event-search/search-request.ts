// Criteria → the server's search call: perimeter-search or address-search (spec §7 Events), or the
// list of all events when the criteria name no place (issue 18: a keyword, topic, type or time alone
// searches everywhere), with the time filter turned into instants at the moment the search runs; days
// are German days, like the times events are shown in.
import type { JsonBody } from '../../api/wire-types';
import type { Language } from '../../constants';
import { endOfEventDay, startOfEventDay } from '../../event-time-zone';
import type { EventSearchCriteria, TimeFilter } from './criteria';

type PerimeterSearchBody = JsonBody<'/v1/event/perimeter-search', 'post'>;
type AddressSearchBody = JsonBody<'/v1/event/address-search', 'post'>;
type EventListBody = JsonBody<'/v1/event/all', 'post'>;

/** The criteria both searches take besides the area. */
export type EventFilters = Pick<
  PerimeterSearchBody,
  'keyword' | 'topic_ids' | 'type_ids' | 'start_time_start' | 'start_time_end' | 'past'
>;

/** A search without its page (offset, limit): the count takes it as it is, each batch adds its page. */
export type SearchRequest =
  | { kind: 'perimeter'; body: Omit<PerimeterSearchBody, 'offset' | 'limit'> }
  | {
      kind: 'address';
      /** Spec §7: address-search takes the language the address is written in as a query value. */
      addressLanguage: Language;
      body: Omit<AddressSearchBody, 'offset' | 'limit'>;
    }
  | { kind: 'everywhere'; body: Omit<EventListBody, 'offset' | 'limit'> };

/** Spec §7 perimeter-search: start_time_start is "now" for an upcoming search. */
export function timeFiltersOf(time: TimeFilter, now: Date): EventFilters {
  if (time.mode === 'past') return { past: true };
  if (time.mode === 'range')
    return { start_time_start: startOfEventDay(time.from), start_time_end: endOfEventDay(time.to) };
  return { start_time_start: time.from === undefined ? now.toISOString() : startOfEventDay(time.from) };
}

export function filtersOf(criteria: EventSearchCriteria, now: Date): EventFilters {
  const keyword = criteria.keyword.trim();
  return {
    ...(keyword !== '' && { keyword }),
    // Spec §5: no selection means all, so an empty list is simply not sent.
    ...(criteria.topicIds.length > 0 && { topic_ids: criteria.topicIds }),
    ...(criteria.typeIds.length > 0 && { type_ids: criteria.typeIds }),
    ...timeFiltersOf(criteria.time, now),
  };
}

/** Without a place, every event: in the perimeter search's order (the most recent first for past ones). */
function everywhere(filters: EventFilters): SearchRequest {
  return {
    kind: 'everywhere',
    body: { ...filters, sorting_key: 'start_time', sorting_direction: filters.past ? 'desc' : 'asc' },
  };
}

export function searchRequestOf(criteria: EventSearchCriteria, language: Language, now: Date): SearchRequest {
  const { area } = criteria;
  const filters = filtersOf(criteria, now);
  if (area.mode === 'perimeter') {
    if (area.center === undefined) return everywhere(filters);
    return {
      kind: 'perimeter',
      body: { ...filters, latitude: area.center.lat, longitude: area.center.lng, radius_km: area.radiusKm },
    };
  }
  const city = area.city.trim();
  const zip = area.zip.trim();
  if (city === '' && zip === '') return everywhere(filters);
  return {
    kind: 'address',
    addressLanguage: language,
    body: {
      ...filters,
      ...(city !== '' && { city }),
      ...(zip !== '' && { zip_code: zip }),
      country: area.country,
      radius_km: area.radiusKm,
    },
  };
}
