// Alerts for tests of the alert feature and screens: a perimeter alert of 10 km around Berlin-Mitte.
import { newAlert } from './alert-polling';
import type { AlertCriteria, PollState, StoredAlert } from './stored-alert';

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
