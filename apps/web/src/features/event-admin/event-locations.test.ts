import { describe, expect, it } from 'vitest';
import {
  addLocation,
  locationAt,
  locationDraftOf,
  moveLocation,
  removeLocation,
  updateLocation,
} from './event-locations';

const names = (list: { street: string }[]) => list.map((location) => location.street);

function route() {
  const first = { ...locationAt({ lng: 13.37, lat: 52.51 }), street: 'A' };
  const second = { ...locationAt({ lng: 13.38, lat: 52.52 }), street: 'B' };
  const third = { ...locationAt({ lng: 13.39, lat: 52.53 }), street: 'C' };
  return [first, second, third];
}

describe('event locations', () => {
  it('adds clicked points at the end, rounded to five decimals, each with its own key', () => {
    const list = addLocation(
      [locationAt({ lng: 1, lat: 2 })],
      locationAt({ lng: 13.4049999999, lat: 52.520000001 }, 'DE'),
    );
    expect(list).toHaveLength(2);
    expect(list[1]).toMatchObject({ lng: 13.405, lat: 52.52, country: 'DE', city: '' });
    expect(list[0]?.key).not.toBe(list[1]?.key);
  });

  it('removes one place and keeps the order of the rest', () => {
    const list = route();
    expect(names(removeLocation(list, list[1]?.key ?? ''))).toEqual(['A', 'C']);
  });

  it('moves a place earlier or later, so any place can become the assembly point', () => {
    const list = route();
    expect(names(moveLocation(list, list[2]?.key ?? '', -1))).toEqual(['A', 'C', 'B']);
    expect(names(moveLocation(list, list[0]?.key ?? '', 1))).toEqual(['B', 'A', 'C']);
  });

  it('ignores moves past either end', () => {
    const list = route();
    expect(names(moveLocation(list, list[0]?.key ?? '', -1))).toEqual(['A', 'B', 'C']);
    expect(names(moveLocation(list, list[2]?.key ?? '', 1))).toEqual(['A', 'B', 'C']);
  });

  it('changes one address field of one place only', () => {
    const list = route();
    const next = updateLocation(list, list[1]?.key ?? '', 'city', 'Berlin');
    expect(next.map((location) => location.city)).toEqual(['', 'Berlin', '']);
  });

  it('reads a loaded location with empty strings for absent address parts', () => {
    const draft = locationDraftOf({
      geography: { type: 'Point', coordinates: [13.4, 52.5] },
      city: 'Berlin',
      street: null,
    });
    expect(draft).toMatchObject({
      lng: 13.4,
      lat: 52.5,
      city: 'Berlin',
      street: '',
      zip_code: '',
      country: '',
    });
  });
});
