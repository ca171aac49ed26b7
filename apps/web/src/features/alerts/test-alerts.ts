// Alerts for tests of the alert feature and screens: a perimeter alert of 10 km around Berlin-Mitte.
import { newAlert } from './alert-polling';
import type { AlertCriteria, PollState, StoredAlert } from './stored-alert';
import type { AccountAlert, AccountAlertBody } from './types';

export function testAlertCriteria(overrides: Partial<AlertCriteria> = {}): AlertCriteria {
  return {
    alertType: 'perimeter',
    name: 'Mitte',
    eventName: '',
    eventTopicIDs: [],
    eventTypeIDs: [],
    lat: 52.52,
    long: 13.405,
    radius: 10,
    ...overrides,
  };
}

/** The alert as newAlert stores it at `now`, with `state` (fetch times, seen and unseen ids) on top. */
export function testStoredAlert(
  criteria: Partial<AlertCriteria> = {},
  state: Partial<PollState> = {},
  now = Date.now(),
): StoredAlert {
  return { ...newAlert(testAlertCriteria(criteria), now), ...state };
}

/** The account's copy of an alert as the server answers it. */
export const accountAlertOf = (body: AccountAlertBody): AccountAlert => ({
  name: body.name,
  alert_type: body.alert_type,
  event_name: body.event_name ?? null,
  topic_ids: body.topic_ids ?? [],
  type_ids: body.type_ids ?? [],
  city: body.city ?? null,
  zip_code: body.zip_code ?? null,
  country: body.country ?? null,
  address_language: body.address_language ?? null,
  latitude: body.latitude ?? null,
  longitude: body.longitude ?? null,
  radius_km: body.radius_km ?? null,
  last_fetch: body.last_fetch ?? null,
  next_fetch: body.next_fetch ?? null,
  seen_event_ids: body.seen_event_ids ?? [],
  unseen_event_ids: body.unseen_event_ids ?? [],
  updated_at: body.updated_at ?? new Date().toISOString(),
});
