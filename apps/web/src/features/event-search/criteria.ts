// What an event search looks for (spec §2 'Find Events'): keyword, time, topics, types, and where —
// around an address or within a perimeter. Kept in the URL query (criteria-url.ts) so a search is
// shareable and survives reload and back.

/** Calendar dates as YYYY-MM-DD of German time; times are derived when a search runs. */
export type TimeFilter =
  | { mode: 'future'; from?: string } // from the given day; absent = from now
  | { mode: 'past' }
  | { mode: 'range'; from: string; to: string };

export interface AddressArea {
  mode: 'address';
  city: string;
  zip: string;
  /** ISO 3166-1 alpha-2; DE by default. */
  country: string;
  radiusKm: number;
}

export interface PerimeterArea {
  mode: 'perimeter';
  /** Unset until the user picks a centre on the map or uses the device location. */
  center?: { lat: number; lng: number };
  radiusKm: number;
}

export type SearchArea = AddressArea | PerimeterArea;

export interface EventSearchCriteria {
  keyword: string;
  time: TimeFilter;
  topicIds: number[];
  typeIds: number[];
  area: SearchArea;
}

export const DEFAULT_COUNTRY = 'DE';
export const DEFAULT_RADIUS_KM = 10;
export const MIN_RADIUS_KM = 1;
/** The slider's end; the server allows up to 500 km but a map circle that wide is not a search. */
export const MAX_RADIUS_KM = 200;

export const DEFAULT_CRITERIA: EventSearchCriteria = {
  keyword: '',
  time: { mode: 'future' },
  topicIds: [],
  typeIds: [],
  area: { mode: 'address', city: '', zip: '', country: DEFAULT_COUNTRY, radiusKm: DEFAULT_RADIUS_KM },
};

/**
 * Whether the criteria name a place to search around. Without one the search covers every event
 * (issue 18); with one the place narrows it, and the device remembers it (remembered-place.ts).
 */
export function hasSearchArea(criteria: EventSearchCriteria): boolean {
  const { area } = criteria;
  if (area.mode === 'perimeter') return area.center !== undefined;
  return area.city.trim() !== '' || area.zip.trim() !== '';
}
