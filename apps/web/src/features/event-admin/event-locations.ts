// The event form's list of places (spec §3 "Event" locations): picked on the map in order, the
// first being the assembly point (markers, alerts and similar events use only the first, §9).
import type { EventLocation } from './types';

export interface LocationDraft {
  /** Stable identity for React lists while places are added, moved and removed. */
  key: string;
  lng: number;
  lat: number;
  country: string;
  city: string;
  zip_code: string;
  street: string;
  house_number: string;
}

export type AddressField = 'country' | 'city' | 'zip_code' | 'street' | 'house_number';
export const ADDRESS_FIELDS: readonly AddressField[] = [
  'street',
  'house_number',
  'zip_code',
  'city',
  'country',
];

let nextKey = 1;
const newKey = (): string => `location-${nextKey++}`;

/** Coordinates rounded to about 1 m, so a clicked point does not carry 15 meaningless digits. */
const round = (degrees: number): number => Math.round(degrees * 100_000) / 100_000;

export function locationAt(point: { lng: number; lat: number }, country = ''): LocationDraft {
  return {
    key: newKey(),
    lng: round(point.lng),
    lat: round(point.lat),
    country,
    city: '',
    zip_code: '',
    street: '',
    house_number: '',
  };
}

export function locationDraftOf(location: EventLocation): LocationDraft {
  const [lng = 0, lat = 0] = location.geography.coordinates;
  return {
    key: newKey(),
    lng,
    lat,
    country: location.country ?? '',
    city: location.city ?? '',
    zip_code: location.zip_code ?? '',
    street: location.street ?? '',
    house_number: location.house_number ?? '',
  };
}

export function addLocation(list: readonly LocationDraft[], location: LocationDraft): LocationDraft[] {
  return [...list, location];
}

export function removeLocation(list: readonly LocationDraft[], key: string): LocationDraft[] {
  return list.filter((location) => location.key !== key);
}

/** Moves a place one step earlier (-1) or later (+1); a move past either end changes nothing. */
export function moveLocation(list: readonly LocationDraft[], key: string, step: -1 | 1): LocationDraft[] {
  const from = list.findIndex((location) => location.key === key);
  const to = from + step;
  if (from < 0 || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

export function updateLocation(
  list: readonly LocationDraft[],
  key: string,
  field: AddressField,
  value: string,
): LocationDraft[] {
  return list.map((location) => (location.key === key ? { ...location, [field]: value } : location));
}
