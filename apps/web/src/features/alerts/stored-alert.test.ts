import { describe, expect, it, vi } from 'vitest';
import { newAlert } from './alert-polling';
import { fromAccountAlert, parseStoredAlerts, toAccountAlert, toPollBody } from './stored-alert';
import { accountAlertOf } from './test-alerts';

const perimeter = newAlert(
  {
    alertType: 'perimeter',
    name: 'Mitte',
    eventName: 'Klima',
    eventTopicIDs: [2],
    eventTypeIDs: [],
    lat: 52.5,
    long: 13.4,
    radius: 5,
  },
  Date.parse('2026-11-25T12:00:00Z'),
);
const address = newAlert(
  {
    alertType: 'address',
    name: 'Köln',
    eventName: '',
    eventTopicIDs: [],
    eventTypeIDs: [1],
    city: 'Köln',
    zipCode: '',
    country: 'DE',
    addressLanguage: 'de',
  },
  Date.parse('2026-11-25T12:00:00Z'),
);

describe('stored alerts', () => {
  it('load back as stored', () => {
    expect(parseStoredAlerts(JSON.stringify({ Mitte: perimeter, Köln: address }))).toEqual({
      Mitte: perimeter,
      Köln: address,
    });
  });

  it.each([
    ['not JSON', '{alerts'],
    ['not an object', '[1,2]'],
  ])('drop everything when the stored value is %s', (_case, raw) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseStoredAlerts(raw)).toEqual({});
  });

  it.each([
    ['without an area', { ...perimeter, lat: undefined }],
    ['with ids that are not ids', { ...perimeter, seenEventIds: ['x'] }],
    ['with a broken time', { ...perimeter, nextFetch: 'soon' }],
    ['of an unknown type', { ...perimeter, alertType: 'radius' }],
    ['under another name', { ...perimeter, name: 'Pankow' }],
  ])('drop an alert %s and keep the others', (_case, broken) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseStoredAlerts(JSON.stringify({ Mitte: broken, Köln: address }))).toEqual({ Köln: address });
  });

  it('poll with the criteria of their type only', () => {
    expect(toPollBody(perimeter)).toEqual({
      event_name: 'Klima',
      topic_ids: [2],
      type_ids: [],
      radius_km: 5,
      latitude: 52.5,
      longitude: 13.4,
    });
    expect(toPollBody(address)).toEqual({
      event_name: undefined,
      topic_ids: [],
      type_ids: [1],
      radius_km: undefined,
      city: 'Köln',
      zip_code: undefined,
      country: 'DE',
    });
  });

  it('survive the round trip through the account', () => {
    const account = accountAlertOf(toAccountAlert(perimeter));
    expect(fromAccountAlert(account, 0)).toEqual(perimeter);
  });
});
